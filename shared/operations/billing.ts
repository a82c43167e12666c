import { z } from 'zod';
import { withRules } from '../schemas/rules.js';
import { limits, opaqueId } from './common.js';
import { defineOperation } from './define.js';
import { billingRedirect, billingSummaryResponse, checkoutSessionResponse, webhookOutput } from './outputs/billing.js';
import type { Operation } from './types.js';
import { profileLanguages } from './user.js';

/** Plans and the extra-credit pack through Stripe (or the local test checkout). Nothing here costs credits. */

const checkoutBody = z.object({
  planId: z
    .preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.literal([1, 2, 3]))
    .optional()
    .describe('Plan to subscribe to: 1 Básico, 2 Profissional, 3 Empresarial. Not with `pack`.'),
  pack: z.literal('extra').optional().describe('The one-off extra-credit pack (subscribers only). Not with `planId`.'),
  locale: z
    .enum(profileLanguages)
    .optional()
    .describe("Language of the payment page: pt, en, es or fr (default: the account's language, else pt)."),
});

export const billingCheckout = defineOperation({
  id: 'billing.checkout',
  output: billingRedirect,
  method: 'POST',
  path: '/api/billing/checkout',
  auth: 'user',
  family: 'billing',
  credits: { kind: 'free' },
  // What a checkout buys: exactly one of a plan and the pack (a rule the published schema states too).
  input: withRules(checkoutBody, [{ kind: 'exactly-one', fields: ['planId', 'pack'] }]),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'Start a checkout',
    description:
      'Creates a checkout session for a plan (subscription) or the extra-credit pack (one-off, only with an active plan) and answers `{url, sessionId}`. Send exactly one of `planId` and `pack`. The payment page is shown in `locale`, and returns to the origin the dashboard was opened on.',
    example: { planId: 2 },
  },
});

export const billingPortal = defineOperation({
  id: 'billing.portal',
  output: billingRedirect,
  method: 'POST',
  path: '/api/billing/portal',
  auth: 'user',
  family: 'billing',
  credits: { kind: 'free' },
  input: z.object({ locale: checkoutBody.shape.locale }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'Open the billing portal',
    description: 'Answers `{url}` of the subscription management portal, shown in `locale`.',
    example: { locale: 'en' },
  },
});

export const billingWebhook = defineOperation({
  id: 'billing.webhook',
  output: webhookOutput,
  method: 'POST',
  path: '/api/billing/webhook',
  auth: 'stripe',
  family: 'billing',
  credits: { kind: 'free' },
  // The handler verifies the Stripe-Signature over the raw body; this only checks the event envelope.
  input: z.looseObject({
    id: z.string().min(1).describe('Stripe event id; an event already processed is acknowledged and ignored.'),
    type: z.string().min(1).describe('Stripe event type, e.g. `invoice.paid` or `checkout.session.completed`.'),
  }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: { maxBodyBytes: 512 * 1024 },
  public: false,
  doc: {
    summary: 'Stripe webhook',
    description: 'Signed Stripe events; each event is handled once.',
    example: { id: 'evt_1Q2w3E4r5T6y', type: 'checkout.session.completed' },
  },
});

export const billingCheckoutSession = defineOperation({
  id: 'billing.checkout-session',
  output: checkoutSessionResponse,
  method: 'GET',
  path: '/api/checkout-session/{id}',
  auth: 'user',
  family: 'billing',
  credits: { kind: 'free' },
  input: z.object({ id: opaqueId().describe('The checkout session id from the success URL.') }),
  bodyTypes: [],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'Checkout session status',
    description: 'Backs the payment-success page: `payment_status` (paid when confirmed) and `amount_total` in cents.',
    example: { id: 'cs_test_a1B2c3D4e5F6' },
  },
});

export const billingSummary = defineOperation({
  id: 'billing.summary',
  output: billingSummaryResponse,
  method: 'GET',
  path: '/api/billing/summary',
  auth: 'user',
  family: 'billing',
  credits: { kind: 'free' },
  input: z.object({}),
  bodyTypes: [],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'Plan and purchases',
    description:
      'Backs the credits page: the current plan, its renewal (or end) date, whether the extra pack may be bought, and the purchase history.',
  },
});

export { billingPages } from '../plans.js';

export const billingOperations: readonly Operation[] = [
  billingCheckout,
  billingPortal,
  billingWebhook,
  billingCheckoutSession,
  billingSummary,
];

export {
  type BillingSummaryResponse,
  billingRedirect,
  billingSummaryResponse,
  type CheckoutSessionResponse,
  checkoutSessionResponse,
  purchaseEntry,
} from './outputs/billing.js';
