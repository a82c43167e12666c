import { userRevokeKey } from '../../../shared/operations/user.js';
import { json } from '../../core/operation.js';
import { createKeyList } from '../accounts/key-list.js';
import { keySummaryResponse } from '../accounts/key-responses.js';
import { platformImplementation } from '../deps.js';

export default platformImplementation(userRevokeKey, (deps) => async (input, { principal, now }) => {
  const { key, main } = await createKeyList(await deps.keys()).revoke(principal.accountId, input.id, now());
  return json(keySummaryResponse(key, main));
});
