import type { BillingSummaryResponse, CheckoutSessionResponse } from '../../shared/operations/billing.js';
import { canBuyExtraPack } from '../../shared/plans.js';
import { notFound } from '../core/errors.js';
import type { BillingDeps } from './deps.js';
import { purchaseOfTag } from './products.js';
import { listPurchases, readBillingState } from './store/accounts.js';
import type { PurchaseItem } from './store/items.js';

/** A checkout session of the caller's own account; anyone else's reads as not found. */
export async function checkoutSessionOf(
  deps: BillingDeps,
  accountId: string,
  sessionId: string,
): Promise<CheckoutSessionResponse> {
  const session = await deps.provider.retrieveCheckout(sessionId);
  if (!session || session.accountId !== accountId) throw notFound('Checkout session not found.');
  const state = await readBillingState(deps.table, accountId);
  const purchase = purchaseOfTag(session.purchaseTag);
  return {
    id: session.id,
    status: session.status,
    payment_status: session.paymentStatus,
    mode: session.mode,
    amount_total: session.amountTotal,
    currency: session.currency,
    plan_id: purchase?.kind === 'plan' ? purchase.planId : null,
    pack: purchase?.kind === 'extra',
    created_at: new Date(session.created * 1000).toISOString(),
    balance: state.credits,
    plano: state.plan,
  };
}

const statusOf = (p: PurchaseItem): 'paid' | 'partially_refunded' | 'refunded' =>
  p.reversedCents <= 0 ? 'paid' : p.reversedCents >= p.amountCents ? 'refunded' : 'partially_refunded';

export async function billingSummary(deps: BillingDeps, accountId: string): Promise<BillingSummaryResponse> {
  const [state, purchases] = await Promise.all([
    readBillingState(deps.table, accountId),
    listPurchases(deps.table, accountId),
  ]);
  return {
    plano: state.plan,
    subscription_status: state.subscriptionStatus ?? null,
    current_period_end: state.plan > 0 ? (state.currentPeriodEnd ?? null) : null,
    cancel_at_period_end: state.plan > 0 && (state.cancelAtPeriodEnd ?? false),
    can_buy_extra: canBuyExtraPack(state.plan),
    has_customer: state.stripeCustomerId !== undefined,
    purchases: purchases.map((p) => ({
      id: p.purchaseId,
      kind: p.kind,
      plan_id: p.planId ?? null,
      credits: p.credits,
      amount_total: p.amountCents,
      currency: p.currency,
      created_at: p.createdAt,
      status: statusOf(p),
    })),
  };
}
