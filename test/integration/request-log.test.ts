import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDynamoMeter } from '../../functions/core/metering/dynamo-meter.js';
import { requestLogEntry } from '../../functions/core/metering/log-entry.js';
import {
  createRequestLog,
  type RequestLogRow,
  refusedRowsPerKeyHour,
} from '../../functions/core/metering/request-log.js';
import type { RequestLogItem } from '../../functions/core/store/items.js';
import type { TableDeps } from '../../functions/core/store/table.js';
import { allRequests, listRequests, requestsCsv } from '../../functions/platform/requests/list.js';
import { requestStats } from '../../functions/platform/requests/stats.js';
import { dynamoClients, freshTable, newAccountId, seedProfile } from './support/table.js';

const { env } = inject('platform');
let table: TableDeps;

beforeAll(async () => {
  table = await freshTable(env, 'request-log');
});

/** A table client that counts what it sends: one send is one round trip to DynamoDB. */
function countingTable(): { table: TableDeps; sent: () => number } {
  const { ddb } = dynamoClients(env);
  let count = 0;
  ddb.middlewareStack.add(
    (next) => async (args) => {
      count++;
      return next(args);
    },
    { step: 'initialize', name: 'countRoundTrips' },
  );
  return { table: { ddb, tableName: table.tableName }, sent: () => count };
}

const entry = (overrides: Partial<RequestLogItem> = {}): RequestLogItem => ({
  requestId: `req_${Math.random().toString(36).slice(2)}`,
  at: new Date().toISOString(),
  operationId: 'pdf.merge',
  status: 200,
  durationMs: 12,
  creditsCharged: 1,
  creditsRefunded: 0,
  keyId: 'key_a',
  source: 'api',
  headers: {},
  ...overrides,
});

describe('request log writes', () => {
  it('a settled charge carries its log row in the same round trip as a settle without one', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 10 });
    const counted = countingTable();
    const meter = createDynamoMeter(counted.table, { rateOf: () => null });
    const request = {
      accountId,
      plan: 3,
      operationId: 'pdf.merge',
      serviceId: 'pdf-merge',
      credits: 1,
      now: new Date(),
    };

    const plain = await meter.charge({ ...request, requestId: 'req_plain' });
    const beforePlain = counted.sent();
    if (!plain.debit) throw new Error('a paid call must debit');
    await meter.settle(plain.debit);
    const plainTrips = counted.sent() - beforePlain;

    const logged = await meter.charge({ ...request, requestId: 'req_logged' });
    if (!logged.debit) throw new Error('a paid call must debit');
    const beforeLogged = counted.sent();
    const row: RequestLogRow = { accountId, entry: entry({ requestId: 'req_logged' }) };
    await meter.settle(logged.debit, undefined, row);
    const loggedTrips = counted.sent() - beforeLogged;

    expect(plainTrips).toBe(1);
    expect(loggedTrips).toBe(plainTrips);
    const page = await listRequests(table, accountId, {}, { limit: 10 });
    expect(page.items.map((i) => i.request_id)).toEqual(['req_logged']);
    expect(page.items[0]).toMatchObject({ status: 200, credits_charged: 1, family: 'pdf' });
  });

  it('a charge refunded before its settle is still logged, and stays refunded', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 10 });
    const meter = createDynamoMeter(table, { rateOf: () => null });
    const now = new Date();
    const charged = await meter.charge({
      accountId,
      plan: 3,
      operationId: 'pdf.merge',
      serviceId: 'pdf-merge',
      credits: 2,
      requestId: 'req_r',
      now,
    });
    if (!charged.debit) throw new Error('a paid call must debit');
    await meter.refund(charged.debit, 'timeout', now);
    await meter.settle(charged.debit, undefined, { accountId, entry: entry({ requestId: 'req_r', status: 200 }) });

    expect(await meter.balance(accountId)).toBe(10);
    const page = await listRequests(table, accountId, {}, { limit: 10 });
    expect(page.items.map((i) => i.request_id)).toEqual(['req_r']);
  });

  it(`a flood of refused calls with one key logs at most ${refusedRowsPerKeyHour} rows an hour`, async () => {
    const accountId = newAccountId();
    const log = createRequestLog(table);
    const at = '2026-11-27T10:15:00.000Z';
    const written = await Promise.all(
      Array.from({ length: refusedRowsPerKeyHour + 20 }, (_, i) =>
        log.writeRefused({
          accountId,
          entry: entry({ requestId: `req_f${i}`, at, status: 401, code: 'unauthorized', creditsCharged: 0 }),
        }),
      ),
    );
    // Concurrent counters may lose a race (a conflict cancels the transaction): never more rows than the cap.
    const rows = await allRequests(table, accountId, {});
    expect(rows.length).toBe(written.filter(Boolean).length);
    expect(rows.length).toBeLessThanOrEqual(refusedRowsPerKeyHour);
    expect(rows.length).toBeGreaterThan(0);
    // Another hour starts a new count.
    expect(
      await log.writeRefused({
        accountId,
        entry: entry({ at: '2026-11-27T11:00:00.000Z', status: 401, creditsCharged: 0 }),
      }),
    ).toBe(true);
  });
});

