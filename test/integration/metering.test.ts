import { Logger } from '@aws-lambda-powertools/logger';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../functions/core/errors.js';
import { createDynamoMeter } from '../../functions/core/metering/dynamo-meter.js';
import { createDynamoIdempotencyStore, requestFingerprint } from '../../functions/core/metering/idempotency.js';
import { priceOf } from '../../functions/core/metering/price.js';
import type { Meter, StoredResponse } from '../../functions/core/metering/types.js';
import { type Implementations, json } from '../../functions/core/operation.js';
import type { TableDeps } from '../../functions/core/store/table.js';
import { listUsage } from '../../functions/platform/accounts/usage.js';
import type { Operation } from '../../shared/operations/types.js';
import { freshTable, newAccountId, seedProfile } from './support/table.js';

const { env } = inject('platform');
let table: TableDeps;
let meter: Meter;

beforeAll(async () => {
  table = await freshTable(env, 'metering');
  meter = createDynamoMeter(table);
});

const charge = (accountId: string, credits: number, now = new Date()) =>
  meter.debit({ accountId, operationId: 'pdf.merge', serviceId: 'pdf-merge', credits, requestId: 'req_test', now });

describe('debit', () => {
  it('never overdraws: 200 concurrent debits of 1 on a balance of 100 → exactly 100 succeed', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 100 });

    const results = await Promise.allSettled(Array.from({ length: 200 }, () => charge(accountId, 1)));

    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(ok).toHaveLength(100);
    expect(refused).toHaveLength(100);
    for (const error of refused)
      expect(error).toMatchObject({ code: 'insufficient_credits', extensions: { required: 1, available: 0 } });
    expect(await meter.balance(accountId)).toBe(0);
    const entries = await listUsage(table, accountId, 100);
    const more = entries.nextCursor ? await listUsage(table, accountId, 100, entries.nextCursor) : { items: [] };
    expect(entries.items.length + more.items.length).toBe(100);
  });

  it('refuses with 402 and the real balance when the cost exceeds it, and writes no usage entry', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 3 });
    const error = await charge(accountId, 5).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'insufficient_credits',
      status: 402,
      extensions: { required: 5, available: 3 },
    });
    expect(await meter.balance(accountId)).toBe(3);
    expect((await listUsage(table, accountId, 10)).items).toEqual([]);
  });

  it('treats an account without a profile as a balance of 0', async () => {
    await expect(charge(newAccountId(), 1)).rejects.toMatchObject({ extensions: { required: 1, available: 0 } });
  });

  it('returns the remaining balance with the usage id', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 20 });
    const debit = await charge(accountId, 3);
    expect(debit.remaining).toBe(17);
    expect(debit.usageId).toMatch(/^use_/);
  });
});

describe('refund', () => {
  it('restores the balance after an operation fails, and the history shows the charge and its refund', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 20 });
    const failingOperation = async () => {
      throw new Error('engine crashed');
    };

    const debit = await charge(accountId, 4, new Date('2026-11-22T10:00:00Z'));
    const outcome = await failingOperation().catch(() =>
      meter.refund(accountId, debit, 4, 'operation failed', new Date('2026-11-22T10:00:01Z')),
    );

    expect(outcome).toEqual({ remaining: 20 });
    expect(await meter.balance(accountId)).toBe(20);
    const { items } = await listUsage(table, accountId, 10);
    expect(items.map((i) => [i.kind, i.credits_used, i.refunded])).toEqual([
      ['refund', -4, false],
      ['charge', 4, true],
    ]);
    expect(items[0]?.service_id).toBe('pdf-merge');
  });

  it('gives the money back once even when the refund is repeated concurrently (redelivery, DLQ)', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 10 });
    const debit = await charge(accountId, 6);
    const now = new Date();
    await Promise.all(Array.from({ length: 10 }, () => meter.refund(accountId, debit, 6, 'retry', now)));
    expect(await meter.balance(accountId)).toBe(10);
    const refunds = (await listUsage(table, accountId, 50)).items.filter((i) => i.kind === 'refund');
    expect(refunds).toHaveLength(1);
  });
});

describe('daily quota', () => {
  it('lets exactly the plan limit through under concurrency and resets at UTC midnight', async () => {
    const accountId = newAccountId();
    const lateEvening = new Date('2026-11-22T23:59:30Z');

    const results = await Promise.allSettled(
      Array.from({ length: 120 }, () => meter.consumeQuota(accountId, 0, lateEvening)),
    );
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
    expect(refused).toHaveLength(20);
    expect(refused[0]).toMatchObject({
      code: 'quota_exceeded',
      status: 429,
      headers: { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '0', 'Retry-After': '30' },
    });

    const afterMidnight = await meter.consumeQuota(accountId, 0, new Date('2026-11-23T00:00:00Z'));
    expect(afterMidnight).toEqual({ limit: 100, remaining: 99, resetAt: Date.parse('2026-11-24T00:00:00Z') / 1000 });
  });

  it('counts Profissional up to 1,000 and reports what remains', async () => {
    const state = await meter.consumeQuota(newAccountId(), 2, new Date());
    expect(state.limit).toBe(1000);
    expect(state.remaining).toBe(999);
  });
});

