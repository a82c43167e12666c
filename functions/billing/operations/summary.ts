import { billingSummary as billingSummaryOperation } from '../../../shared/operations/billing.js';
import { json } from '../../core/operation.js';
import { availableWith, billingImplementation } from '../deps.js';
import { billingSummary } from '../status.js';

export default billingImplementation(
  billingSummaryOperation,
  (wiring) => async (_input, ctx) => json(await billingSummary(await wiring.deps(), ctx.principal.accountId)),
  availableWith,
);