describe('GET /api/user/requests (list)', () => {
  const accountId = newAccountId();
  const base = Date.parse('2026-11-20T12:00:00.000Z');
  beforeAll(async () => {
    const log = createRequestLog(table);
    for (let i = 0; i < 25; i++) {
      await log.write({
        accountId,
        entry: entry({
          requestId: `req_${String(i).padStart(2, '0')}`,
          at: new Date(base + i * 3_600_000).toISOString(),
          status: i % 5 === 0 ? 422 : i % 7 === 0 ? 503 : 200,
          operationId: i % 2 === 0 ? 'pdf.merge' : 'image.qr-code',
          keyId: i < 10 ? 'key_old' : 'key_new',
          userAgent: i === 3 ? '=HYPERLINK("x")' : 'curl/8',
        }),
      });
    }
  });

  it('pages newest first by cursor, each row once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listRequests(table, accountId, {}, { limit: 7, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((i) => i.request_id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `req_${String(24 - i).padStart(2, '0')}`));
  });

  it('filters by status class, operation, key and date range together', async () => {
    const failed = await listRequests(table, accountId, { status: '4xx' }, { limit: 100 });
    expect(failed.items.map((i) => i.request_id)).toEqual(['req_20', 'req_15', 'req_10', 'req_05', 'req_00']);
    const both = await listRequests(
      table,
      accountId,
      { status: '2xx', operation: 'image.qr-code', key: 'key_old', from: '2026-11-20T15:00:00Z', to: '2026-11-20' },
      { limit: 3 },
    );
    expect(both.items.map((i) => i.request_id)).toEqual(['req_09', 'req_03']);
    expect(both.nextCursor).toBeNull();
  });

  it('exports the filter as CSV, defusing formulas', async () => {
    const csv = requestsCsv(await allRequests(table, accountId, { key: 'key_old', operation: 'image.qr-code' }));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^created_at,request_id,operation_id,family,status,code/);
    expect(lines).toHaveLength(1 + 5);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('counts calls and credits per day by family for the chart', async () => {
    const stats = await requestStats(table, accountId, new Date('2026-11-21T09:00:00Z'));
    expect(stats.days).toHaveLength(30);
    expect(stats.days.at(-1)?.date).toBe('2026-11-21');
    const day = stats.days.find((d) => d.date === '2026-11-20');
    // 12:00 to 23:00 on the 20th: 12 rows, 6 of each operation.
    expect(day?.calls).toEqual({ pdf: 6, image: 6 });
    expect(stats.topOperations.map((o) => o.operation_id).sort()).toEqual(['image.qr-code', 'pdf.merge']);
  });
});

describe('log entry', () => {
  it('marks the source: MCP by its user agent, the dashboard by the browser-set Sec-Fetch-Site', () => {
    const call = {
      operationId: 'pdf.merge',
      requestId: 'req_x',
      keyId: 'key_a',
      response: {
        statusCode: 202,
        body: '{"jobId":"job_1"}',
        headers: { 'X-Request-Id': 'req_x', 'Access-Control-Allow-Origin': '*' },
      },
      startedAtMs: 1_000,
      now: new Date(1_250),
      charged: 3,
      refunded: 0,
    };
    expect(requestLogEntry({ ...call, requestHeaders: { 'user-agent': 'alquimia-mcp' } }).source).toBe('mcp');
    expect(requestLogEntry({ ...call, requestHeaders: { 'sec-fetch-site': 'same-origin' } }).source).toBe('dashboard');
    const api = requestLogEntry({
      ...call,
      requestHeaders: { 'sec-fetch-site': 'cross-site', 'idempotency-key': 'k1' },
    });
    expect(api).toMatchObject({ source: 'api', jobId: 'job_1', durationMs: 250, idempotencyKey: 'k1' });
    expect(api.headers).toEqual({ 'X-Request-Id': 'req_x' });
  });
});
