import type { Implementation } from '../core/implement.js';
import { createAll, discoverRegistrations } from '../core/registration.js';
import { type BillingWiring, billingImplementation } from './deps.js';

export type { BillingWiring } from './deps.js';

/** Every billing entry of the table, each from its own file: `billing.checkout-session` is operations/checkout-session.ts. */
const registrations = await discoverRegistrations(billingImplementation, (name) => import(`./operations/${name}.ts`));

export function billingImplementations(wiring: BillingWiring): readonly Implementation[] {
  return createAll(registrations, wiring);
}
