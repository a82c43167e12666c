import { userRenameApiKey } from '../../../shared/operations/user.js';
import { json } from '../../core/operation.js';
import { createKeyStore } from '../accounts/keys.js';
import { keyResponse, requiredKeyName } from '../accounts/responses.js';
import { platformImplementation } from '../deps.js';

export default platformImplementation(userRenameApiKey, (deps) => async (input, { principal, now }) => {
  const name = requiredKeyName(input.name);
  return json(keyResponse(await createKeyStore(await deps.keys()).rename(principal.accountId, name, now())));
});
