import { z } from 'zod';

/** Bodies of the billing family (snake_case where the payment pages read them, docs/product.md#payment-pages). */

/** `GET /api/checkout-session/{id}` (snake_case as the payment page reads it). */
export const checkoutSessionResponse = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  mode: z.enum(['subscription', 'payment']),
  /** Cents. */
  amount_total: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** The plan bought (1, 2, 3), or null for the extra pack. */
  plan_id: z.number().int().min(1).max(3).nullable(),
  pack: z.boolean(),
  created_at: z.string(),
  /** The account's credits and plan now. */
  balance: z.number(),
  plano: z.number().int().min(0).max(3),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponse>;

export const purchaseEntry = z.object({
  id: z.string(),
  kind: z.enum(['plan', 'extra']),
  plan_id: z.number().int().min(1).max(3).nullable(),
  credits: z.number().int(),
  amount_total: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  /** paid, partially_refunded or refunded (refunds and lost disputes alike). */
  status: z.enum(['paid', 'partially_refunded', 'refunded']),
});

/** `GET /api/billing/summary`. */
export const billingSummaryResponse = z.object({
  plano: z.number().int().min(0).max(3),
  subscription_status: z.string().nullable(),
  /** When the plan renews, or ends when `cancel_at_period_end`. */
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  can_buy_extra: z.boolean(),
  has_customer: z.boolean(),
  purchases: z.array(purchaseEntry),
});
export type BillingSummaryResponse = z.infer<typeof billingSummaryResponse>;

/** `POST /api/billing/checkout` and `/portal`: where to send the customer. */
export const billingRedirect = z.object({
  url: z.url(),
  sessionId: z.string().nullable().optional(),
});

/** The Stripe webhook's acknowledgement (internal: not in the public document). */
export const webhookOutput = z.object({ received: z.literal(true), id: z.string(), result: z.unknown() });
