import { z } from 'zod';
import { profileLanguages } from '../../../shared/operations/user.js';

/** Billing attributes kept on the profile item (absent until the account first meets Stripe). */
export const billingState = z.object({
  accountId: z.string(),
  email: z.string(),
  name: z.string(),
  plan: z.number().int().min(0).max(3),
  credits: z.number(),
  stripeCustomerId: z.string().optional(),
  subscriptionId: z.string().optional(),
  subscriptionStatus: z.string().optional(),
  /** ISO time the current period ends (renewal, or the end of a plan cancelled at period end). */
  currentPeriodEnd: z.string().optional(),
  cancelAtPeriodEnd: z.boolean().optional(),
  /** `created` (epoch seconds) of the newest subscription event applied: older ones are stale. */
  subscriptionAsOf: z.number().optional(),
  /** The language the user chose in the dashboard (kept on the profile by the platform family). */
  language: z.enum(profileLanguages).optional().catch(undefined),
});
export type BillingState = z.infer<typeof billingState>;

/** One purchase: a paid plan invoice or an extra pack. Refunds and lost disputes reverse it in part or whole. */
export const purchaseItem = z.object({
  purchaseId: z.string(),
  kind: z.enum(['plan', 'extra']),
  planId: z.number().int().min(1).max(3).optional(),
  credits: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  paymentIntentId: z.string().optional(),
  /** Cumulative amount refunded or lost in disputes. */
  reversedCents: z.number().int().default(0),
  /** Credits taken back so far, and credits already spent when the reversal came (forgiven, logged). */
  takenBack: z.number().int().default(0),
  forgiven: z.number().int().default(0),
});
export type PurchaseItem = z.infer<typeof purchaseItem>;

export const paymentLookup = z.object({ accountId: z.string(), purchaseSk: z.string() });

export const customerLookup = z.object({ accountId: z.string() });

/** A checkout session of the local test checkout (Stripe keeps its own; locally the table does). */
export const localSession = z.object({
  sessionId: z.string(),
  accountId: z.string(),
  customerId: z.string(),
  purchase: z.string(),
  mode: z.enum(['subscription', 'payment']),
  status: z.enum(['open', 'complete', 'expired']),
  paymentStatus: z.enum(['unpaid', 'paid']),
  amountTotal: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  /** The language of the checkout page (sessions written before it existed are in pt). */
  locale: z.enum(profileLanguages).default('pt'),
});
export type LocalSession = z.infer<typeof localSession>;
