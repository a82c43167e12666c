import { dynamo } from '../clients.js';
import { config } from '../config.js';
import type { UserPrincipal } from '../operation.js';
import { loadKeySecret } from './key-secret.js';
import type { KeyDeps } from './new-key.js';
import { createProvisioner, type Provisioner } from './provision.js';

/**
 * Production wiring of account provisioning, for every family whose `user` routes may be a new account's first
 * call (the platform's and billing's handlers pass `provisionUser` as the pipeline's `provision` hook). Built on
 * first use, not at import: the key secret may come from Secrets Manager.
 */

let keyDeps: Promise<KeyDeps> | undefined;
/** Table plus the key secret, resolved once per container. */
export function accountDeps(): Promise<KeyDeps> {
  keyDeps ??= loadKeySecret(config())
    .then((secret) => ({ ddb: dynamo(), tableName: config().TABLE_NAME, secret }))
    .catch((error: unknown) => {
      keyDeps = undefined;
      throw error;
    });
  return keyDeps;
}

let provisioner: Promise<Provisioner> | undefined;
/** The pipeline's `provision` hook for `user` routes: provisions the caller's account on first use. */
export async function provisionUser(principal: UserPrincipal): Promise<void> {
  provisioner ??= accountDeps().then(createProvisioner);
  await (await provisioner).ensureAccount({
    accountId: principal.accountId,
    userId: principal.userId,
    email: principal.email,
    name: principal.name,
  });
}

/** The deletion's hook (functions/platform/account-data/wiring.ts): this container stops trusting the account at once. */
export async function forgetAccount(accountId: string): Promise<void> {
  if (provisioner) (await provisioner).forget(accountId);
}
