import { userKeys } from '../../../shared/operations/user.js';
import { json } from '../../core/operation.js';
import { maxKeysPerAccount } from '../../core/store/items.js';
import { createKeyList } from '../accounts/key-list.js';
import { keySummaryResponse } from '../accounts/key-responses.js';
import { platformImplementation } from '../deps.js';

export default platformImplementation(userKeys, (deps) => async (_input, { principal, now }) => {
  const items = await createKeyList(await deps.keys()).list(principal.accountId, now());
  return json({
    items: items.map(({ key, main, calls }) => keySummaryResponse(key, main, calls)),
    limit: maxKeysPerAccount,
  });
});
