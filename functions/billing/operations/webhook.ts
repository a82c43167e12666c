import { billingWebhook } from '../../../shared/operations/billing.js';
import { json } from '../../core/operation.js';
import { availableWith, billingImplementation } from '../deps.js';
import { handleEvent } from '../webhook/handle.js';
import { verifyEvent } from '../webhook/verify.js';

export default billingImplementation(
  billingWebhook,
  (wiring) => async (_input, ctx) => {
    const d = await wiring.deps();
    const event = await verifyEvent(
      ctx.rawBody ?? Buffer.alloc(0),
      ctx.headers['stripe-signature'],
      d.webhookSecret,
      ctx.now(),
    );
    const result = await handleEvent({ ...d, now: ctx.now }, event);
    ctx.logger.info('stripe event', { eventId: event.id, eventType: event.type, result });
    return json({ received: true, id: event.id, result });
  },
  availableWith,
);
