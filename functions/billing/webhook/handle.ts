import type { Logger } from '@aws-lambda-powertools/logger';
import { extraPack } from '../../../shared/plans.js';
import type { TableDeps } from '../../core/store/table.js';
import type { PriceIds } from '../config.js';
import { productOfPrice, purchaseOfTag } from '../products.js';
import type { PaymentsProvider } from '../provider/types.js';
import { accountOfCustomer } from '../store/accounts.js';
import { changeSubscription, grantCredits, ledgerReasons, type Outcome, recordEvent } from '../store/ledger.js';
import { reversePurchase } from '../store/reversals.js';
import {
  charge,
  checkoutSession,
  dispute,
  type Invoice,
  invoice,
  priceOfLine,
  type StripeEventEnvelope,
  subscription,
} from './events.js';

export interface WebhookDeps {
  readonly table: TableDeps;
  readonly provider: PaymentsProvider;
  readonly prices: PriceIds;
  readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  readonly now: () => Date;
}

export type EventResult = Outcome | 'ignored';

/** Subscription states in which the plan is in force (past_due: Stripe is still retrying the payment). */
const liveStatuses = new Set(['active', 'trialing', 'past_due']);

/** The events billing acts on; anything else is acknowledged and ignored. */
export const handledEvents = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'invoice.paid',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'charge.refunded',
  'charge.dispute.closed',
] as const;

/**
 * Applies one verified Stripe event. Each branch ends in exactly one conditional transaction that also records
 * the event id, so a replay or a concurrent duplicate delivery is a no-op (`duplicate`). Money moves once per
 * business fact, not per event: a pack once per checkout session, a plan's credits once per invoice, each once
 * per payment intent, a reversal once per amount of each charge's refunds or each dispute (guards in the store).
 */
export async function handleEvent(deps: WebhookDeps, event: StripeEventEnvelope): Promise<EventResult> {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return onCheckoutCompleted(deps, event, checkoutSession.parse(object));
    case 'invoice.paid':
      return onInvoicePaid(deps, event, invoice.parse(object));
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return onSubscription(deps, event, subscription.parse(object));
    case 'charge.refunded':
    case 'charge.dispute.closed':
      return onReversal(deps, event, await reversalOf(deps, event.type, object));
    default:
      return 'ignored';
  }
}

async function accountFor(
  deps: WebhookDeps,
  customerId: string | null | undefined,
  fallback: string | null | undefined,
): Promise<string | undefined> {
  const linked = customerId ? await accountOfCustomer(deps.table, customerId) : undefined;
  return linked ?? fallback ?? undefined;
}

/** Payment mode, paid: the extra pack's credits. Subscription checkouts take effect through their invoice. */
async function onCheckoutCompleted(
  deps: WebhookDeps,
  event: StripeEventEnvelope,
  session: ReturnType<typeof checkoutSession.parse>,
): Promise<EventResult> {
  const purchase = purchaseOfTag(session.metadata?.purchase);
  if (session.mode !== 'payment' || session.payment_status !== 'paid' || purchase?.kind !== 'extra') {
    return recordEvent(deps.table, event, deps.now());
  }
  const accountId = await accountFor(deps, session.customer, session.client_reference_id);
  if (!accountId) {
    deps.logger.warn('paid pack for an unknown account', { eventId: event.id, sessionId: session.id });
    return recordEvent(deps.table, event, deps.now());
  }
  const credits = extraPack.credits;
  return grantCredits(
    deps.table,
    event,
    {
      accountId,
      credits,
      reason: ledgerReasons.extraPack,
      purchase: {
        purchaseId: session.id,
        kind: 'extra',
        credits,
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? 'brl',
        createdAt: new Date(event.created * 1000).toISOString(),
        paymentIntentId: session.payment_intent ?? undefined,
      },
    },
    deps.now(),
  );
}

/**
 * A paid plan invoice grants the plan's monthly credits (first month and every renewal). A mid-period upgrade
 * invoice (`subscription_update`) grants the new plan's credits in proportion to the amount paid. Invoices
 * that collected nothing grant nothing; invoices of the extra pack are paid out by its checkout instead.
 */
