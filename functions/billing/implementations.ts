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
import { returnBaseUrl } from './operations/site.js';
import { billingSummary, checkoutSessionOf } from './operations/status.js';
import { handleEvent } from './webhook/handle.js';
import { verifyEvent } from './webhook/verify.js';

export interface BillingWiring {
  /** Built once per process; may read secrets. */
  readonly deps: () => Promise<BillingDeps>;
  /** False when neither Stripe keys nor the local test checkout are configured: every route answers 503. */
  readonly available: () => boolean;
}

/** Return links follow the site origin the request came from, when it is one of ours (site.ts). */
const visitOf = (d: BillingDeps, headers: Readonly<Record<string, string>>) => ({
  baseUrl: returnBaseUrl(d.publicBaseUrl, headers),
});

export function billingImplementations(wiring: BillingWiring): readonly Implementation[] {
  const { deps, available } = wiring;
  return [
    implement(
      billingCheckout,
      async (input, ctx) => {
        const d = await deps();
        return json(await startCheckout(d, ctx.principal, input, visitOf(d, ctx.headers)));
      },
      { available },
    ),
    implement(
      billingPortal,
      async (input, ctx) => {
        const d = await deps();
        return json(await openPortal(d, ctx.principal, input, visitOf(d, ctx.headers)));
      },
      { available },
    ),
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
