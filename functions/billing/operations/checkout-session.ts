import { billingCheckoutSession } from '../../../shared/operations/billing.js';
import { json } from '../../core/operation.js';
import { availableWith, billingImplementation } from '../deps.js';
import { checkoutSessionOf } from '../status.js';

export default billingImplementation(
  billingCheckoutSession,
  (wiring) => async (input, ctx) =>
    json(await checkoutSessionOf(await wiring.deps(), ctx.principal.accountId, input.id)),
  availableWith,
);
