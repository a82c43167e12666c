import { billingPages } from '../../shared/operations/billing.js';
import type { ProfileLanguage } from '../../shared/operations/user.js';
import { type PlanId, planOf } from '../../shared/plans.js';
import { AppError, invalidRequest } from '../core/errors.js';
import type { UserPrincipal } from '../core/operation.js';
import type { BillingDeps } from './deps.js';
import { type Purchase, priceOf } from './products.js';
import { accountOfCustomer, readBillingState, saveCustomerId } from './store/accounts.js';
import type { BillingState } from './store/items.js';
import { linkCustomer } from './store/ledger.js';

export interface CheckoutInput {
  readonly planId?: PlanId;
  readonly pack?: 'extra';
  readonly locale?: ProfileLanguage;
}

/** Who is buying from where: the site origin the return links point at (see site.ts). */
export interface Visit {
  readonly baseUrl: string;
}

/** The account's Stripe customer: created once (idempotently at Stripe), linked both ways in the table. */
export async function ensureCustomer(
  deps: BillingDeps,
  principal: UserPrincipal,
  state: BillingState,
): Promise<string> {
  if (state.stripeCustomerId) return state.stripeCustomerId;
  const created = await deps.provider.createCustomer({
    accountId: principal.accountId,
    email: state.email || principal.email,
    name: state.name,
  });
  // Link first: a webhook about this customer must find the account even if the profile write races.
  if ((await accountOfCustomer(deps.table, created)) === undefined)
    await linkCustomer(deps.table, created, principal.accountId);
  return saveCustomerId(deps.table, principal.accountId, created);
}

/**
 * Starts a purchase. A plan opens a subscription checkout; a subscriber choosing another plan is sent to the
 * portal to confirm the change on the existing subscription (never a second subscription). The extra pack is a
 * one-off payment, only for accounts with an active plan.
 */
export async function startCheckout(
  deps: BillingDeps,
  principal: UserPrincipal,
  input: CheckoutInput,
  visit: Visit,
): Promise<{ url: string; sessionId: string | null }> {
  const state = await readBillingState(deps.table, principal.accountId);
  const purchase: Purchase = input.planId === undefined ? { kind: 'extra' } : { kind: 'plan', planId: input.planId };
  const current = planOf(state.plan);

  if (purchase.kind === 'extra' && !current) {
    throw new AppError('forbidden', 'The extra credit pack is only for subscribers: choose a plan first.', {
      extensions: { reason: 'subscribers_only' },
    });
  }
  if (purchase.kind === 'plan' && current?.id === purchase.planId) {
    throw invalidRequest(`The account already has the ${current.name} plan.`, [
      { path: 'planId', message: 'choose another plan, or manage the current one in the billing portal' },
    ]);
  }

  const customerId = await ensureCustomer(deps, principal, state);
  const base = visit.baseUrl;
  const language = input.locale ?? state.language ?? 'pt';
  if (purchase.kind === 'plan' && current && state.subscriptionId) {
    const portal = await deps.provider.createPortal(customerId, `${base}${billingPages.credits}`, language, {
      subscriptionId: state.subscriptionId,
      priceId: priceOf(deps.prices, purchase),
    });
    return { url: portal.url, sessionId: null };
  }

  const query = new URLSearchParams({
    plan_id: purchase.kind === 'plan' ? String(purchase.planId) : 'extra',
    user_id: principal.accountId,
  });
  // Stripe substitutes the literal {CHECKOUT_SESSION_ID}; it must not be URL-encoded.
  const successUrl = `${base}${billingPages.success}?session_id={CHECKOUT_SESSION_ID}&${query.toString()}`;
  const session = await deps.provider.createCheckout({
    buyer: { accountId: principal.accountId, email: state.email || principal.email, name: state.name },
    customerId,
    purchase,
    priceId: priceOf(deps.prices, purchase),
    successUrl,
    cancelUrl: `${base}${billingPages.cancelled}`,
    language,
  });
  return { url: session.url, sessionId: session.id };
}

/** The billing portal (change or cancel the plan, invoices, payment method). */
export async function openPortal(
  deps: BillingDeps,
  principal: UserPrincipal,
  input: { readonly locale?: ProfileLanguage },
  visit: Visit,
): Promise<{ url: string }> {
  const state = await readBillingState(deps.table, principal.accountId);
  const customerId = await ensureCustomer(deps, principal, state);
  const language = input.locale ?? state.language ?? 'pt';
  return deps.provider.createPortal(customerId, `${visit.baseUrl}${billingPages.credits}`, language);
}
