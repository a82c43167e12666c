import { userOperations } from '../../../shared/operations/user.js';
import { dynamo } from '../../core/clients.js';
import { config } from '../../core/config.js';
import { createDynamoMeter } from '../../core/metering/dynamo-meter.js';
import { createDynamoIdempotencyStore } from '../../core/metering/idempotency.js';
import type { IdempotencyStore, Meter } from '../../core/metering/types.js';
import type { Implementations, OperationImpl, Principal } from '../../core/operation.js';
import type { TableDeps } from '../../core/store/table.js';
import { accountImplementations } from './implementations.js';
import { loadKeySecret } from './key-secret.js';
import type { KeyDeps } from './keys.js';
import { createProvisioner, type Provisioner } from './provision.js';

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

/** The metering stores the pipeline's deps need (`meter`, `idempotency`). */
export function productionMetering(): { meter: Meter; idempotency: IdempotencyStore } {
  const deps = table();
  return { meter: createDynamoMeter(deps), idempotency: createDynamoIdempotencyStore(deps) };
}

let provisioner: Promise<Provisioner> | undefined;
/** The pipeline's `provision` hook for `user` routes: provisions the caller's account on first use. */
export async function provisionUser(principal: Extract<Principal, { kind: 'user' }>): Promise<void> {
  provisioner ??= accountDeps().then(createProvisioner);
  await (await provisioner).ensureAccount({
    accountId: principal.accountId,
    userId: principal.userId,
    email: principal.email,
    name: principal.name,
  });
}

/**
 * `accountImplementations` for the platform handler, with dependencies resolved at the first call (the
 * family handler takes its implementations synchronously at import).
 */
export function lazyAccountImplementations(deps: () => Promise<KeyDeps> = accountDeps): Implementations {
  let built: Promise<Implementations> | undefined;
  const entries = userOperations.map((operation): [string, OperationImpl<unknown>] => [
    operation.id,
    async (input, ctx) => {
      built ??= deps().then(accountImplementations);
      const impl = (await built)[operation.id] as OperationImpl<unknown> | undefined;
      if (!impl) throw new Error(`No account implementation for ${operation.id}`);
      return impl(input, ctx);
    },
  ]);
  return Object.fromEntries(entries);
}