async function onInvoicePaid(deps: WebhookDeps, event: StripeEventEnvelope, paid: Invoice): Promise<EventResult> {
  const plans = paid.lines.data.flatMap((line) => {
    const product = productOfPrice(deps.prices, priceOfLine(line));
    return product?.kind === 'plan' && line.amount > 0 ? [product.plan] : [];
  });
  const plan = plans.at(-1);
  if (!plan || paid.amount_paid <= 0) return recordEvent(deps.table, event, deps.now());
  const accountId = await accountFor(deps, paid.customer, undefined);
  if (!accountId) {
    deps.logger.warn('paid invoice for an unknown customer', { eventId: event.id, invoiceId: paid.id });
    return recordEvent(deps.table, event, deps.now());
  }
  const listCents = plan.price * 100;
  const credits =
    paid.billing_reason === 'subscription_update'
      ? Math.min(plan.credits, Math.round((plan.credits * paid.amount_paid) / listCents))
      : plan.credits;
  const fromPayload = paid.payments?.data.find((p) => p.status === 'paid')?.payment.payment_intent;
  const paymentIntentId = fromPayload ?? (await deps.provider.paymentIntentOfInvoice(paid.id));
  return grantCredits(
    deps.table,
    event,
    {
      accountId,
      credits,
      reason: ledgerReasons.planCredits,
      purchase: {
        purchaseId: paid.id,
        kind: 'plan',
        planId: plan.id,
        credits,
        amountCents: paid.amount_paid,
        currency: paid.currency,
        createdAt: new Date(paid.created * 1000).toISOString(),
        paymentIntentId: paymentIntentId ?? undefined,
      },
    },
    deps.now(),
  );
}

/** The plan follows the subscription: its price while it is live, none once it ends. */
async function onSubscription(
  deps: WebhookDeps,
  event: StripeEventEnvelope,
  sub: ReturnType<typeof subscription.parse>,
): Promise<EventResult> {
  const accountId = await accountFor(deps, sub.customer, sub.metadata?.accountId);
  if (!accountId) {
    deps.logger.warn('subscription of an unknown customer', { eventId: event.id, subscriptionId: sub.id });
    return recordEvent(deps.table, event, deps.now());
  }
  const item = sub.items.data[0];
  const product = productOfPrice(deps.prices, item?.price.id);
  const ended = event.type === 'customer.subscription.deleted';
  const live = !ended && liveStatuses.has(sub.status);
  const periodEnd = item?.current_period_end ?? sub.current_period_end;
  return changeSubscription(
    deps.table,
    event,
    {
      accountId,
      subscriptionId: sub.id,
      plan: live && product?.kind === 'plan' ? product.plan.id : 0,
      status: ended ? 'canceled' : sub.status,
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000).toISOString() : undefined,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      asOf: event.created,
      ended,
    },
    deps.now(),
  );
}

/** What a refund or a lost dispute reverses: the payment, its source (charge or dispute id) and its cumulative amount. */
interface Reversal {
  readonly paymentIntentId: string | null | undefined;
  readonly sourceId: string;
  readonly cents: number;
  readonly reason: typeof ledgerReasons.refund | typeof ledgerReasons.dispute;
  /** Whether the payment's customer is one of ours: then an unknown payment is only not recorded yet. */
  readonly ours: boolean;
}

/** The reversal a charge or dispute event asks for; undefined for a dispute that was not lost. */
async function reversalOf(
  deps: WebhookDeps,
  type: 'charge.refunded' | 'charge.dispute.closed',
  object: unknown,
): Promise<Reversal | undefined> {
  if (type === 'charge.dispute.closed') {
    const d = dispute.parse(object);
    if (d.status !== 'lost') return undefined;
    // A dispute names no customer: an unknown payment is taken as not ours.
    return {
      paymentIntentId: d.payment_intent,
      sourceId: d.id,
      cents: d.amount,
      reason: ledgerReasons.dispute,
      ours: false,
    };
  }
  const c = charge.parse(object);
  // A refund of a payment that is not ours (another product on the same Stripe account) is ignored.
  const ours = c.customer ? (await accountOfCustomer(deps.table, c.customer)) !== undefined : false;
  return {
    paymentIntentId: c.payment_intent,
    sourceId: c.id,
    cents: c.amount_refunded,
    reason: ledgerReasons.refund,
    ours,
  };
}

/**
 * A refund or a lost dispute takes back the credits the payment bought, never below a zero balance. If the
 * purchase is not recorded yet (the refund overtook the payment's own event), the delivery fails so Stripe
 * retries it later.
 */
async function onReversal(
  deps: WebhookDeps,
  event: StripeEventEnvelope,
  reversal: Reversal | undefined,
): Promise<EventResult> {
  const paymentIntentId = reversal?.paymentIntentId;
  if (!reversal || !paymentIntentId) return recordEvent(deps.table, event, deps.now());
  const { sourceId, cents, reason } = reversal;
  const result = await reversePurchase(deps.table, event, { paymentIntentId, sourceId, cents, reason }, deps.now());
  if (result.outcome === 'unknown-payment') {
    if (reversal.ours) throw new PurchaseNotYetKnown(paymentIntentId);
    return recordEvent(deps.table, event, deps.now());
  }
  if (result.forgiven > 0) {
    deps.logger.warn('reversed credits were already spent', {
      eventId: event.id,
      accountId: result.accountId,
      forgiven: result.forgiven,
    });
  }
  return result.outcome;
}

/** A refund for a payment this deployment has not recorded (yet): answered 5xx so Stripe redelivers it. */
export class PurchaseNotYetKnown extends Error {
  constructor(readonly paymentIntentId: string) {
    super(`No purchase is recorded for ${paymentIntentId} yet`);
    this.name = 'PurchaseNotYetKnown';
  }
}
