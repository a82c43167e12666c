import { userRenameKey } from '../../../shared/operations/user.js';
import { json } from '../../core/operation.js';
import { createKeyList } from '../accounts/key-list.js';
import { keySummaryResponse } from '../accounts/key-responses.js';
import { requiredKeyName } from '../accounts/responses.js';
import { platformImplementation } from '../deps.js';

export default platformImplementation(userRenameKey, (deps) => async (input, { principal, now }) => {
  const name = requiredKeyName(input.name);
  const { key, main } = await createKeyList(await deps.keys()).rename(principal.accountId, input.id, name, now());
  return json(keySummaryResponse(key, main));
});
