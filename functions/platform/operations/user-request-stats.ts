import { userRequestStats } from '../../../shared/operations/requests.js';
import { json } from '../../core/operation.js';
import { platformImplementation } from '../deps.js';
import { requestStats } from '../requests/stats.js';

export default platformImplementation(
  userRequestStats,
  (deps) =>
    async (_input, { principal, now }) =>
      json(await requestStats(await deps.table(), principal.accountId, now())),
);
