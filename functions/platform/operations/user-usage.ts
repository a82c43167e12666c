import { userUsage } from '../../../shared/operations/user.js';
import { json } from '../../core/operation.js';
import { listUsage } from '../accounts/usage.js';
import { platformImplementation } from '../deps.js';

export default platformImplementation(
  userUsage,
  (deps) =>
    async (input, { principal }) =>
      json(await listUsage(await deps.keys(), principal.accountId, input.limit, input.cursor)),
);
