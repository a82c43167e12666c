import { billingCheckout } from '../../../shared/operations/billing.js';
import { billingRedirect } from '../../../shared/operations/outputs/billing.js';
import { isPlanId, type PlanId } from '../../../shared/plans.js';
import { apiJson } from './api-client.js';
import { readStorage, writeStorage } from './storage.js';

/**
 * A plan chosen on the landing before the visitor had an account. It travels as `?plan=` from the plan button to
 * /register, into the verification e-mail's link (client metadata, see email-verification.ts), and is kept in this
 * browser too; /verify-email continues to its checkout once the address is verified. Shared by the landing and the
 * auth feature, so it lives here.
 */
const rememberedPlanKey = 'alquimia.chosen-plan';

/** `?plan=2` in a query string → 2; anything else → undefined. */
export const planInQuery = (search: string): PlanId | undefined => {
  const plan = Number(new URLSearchParams(search).get('plan') ?? Number.NaN);
  return isPlanId(plan) ? plan : undefined;
};

export const rememberPlan = (plan: PlanId): void => writeStorage(rememberedPlanKey, String(plan));

/** The plan remembered in this browser, if any. */
export const rememberedPlan = (): PlanId | undefined => {
  const plan = Number(readStorage(rememberedPlanKey) || Number.NaN);
  return isPlanId(plan) ? plan : undefined;
};

/** Forgotten once its checkout opens: one checkout per choice. */
export const forgetRememberedPlan = (): void => writeStorage(rememberedPlanKey, '');

/** The checkout page of `plan` for the signed-in customer (Stripe, or the local test checkout). */
export const planCheckoutUrl = async (plan: PlanId): Promise<string> => {
  const { url } = await apiJson(billingCheckout.path, (data) => billingRedirect.pick({ url: true }).parse(data), {
    method: billingCheckout.method,
    json: { planId: plan },
  });
  return url;
};