describe('idempotency store', () => {
  const response: StoredResponse = {
    statusCode: 200,
    headers: { 'Content-Type': 'application/json', 'X-Credits-Charged': '1' },
    body: '{"ok":true}',
    isBase64Encoded: false,
  };
  const fingerprint = requestFingerprint('POST', '/api/pdf/merge', '{"a":1}');

  it('gives exactly one of 50 concurrent first requests the claim', async () => {
    const store = createDynamoIdempotencyStore(table);
    const accountId = newAccountId();
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => store.begin(accountId, 'key-1', fingerprint, now)),
    );
    expect(results.filter((r) => r.state === 'new')).toHaveLength(1);
    expect(results.filter((r) => r.state === 'in-progress')).toHaveLength(49);
  });

  it('replays the first response after completion', async () => {
    const store = createDynamoIdempotencyStore(table);
    const accountId = newAccountId();
    const now = new Date();
    expect(await store.begin(accountId, 'key-2', fingerprint, now)).toEqual({ state: 'new' });
    await store.complete(accountId, 'key-2', response, now);
    expect(await store.begin(accountId, 'key-2', fingerprint, now)).toEqual({ state: 'replay', response });
  });

  it('refuses the same key with another request body as idempotency_conflict', async () => {
    const store = createDynamoIdempotencyStore(table);
    const accountId = newAccountId();
    const now = new Date();
    await store.begin(accountId, 'key-3', fingerprint, now);
    const other = requestFingerprint('POST', '/api/pdf/merge', '{"a":2}');
    await expect(store.begin(accountId, 'key-3', other, now)).rejects.toMatchObject({
      code: 'idempotency_conflict',
      status: 409,
    });
  });

  it('lets a retry run again after the first attempt released its claim', async () => {
    const store = createDynamoIdempotencyStore(table);
    const accountId = newAccountId();
    const now = new Date();
    await store.begin(accountId, 'key-4', fingerprint, now);
    await store.release(accountId, 'key-4');
    expect(await store.begin(accountId, 'key-4', fingerprint, now)).toEqual({ state: 'new' });
  });

  it('keeps keys apart per account and forgets them after 24 hours', async () => {
    const store = createDynamoIdempotencyStore(table);
    const [a, b] = [newAccountId(), newAccountId()];
    const now = new Date('2026-11-22T10:00:00Z');
    await store.begin(a, 'shared', fingerprint, now);
    await store.complete(a, 'shared', response, now);
    expect(await store.begin(b, 'shared', fingerprint, now)).toEqual({ state: 'new' });
    const nextDay = new Date('2026-11-23T10:00:01Z');
    expect(await store.begin(a, 'shared', requestFingerprint('GET', '/x', null), nextDay)).toEqual({ state: 'new' });
  });

  it('takes over a claim abandoned by a crashed run of the same request', async () => {
    const store = createDynamoIdempotencyStore(table);
    const accountId = newAccountId();
    await store.begin(accountId, 'key-5', fingerprint, new Date('2026-11-22T10:00:00Z'));
    expect(await store.begin(accountId, 'key-5', fingerprint, new Date('2026-11-22T10:05:00Z'))).toEqual({
      state: 'in-progress',
    });
    expect(await store.begin(accountId, 'key-5', fingerprint, new Date('2026-11-22T10:20:00Z'))).toEqual({
      state: 'new',
    });
  });
});

describe('through the request pipeline', () => {
  const failing: Operation = {
    id: 'test.fails-after-debit',
    method: 'POST',
    path: '/test/fails',
    auth: 'api-key',
    family: 'platform',
    credits: { kind: 'fixed', credits: 3 },
    input: z.object({}),
    bodyTypes: ['json'],
    response: 'json',
    mode: 'sync',
    limits: { maxBodyBytes: 1024 },
    doc: { summary: 'test only' },
  };
  const succeeding: Operation = { ...failing, id: 'test.succeeds' };
  const implementations: Implementations = {
    [failing.id]: async () => {
      throw new Error('engine crashed after the debit');
    },
    [succeeding.id]: async () => json({ ok: true }),
  };

  async function call(operation: Operation, accountId: string, headers: string[] = []) {
    const { buildProxyEvent } = await import('../../infra/local/gateway/event.js');
    const { runPipeline } = await import('../../functions/core/pipeline.js');
    const { toHttpRequest } = await import('../../functions/core/http/request.js');
    const event = buildProxyEvent({
      request: {
        method: 'POST',
        url: operation.path,
        rawHeaders: ['content-type', 'application/json', ...headers],
        body: Buffer.from('{}'),
        sourceIp: '127.0.0.1',
        requestId: 'r',
        timeEpochMs: Date.now(),
      },
      resource: operation.path,
      pathParameters: {},
      authorizer: { accountId, keyId: 'key_test', plan: 0, principalId: accountId },
    });
    const deps = {
      logger: new Logger({ serviceName: 'test', logLevel: 'CRITICAL' }),
      now: () => new Date(),
      price: priceOf,
      meter,
      idempotency: createDynamoIdempotencyStore(table),
    };
    const signal = new AbortController().signal;
    return runPipeline(operation, implementations, event, toHttpRequest(event), 'req_pipeline', signal, deps);
  }

  it('refunds an operation that throws after the debit: balance restored, history shows charge and refund', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 20 });

    const response = await call(failing, accountId);

    expect(response.statusCode).toBe(500);
    expect(response.headers).toMatchObject({ 'X-Credits-Charged': '0', 'X-Credits-Remaining': '20' });
    expect(await meter.balance(accountId)).toBe(20);
    const { items } = await listUsage(table, accountId, 10);
    expect(items.map((i) => [i.kind, i.credits_used, i.refunded, i.operation_id])).toEqual([
      ['refund', -3, false, failing.id],
      ['charge', 3, true, failing.id],
    ]);
  });

  it('charges a retried request with one Idempotency-Key once and replays the first response', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 20 });
    const headers = ['Idempotency-Key', 'order-42'];

    const first = await call(succeeding, accountId, headers);
    const second = await call(succeeding, accountId, headers);

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers?.['X-Credits-Remaining']).toBe('17');
    expect(await meter.balance(accountId)).toBe(17);
    expect((await listUsage(table, accountId, 10)).items).toHaveLength(1);
  });
});
