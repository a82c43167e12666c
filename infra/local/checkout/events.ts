import { randomBytes } from 'node:crypto';

/**
 * Stripe-shaped events (API 2026-10-28) as the local test checkout emits them: only the fields a Stripe event
 * of that type carries and the webhook reads, so the same handler code runs locally and against Stripe.
 */

const now = (): number => Math.floor(Date.now() / 1000);
export const localId = (prefix: string): string => `${prefix}_local_${randomBytes(10).toString('hex')}`;

type StripeEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown> };
};

const event = (type: string, object: Record<string, unknown>): StripeEvent => ({
  id: localId('evt'),
  object: 'event',
  type,
  created: now(),
  livemode: false,
  data: { object },
});

export interface LocalSubscription {
  readonly id: string;
  readonly customer: string;
  readonly priceId: string;
  readonly status: 'active' | 'canceled';
  readonly cancelAtPeriodEnd: boolean;
  /** Epoch seconds. */
  readonly periodEnd: number;
}

export const subscriptionEvent = (type: 'created' | 'updated' | 'deleted', sub: LocalSubscription): StripeEvent =>
  event(`customer.subscription.${type}`, {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          price: { id: sub.priceId },
          current_period_end: sub.periodEnd,
        },
      ],
    },
  });

export const invoicePaidEvent = (options: {
  invoiceId: string;
  customer: string;
  subscription: string;
  priceId: string;
  amount: number;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  paymentIntent: string;
  periodEnd: number;
}): StripeEvent =>
  event('invoice.paid', {
    id: options.invoiceId,
    object: 'invoice',
    customer: options.customer,
    amount_paid: options.amount,
    currency: 'brl',
    billing_reason: options.billingReason,
    created: now(),
    status: 'paid',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: options.subscription, metadata: {} },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: localId('il'),
          object: 'line_item',
          amount: options.amount,
          pricing: { type: 'price_details', price_details: { price: options.priceId, product: 'prod_local' } },
          period: { start: now(), end: options.periodEnd },
        },
      ],
    },
    payments: {
      object: 'list',
      data: [
        {
          object: 'invoice_payment',
          status: 'paid',
          payment: { type: 'payment_intent', payment_intent: options.paymentIntent },
        },
      ],
    },
  });

export const checkoutCompletedEvent = (options: {
  sessionId: string;
  mode: 'subscription' | 'payment';
  customer: string;
  accountId: string;
  purchase: string;
  amount: number;
  paymentIntent: string | null;
  subscription: string | null;
}): StripeEvent =>
  event('checkout.session.completed', {
    id: options.sessionId,
    object: 'checkout.session',
    mode: options.mode,
    status: 'complete',
    payment_status: 'paid',
    customer: options.customer,
    client_reference_id: options.accountId,
    metadata: { accountId: options.accountId, purchase: options.purchase },
    amount_total: options.amount,
    currency: 'brl',
    payment_intent: options.paymentIntent,
    subscription: options.subscription,
  });

export const chargeRefundedEvent = (options: {
  customer: string;
  paymentIntent: string;
  amount: number;
}): StripeEvent =>
  event('charge.refunded', {
    id: localId('ch'),
    object: 'charge',
    customer: options.customer,
    payment_intent: options.paymentIntent,
    amount: options.amount,
    amount_refunded: options.amount,
    refunded: true,
  });
