import {
  billingCheckout,
  billingCheckoutSession,
  billingPortal,
  billingSummary as billingSummaryOperation,
  billingWebhook,
} from '../../shared/operations/billing.js';
import type { Implementation } from '../core/implement.js';
import { implement } from '../core/implement.js';
import { json } from '../core/operation.js';
import type { BillingDeps } from './deps.js';
import { openPortal, startCheckout } from './operations/checkout.js';
import { billingSummary, checkoutSessionOf } from './operations/status.js';
import { handleEvent } from './webhook/handle.js';
import { verifyEvent } from './webhook/verify.js';

export interface BillingWiring {
  /** Built once per process; may read secrets. */
  readonly deps: () => Promise<BillingDeps>;
  /** False when neither Stripe keys nor the local test checkout are configured: every route answers 503. */
  readonly available: () => boolean;
}

export function billingImplementations(wiring: BillingWiring): readonly Implementation[] {
  const { deps, available } = wiring;
  return [
    implement(billingCheckout, async (input, ctx) => json(await startCheckout(await deps(), ctx.principal, input)), {
      available,
    }),
    implement(billingPortal, async (_input, ctx) => json(await openPortal(await deps(), ctx.principal)), { available }),
    implement(
      billingCheckoutSession,
      async (input, ctx) => json(await checkoutSessionOf(await deps(), ctx.principal.accountId, input.id)),
      { available },
    ),
    implement(
      billingSummaryOperation,
      async (_input, ctx) => json(await billingSummary(await deps(), ctx.principal.accountId)),
      { available },
    ),
    implement(
      billingWebhook,
      async (_input, ctx) => {
        const d = await deps();
        const event = verifyEvent(
          ctx.rawBody ?? Buffer.alloc(0),
          ctx.headers['stripe-signature'],
          d.webhookSecret,
          ctx.now(),
        );
        const result = await handleEvent({ ...d, now: ctx.now }, event);
        ctx.logger.info('stripe event', { eventId: event.id, eventType: event.type, result });
        return json({ received: true, id: event.id, result });
      },
      { available },
    ),
  ];
}
