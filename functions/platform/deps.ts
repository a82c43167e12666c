import type { Provider } from '../../shared/operations/types.js';
import type { KeyDeps } from '../core/accounts/new-key.js';
import type { WebhookSecretStore } from '../core/jobs/webhook-secrets.js';
import { registrar } from '../core/registration.js';
import type { TableDeps } from '../core/store/table.js';
import type { DeletionDeps } from './account-data/delete.js';
import type { ExportDeps } from './account-data/exports.js';
import type { EmailVerifiedCheck } from './accounts/welcome-credits.js';
import type { Probe } from './health.js';
import type { NewsletterDeps } from './newsletter/subscriptions.js';
import type { RecoveryDeps } from './recovery/recovery.js';

/** The account holder's data (account-data/): export and deletion. */
export interface AccountDataDeps {
  readonly exports: ExportDeps;
  readonly deletion: DeletionDeps;
}

/**
 * Everything the platform operations use, each resolved at its first call (wiring.ts): every operation reads only the
 * caller's own partition, so another account's data is unreachable by construction.
 */
export interface PlatformDeps {
  /** `platform.health`: one probe per dependency (table, bucket, queue, user pool). */
  readonly probes: () => Readonly<Record<string, Probe>>;
  /** The external providers this deployment has configured, with the engine serving each (providers.ts). */
  readonly configuredProviders: () => ReadonlyMap<Provider, string>;
  /** The configured public base URL, the OpenAPI document's server when the request names no host. */
  readonly publicBaseUrl: () => string;
  /** The table plus the key secret (which may come from Secrets Manager). */
  readonly keys: () => Promise<KeyDeps>;
  /** Asks the user pool whether the caller's e-mail is verified (for the welcome grant). */
  readonly emailVerified: EmailVerifiedCheck;
  readonly accountData: () => Promise<AccountDataDeps>;
  readonly newsletter: () => NewsletterDeps;
  /** Password recovery for an address never verified (recovery/). */
  readonly recovery: () => RecoveryDeps;
  readonly webhookSecrets: () => WebhookSecretStore;
  /** The table alone: the request log and its summary. */
  readonly table: () => TableDeps | Promise<TableDeps>;
}

/**
 * How a platform operation registers itself: `functions/platform/operations/<name>.ts` default-exports
 * `platformImplementation(entry, (deps) => fn)` for the table entry `platform.<name>` (core/registration.ts). The
 * logic stays in the folder of its subject (accounts/, account-data/, newsletter/, requests/); the operation file
 * only binds it to its entry.
 */
export const platformImplementation = registrar<PlatformDeps>('platform');
