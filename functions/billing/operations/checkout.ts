import { billingCheckout } from '../../../shared/operations/billing.js';
import { json } from '../../core/operation.js';
import { startCheckout } from '../checkout.js';
import { availableWith, billingImplementation } from '../deps.js';
import { visitOf } from '../site.js';

export default billingImplementation(
  billingCheckout,
  (wiring) => async (input, ctx) => {
    const d = await wiring.deps();
    return json(await startCheckout(d, ctx.principal, input, visitOf(d, ctx.headers)));
  },
  availableWith,
);
