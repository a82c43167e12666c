import type { Logger } from '@aws-lambda-powertools/logger';
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
