import type { Logger } from '@aws-lambda-powertools/logger';
import { registrar } from '../core/registration.js';
import type { TableDeps } from '../core/store/table.js';
import type { PriceIds } from './config.js';
import type { PaymentsProvider } from './provider/types.js';

/** What billing's operations need, built once per process (wiring.ts) or by tests. */
export interface BillingDeps {
  readonly table: TableDeps;
  readonly provider: PaymentsProvider;
  readonly prices: PriceIds;
  readonly webhookSecret: string;
  /** Site origin for return URLs, without a trailing slash. */
  readonly publicBaseUrl: string;
  readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** What billing's operations are built from: their deps, and whether billing is configured at all. */
export interface BillingWiring {
  /** Built once per process; may read secrets. */
  readonly deps: () => Promise<BillingDeps>;
  /** False when neither Stripe keys nor the local test checkout are configured: every route answers 503. */
  readonly available: () => boolean;
}

/**
 * How a billing operation registers itself: `functions/billing/operations/<name>.ts` default-exports
 * `billingImplementation(billing<Name>, (wiring) => fn, availableWith)` for the table entry `billing.<name>`
 * (core/registration.ts).
 */
export const billingImplementation = registrar<BillingWiring>('billing');

/** Every billing route answers 503, uncharged, while billing is not configured. */
export const availableWith = (wiring: BillingWiring) => ({ available: wiring.available });
