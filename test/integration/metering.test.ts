import { Logger } from '@aws-lambda-powertools/logger';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AppError } from '../../functions/core/errors.js';
import { createFamilyHandler } from '../../functions/core/handler.js';
import { implement } from '../../functions/core/implement.js';
import { createDynamoMeter } from '../../functions/core/metering/dynamo-meter.js';
import { requestFingerprint } from '../../functions/core/metering/fingerprint.js';
import { createDynamoIdempotencyStore } from '../../functions/core/metering/idempotency.js';
import type { Meter, StoredResponse } from '../../functions/core/metering/types.js';
import { json } from '../../functions/core/operation.js';
import type { TableDeps } from '../../functions/core/store/table.js';
import { listUsage } from '../../functions/platform/accounts/usage.js';
import { operationPrice } from '../../shared/operations/index.js';
import { requestRate } from '../../shared/plans.js';
import { testOperation } from '../support/test-operation.js';
import { lambdaContext } from '../unit/core/fakes.js';
import { freshTable, newAccountId, seedProfile } from './support/table.js';

const { env } = inject('platform');
let table: TableDeps;
let meter: Meter;

beforeAll(async () => {
  table = await freshTable(env, 'metering');
  // Credits and quota are checked at volumes above any account's burst; rates have their own tests below.
  meter = createDynamoMeter(table, { rateOf: () => null });
});

/** Plan 3 (unlimited quota): only the debit is under test. */
const debitOf = async (accountId: string, credits: number, now = new Date()) => {
  const result = await meter.charge({
    accountId,
    plan: 3,
    operationId: 'pdf.merge',
    serviceId: 'pdf-merge',
    credits,
    requestId: 'req_test',
    now,
  });
  if (!result.debit) throw new Error('a paid call must produce a debit');
  return result.debit;
};
const charge = debitOf;
const consumeQuota = (accountId: string, plan: number, now: Date) =>
  meter
    .charge({ accountId, plan, operationId: 'pdf.split', serviceId: 'pdf-split', credits: 0, requestId: 'req_q', now })
    .then((c) => c.quota);

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
      meter.refund(debit, 'operation failed', new Date('2026-11-22T10:00:01Z')),
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
    await Promise.all(Array.from({ length: 10 }, () => meter.refund(debit, 'retry', now)));
    expect(await meter.balance(accountId)).toBe(10);
    const refunds = (await listUsage(table, accountId, 50)).items.filter((i) => i.kind === 'refund');
    expect(refunds).toHaveLength(1);
  });
});

describe('charge', () => {
  it('counts the quota and debits in one write: a 402 takes neither quota nor credits', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 1 });
    const now = new Date('2026-11-22T12:00:00Z');
    const request = { accountId, plan: 0, operationId: 'pdf.merge', serviceId: 'pdf-merge', requestId: 'r', now };
    const first = await meter.charge({ ...request, credits: 1 });
    expect(first).toMatchObject({ remaining: 0, quota: { limit: 100, remaining: 99 }, debit: { credits: 1 } });
    await expect(meter.charge({ ...request, credits: 1 })).rejects.toMatchObject({ code: 'insufficient_credits' });
    const after = await meter.charge({ ...request, credits: 0 });
    expect(after.quota.remaining).toBe(98);
  });
});

