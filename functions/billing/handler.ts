import { provisionUser } from '../core/accounts/wiring.js';
import { createFamilyHandler } from '../core/handler.js';
import { defaultDeps } from '../core/wiring.js';
import { billingImplementations } from './implementations.js';
import { billingAvailable, productionBillingDeps } from './wiring.js';

/**
 * The billing family's Lambda: checkout, portal, the payment-session status, the credits page summary and the
 * Stripe webhook. With Stripe keys it uses Stripe; locally without keys, the local test checkout.
 */
export const implementations = billingImplementations({
  deps: productionBillingDeps,
  available: billingAvailable,
});

export const handler = createFamilyHandler('billing', implementations, () => ({
  ...defaultDeps(),
  provision: provisionUser,
}));
