import { billingPortal } from '../../../shared/operations/billing.js';
import { json } from '../../core/operation.js';
import { openPortal } from '../checkout.js';
import { availableWith, billingImplementation } from '../deps.js';
import { visitOf } from '../site.js';

export default billingImplementation(
  billingPortal,
  (wiring) => async (input, ctx) => {
    const d = await wiring.deps();
    return json(await openPortal(d, ctx.principal, input, visitOf(d, ctx.headers)));
  },
  availableWith,
);