describe('daily quota', () => {
  it('lets exactly the plan limit through under concurrency and resets at UTC midnight', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 0 });
    const lateEvening = new Date('2026-11-22T23:59:30Z');

    const results = await Promise.allSettled(
      Array.from({ length: 120 }, () => consumeQuota(accountId, 0, lateEvening)),
    );
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
    expect(refused).toHaveLength(20);
    expect(refused[0]).toMatchObject({
      code: 'quota_exceeded',
      status: 429,
      headers: { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '0', 'Retry-After': '30' },
    });

    const afterMidnight = await consumeQuota(accountId, 0, new Date('2026-11-23T00:00:00Z'));
    expect(afterMidnight).toEqual({ limit: 100, remaining: 99, resetAt: Date.parse('2026-11-24T00:00:00Z') / 1000 });
  });

  it('counts Profissional up to 1,000 and reports what remains', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 0 });
    const state = await consumeQuota(accountId, 2, new Date());
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
  const fingerprint = requestFingerprint({
    method: 'POST',
    route: '/api/pdf/merge',
    fields: { a: 1 },
    output: 'inline',
  });

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
    const other = requestFingerprint({ method: 'POST', route: '/api/pdf/merge', fields: { a: 2 }, output: 'inline' });
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
    expect(
      await store.begin(
        a,
        'shared',
        requestFingerprint({ method: 'GET', route: '/x', fields: {}, output: 'inline' }),
        nextDay,
      ),
    ).toEqual({ state: 'new' });
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
  const failing = testOperation({ id: 'test.fails-after-debit', path: '/test/fails' });
  const succeeding = { ...failing, id: 'test.succeeds', path: '/test/succeeds' };
  const handler = createFamilyHandler(
    'platform',
    [
      implement(failing, async () => {
        throw new Error('engine crashed after the debit');
      }),
      implement(succeeding, async () => json({ ok: true })),
    ],
    () => ({
      logger: new Logger({ serviceName: 'test', logLevel: 'CRITICAL' }),
      now: () => new Date(),
      price: operationPrice,
      meter,
      idempotency: createDynamoIdempotencyStore(table),
    }),
  );

  async function call(operation: { readonly path: string }, accountId: string, headers: string[] = []) {
    const { buildProxyEvent } = await import('../../infra/local/gateway/event.js');
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
    return handler(event, lambdaContext());
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

describe('request rate per account', () => {
  const free = requestRate(0);
  const interval = Math.ceil(1000 / free.perSecond);
  const call = (rated: Meter, accountId: string, now: Date) =>
    rated.charge({
      accountId,
      plan: 0,
      operationId: 'pdf.merge',
      serviceId: 'pdf-merge',
      credits: 1,
      requestId: 'r',
      now,
    });

  it('admits exactly the burst at one instant under concurrency, refuses the rest uncharged, and leaves other accounts alone', async () => {
    const rated = createDynamoMeter(table);
    const [noisy, quiet] = [newAccountId(), newAccountId()];
    await seedProfile(table, noisy, { credits: 1000 });
    await seedProfile(table, quiet, { credits: 1000 });
    const now = new Date('2026-11-22T12:00:00Z');

    const results = await Promise.allSettled(Array.from({ length: free.burst + 15 }, () => call(rated, noisy, now)));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(free.burst);
    expect(refused).toHaveLength(15);
    for (const error of refused) {
      expect(error).toMatchObject({
        code: 'quota_exceeded',
        status: 429,
        headers: { 'Retry-After': '1' },
        extensions: { ratePerSecond: free.perSecond, burst: free.burst },
      });
    }
    expect(await rated.balance(noisy)).toBe(1000 - free.burst);

    // Another customer of the same plan, at the same instant, is not slowed by the first.
    await expect(call(rated, quiet, now)).resolves.toMatchObject({ remaining: 999 });
  });

  it('refills one call per interval and sustains the plan rate, from any process', async () => {
    const [first, second] = [createDynamoMeter(table), createDynamoMeter(table)];
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 1000 });
    const start = Date.parse('2026-11-22T12:00:00Z');
    for (let i = 0; i < free.burst; i++) await call(i % 2 ? first : second, accountId, new Date(start));
    await expect(call(first, accountId, new Date(start + interval - 1))).rejects.toMatchObject({ status: 429 });
    await expect(call(second, accountId, new Date(start + interval))).resolves.toBeDefined();
    // From then on, one call per interval passes forever; one more in between does not.
    for (let k = 2; k < 12; k++) {
      await expect(call(k % 2 ? first : second, accountId, new Date(start + k * interval))).resolves.toBeDefined();
    }
    await expect(call(first, accountId, new Date(start + 11 * interval + 1))).rejects.toMatchObject({ status: 429 });
    // After a pause the bucket is full again: a new burst, not an unlimited one.
    const later = start + 60_000;
    const burst = await Promise.allSettled(
      Array.from({ length: free.burst + 1 }, () => call(first, accountId, new Date(later))),
    );
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(free.burst);
  });

  it('tells how long to wait: Retry-After covers the time until the next call would pass', async () => {
    const rated = createDynamoMeter(table);
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 1000 });
    const now = new Date('2026-11-22T12:00:00Z');
    for (let i = 0; i < free.burst; i++) await call(rated, accountId, now);
    const refusal = await call(rated, accountId, now).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    const wait = Number((refusal as AppError).headers['Retry-After']);
    await expect(call(rated, accountId, new Date(now.getTime() + wait * 1000))).resolves.toBeDefined();
  });
});
