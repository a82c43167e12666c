import { userApiKey } from '../../../shared/operations/user.js';
import { notFound } from '../../core/errors.js';
import { json } from '../../core/operation.js';
import { createKeyStore } from '../accounts/keys.js';
import { keyResponse } from '../accounts/responses.js';
import { platformImplementation } from '../deps.js';

export default platformImplementation(userApiKey, (deps) => async (_input, { principal }) => {
  const key = await createKeyStore(await deps.keys()).get(principal.accountId);
  if (!key) throw notFound('You do not have an API Key yet.');
  return json(keyResponse(key));
});
