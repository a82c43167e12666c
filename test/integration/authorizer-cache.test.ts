import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { defaultAuthorizerCacheMs } from '../../infra/local/gateway/authorizer-cache.js';
import { functionLoader } from '../../infra/local/gateway/functions.js';
import { RouteTable } from '../../infra/local/gateway/routes.js';
import { type Gateway, startGateway } from '../../infra/local/gateway/server.js';
import { loadRoutes } from '../../infra/local/operations.js';
import { Outbox } from '../../infra/local/outbox.js';
import { projectRoot } from '../../infra/local/platform.js';
import { authorizerCacheSeconds } from '../../shared/edge.js';
import { signUpAndKey, type TestAccount } from './support/accounts.js';

/**
 * The revocation window of docs/keys.md#when-a-revocation-takes-effect, exercised: API Gateway reuses the api-key authorizer's
 * answer per key for `authorizerCacheSeconds`, and the local gateway does the same. This file runs a gateway of its
 * own (the shared test platform turns the cache off) over the shared platform's table, with a clock the test moves,
 * so no call waits for the window to pass.
 */
const { baseUrl, env } = inject('platform');

const ttlMs = 5_000;
let clock = Date.now();
let gateway: Gateway;
let cachedBase: string;
let account: TestAccount;

beforeAll(async () => {
  // Before the handlers are imported: they read the stand-ins' endpoints and the table name from the env.
  Object.assign(process.env, env);
  const dir = mkdtempSync(join(tmpdir(), 'authorizer-cache-'));
  const outbox = new Outbox(join(dir, 'outbox.json'));
  gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    routes: new RouteTable((await loadRoutes(projectRoot)) ?? []),
    load: functionLoader(projectRoot),
    verifyUser: { verify: async () => ({ ok: false, status: 401, body: { message: 'Unauthorized' } }) },
    webConfig: () => ({}),
    outbox,
    cognito: { upstream: 'http://127.0.0.1:9', dbDir: dir, outbox, publicBaseUrl: () => 'http://x', log: () => {} },
    webDir: join(dir, 'web'),
    authorizerCache: { ttlMs, now: () => clock },
    log: () => {},
    logError: () => {},
  });
  cachedBase = `http://127.0.0.1:${gateway.port}`;
  account = await signUpAndKey(baseUrl, env, 'Cached');
});

afterAll(async () => {
  await gateway?.stop();
});

const session = () => ({ authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' });

/** A priced but uncharged call (`dry_run`): the authorizer runs, nothing is spent. */
const dryRun = async (base: string, key: string): Promise<number> => {
  const response = await fetch(`${base}/api/verify/email?dry_run=true`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'someone@example.com' }),
  });
  await response.arrayBuffer();
  return response.status;
};

async function newKey(name: string): Promise<{ id: string; token: string }> {
  const created = await fetch(`${baseUrl}/api/user/keys`, {
    method: 'POST',
    headers: session(),
    body: JSON.stringify({ name }),
  });
  expect(created.status).toBe(201);
  return z.object({ id: z.string(), token: z.string() }).parse(await created.json());
}

async function revoke(id: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/user/keys/${id}`, { method: 'DELETE', headers: session() });
  expect(response.status).toBe(200);
}

describe('the local gateway caches the api-key authorizer like API Gateway', () => {
  it("uses the AWS stack's TTL unless told otherwise", () => {
    expect(defaultAuthorizerCacheMs).toBe(authorizerCacheSeconds * 1000);
  });

  it('lets a revoked key call until its cached answer expires, then refuses it', async () => {
    const key = await newKey('cached then revoked');
    const statuses: string[] = [];
    clock = Date.now();
    statuses.push(`before revoke: ${await dryRun(cachedBase, key.token)}`);
    await revoke(key.id);
    // The shared platform has no cache: the revocation holds there at once.
    statuses.push(`uncached gateway: ${await dryRun(baseUrl, key.token)}`);
    clock += ttlMs - 1;
    statuses.push(`inside the window: ${await dryRun(cachedBase, key.token)}`);
    clock += 1;
    statuses.push(`window over: ${await dryRun(cachedBase, key.token)}`);
    statuses.push(`and after: ${await dryRun(cachedBase, key.token)}`);
    expect(statuses).toEqual([
      'before revoke: 200',
      'uncached gateway: 401',
      'inside the window: 200',
      'window over: 401',
      'and after: 401',
    ]);
  });
});
