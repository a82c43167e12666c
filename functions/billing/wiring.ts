import { dynamo } from '../core/clients.js';
import { config } from '../core/config.js';
import { logger } from '../core/logger.js';
import type { TableDeps } from '../core/store/table.js';
import { billingConfig, billingConfigured } from './config.js';
import type { BillingDeps } from './deps.js';
import { createLocalProvider } from './provider/local.js';
import { createStripeClient, createStripeProvider } from './provider/stripe.js';

/** Production wiring: the config (and its secrets) is read once per container, at the first billing call. */
export async function buildBillingDeps(
  table: TableDeps = { ddb: dynamo(), tableName: config().TABLE_NAME },
): Promise<BillingDeps> {
  const c = await billingConfig();
  if (c.mode === 'off') throw new Error('billing is not configured (no Stripe keys, not local)');
  const provider =
    c.mode === 'stripe'
      ? createStripeProvider(createStripeClient({ secretKey: c.secretKey }))
      : createLocalProvider(table, c.publicBaseUrl, () => new Date());
  return { table, provider, prices: c.prices, webhookSecret: c.webhookSecret, publicBaseUrl: c.publicBaseUrl, logger };
}

let built: Promise<BillingDeps> | undefined;
export function productionBillingDeps(): Promise<BillingDeps> {
  built ??= buildBillingDeps().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}

export const billingAvailable = (): boolean => billingConfigured(process.env);
