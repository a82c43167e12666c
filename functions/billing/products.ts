import { extraPack, type Plan, type PlanId, plans } from '../../shared/plans.js';
import type { PriceIds } from './config.js';

/** What a checkout sells: a monthly plan (subscription) or the subscribers' extra pack (one-off payment). */
export type Purchase = { readonly kind: 'plan'; readonly planId: PlanId } | { readonly kind: 'extra' };

/** A Stripe Price of this environment, resolved back to what it sells. */
export type Product =
  | { readonly kind: 'plan'; readonly plan: Plan; readonly priceId: string }
  | { readonly kind: 'extra'; readonly credits: number; readonly priceId: string };

/** The metadata value naming a purchase (`plan:2`, `extra`), carried by sessions and subscriptions. */
export const purchaseTag = (purchase: Purchase): string =>
  purchase.kind === 'plan' ? `plan:${purchase.planId}` : 'extra';

export function purchaseOfTag(tag: string | undefined | null): Purchase | undefined {
  if (tag === 'extra') return { kind: 'extra' };
  const plan = plans.find((p) => tag === `plan:${p.id}`);
  return plan ? { kind: 'plan', planId: plan.id } : undefined;
}

export const priceOf = (prices: PriceIds, purchase: Purchase): string =>
  purchase.kind === 'plan' ? prices.plans[purchase.planId] : prices.extra;

/** Price id → product; unknown prices (another product on the same Stripe account) are undefined. */
export function productOfPrice(prices: PriceIds, priceId: string | undefined | null): Product | undefined {
  if (!priceId) return undefined;
  if (priceId === prices.extra) return { kind: 'extra', credits: extraPack.credits, priceId };
  const plan = plans.find((p) => prices.plans[p.id] === priceId);
  return plan ? { kind: 'plan', plan, priceId } : undefined;
}

/** Catalogue amount in cents (the local checkout charges it; Stripe charges what its Price says). */
export const amountOf = (purchase: Purchase): number =>
  Math.round(
    (purchase.kind === 'plan' ? (plans.find((p) => p.id === purchase.planId)?.price ?? 0) : extraPack.price) * 100,
  );
