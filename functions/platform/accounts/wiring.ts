import { cognitoClient, dynamo } from '../../core/clients.js';
import { config } from '../../core/config.js';
import type { UserPrincipal } from '../../core/operation.js';
import type { TableDeps } from '../../core/store/table.js';
import { loadKeySecret } from './key-secret.js';
import type { KeyDeps } from './keys.js';
import { createProvisioner, type Provisioner } from './provision.js';
import { cognitoEmailVerified, type EmailVerifiedCheck } from './welcome-credits.js';

/**
 * Production wiring of this folder for the pipeline (functions/core/wiring.ts) and the platform family
 * handler. Everything is built on first use, not at import: the key secret may come from Secrets Manager.
 */

const table = (): TableDeps => ({ ddb: dynamo(), tableName: config().TABLE_NAME });

let keyDeps: Promise<KeyDeps> | undefined;
/** Table plus the key secret, resolved once per container. */
export function accountDeps(): Promise<KeyDeps> {
  keyDeps ??= loadKeySecret(config())
    .then((secret) => ({ ...table(), secret }))
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

/** The deletion's hook (account-data/wiring.ts): this container stops trusting the deleted account at once. */
export async function forgetAccount(accountId: string): Promise<void> {
  if (provisioner) (await provisioner).forget(accountId);
}

let emailCheck: EmailVerifiedCheck | undefined;
/** The welcome grant's check: the deployment's user pool, asked through the platform's Cognito client. */
export const emailVerifiedInPool: EmailVerifiedCheck = (userId) => {
  emailCheck ??= cognitoEmailVerified(cognitoClient(), config().USER_POOL_ID);
  return emailCheck(userId);
};
