import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@aws-lambda-powertools/logger';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createFamilyHandler } from '../functions/core/handler.js';
import { implement } from '../functions/core/implement.js';
import { createDynamoMeter } from '../functions/core/metering/dynamo-meter.js';
import { createDynamoIdempotencyStore } from '../functions/core/metering/idempotency.js';
import { json } from '../functions/core/operation.js';
import type { PipelineDeps } from '../functions/core/pipeline/state.js';
import { accountPk, profileKey, requestLogPrefix } from '../functions/core/store/keys.js';
import { partitionItems } from '../functions/core/store/query.js';
import type { TableDeps } from '../functions/core/store/table.js';
import { buildContext, buildProxyEvent } from '../infra/local/gateway/event.js';
import { startDynamo } from '../infra/local/standins/dynamodb.js';
import { ensureTable } from '../infra/local/tables.js';
import { defineOperation } from '../shared/operations/define.js';
import { operationPrice } from '../shared/operations/index.js';
import { testOperation } from '../test/support/test-operation.js';

/**
 * What metering costs per request: a no-op operation through the request pipeline (createFamilyHandler, the
 * code every family handler runs) metered — one conditional update for quota and debit that also answers the
 * headers' numbers, one put that settles the charge, and with an Idempotency-Key also claim + complete — beside the same no-op unmetered, all against DynamoDB Local in
 * the same run. It also counts the table round trips per call. A bare GetItem is printed as the anchor for one DynamoDB round trip. The no-op operations exist
 * only in this file, never in the product's operation table.
 */

const TOTAL = 400;
const WARMUP = 60;
const CONCURRENCY = 4;

interface LoadResult {
  readonly requests: number;
  readonly failures: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function load(total: number, one: (i: number) => Promise<boolean>): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < total) {
      const i = next++;
      const t = performance.now();
      if (!(await one(i))) failures++;
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    perSecond: (latencies.length / elapsed) * 1000,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

const noop = testOperation({ id: 'bench.noop-metered', path: '/bench/noop' }, 1);
const freeNoop = defineOperation({
  ...noop,
  id: 'bench.noop-free',
  path: '/bench/noop-free',
  auth: 'public',
  credits: { kind: 'free' },
});
const implementations = [
  implement(noop, async () => json({ ok: true })),
  implement(freeNoop, async () => json({ ok: true })),
];

export default async function bench(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'alquimia-bench-metering-'));
  const dynamo = await startDynamo(dataDir);
  try {
    const client = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' },
      requestHandler: { httpAgent: new Agent({ keepAlive: true, maxSockets: 64 }) },
    });
    let roundTrips = 0;
    client.middlewareStack.add(
      (next) => async (args) => {
        roundTrips++;
        return next(args);
      },
      { step: 'initialize', name: 'countRoundTrips' },
    );
    const ddb = DynamoDBDocumentClient.from(client);
    const tableName = 'bench-metering';
    await ensureTable(client, tableName);
    const table = { ddb, tableName };

    // One account per measured variant so each stays under the Profissional daily quota (1,000).
    const accounts = Array.from({ length: 5 }, () => `acct_${randomBytes(16).toString('hex')}`);
    for (const accountId of accounts) {
      await ddb.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...profileKey(accountId), accountId, plan: 2, credits: 1_000_000, role: 'user' },
        }),
      );
    }

    const deps: PipelineDeps = {
      logger: new Logger({ serviceName: 'bench', logLevel: 'ERROR' }),
      now: () => new Date(),
      price: operationPrice,
      // The account's rate bucket is in the same update (so in the measured round trips), with a rate this load
      // never reaches: the bench measures the cost of the write, not the refusals.
      meter: createDynamoMeter(table, { rateOf: () => ({ perSecond: 1_000_000, burst: 1_000_000 }) }),
      idempotency: createDynamoIdempotencyStore(table),
    };

    const handler = createFamilyHandler('platform', implementations, () => deps);
    const call = async (
      operation: { readonly path: string; readonly auth: string },
      accountId: string,
      headers: Record<string, string> = {},
    ): Promise<boolean> => {
      const event = buildProxyEvent({
        request: {
          method: 'POST',
          url: operation.path,
          rawHeaders: ['content-type', 'application/json', ...Object.entries(headers).flat()],
          body: Buffer.from('{}'),
          sourceIp: '127.0.0.1',
          requestId: randomBytes(8).toString('hex'),
          timeEpochMs: Date.now(),
        },
        resource: operation.path,
        pathParameters: {},
        authorizer:
          operation.auth === 'api-key' ? { accountId, keyId: 'key_bench', plan: 2, principalId: accountId } : null,
      });
      const response = await handler(event, buildContext('platform', 'bench', 30_000));
      return response.statusCode === 200;
    };

    const [plain, metered, idempotent] = accounts as [string, string, string, string, string];
    const getItem = async () =>
      (await ddb.send(new GetCommand({ TableName: tableName, Key: profileKey(plain) }))).Item !== undefined;
    // The floor for a metered call: the same two writes (an update of a profile, a put of a row) with no pipeline.
    const writeAccount = accounts[3] ?? plain;
    const twoWrites = async (i: number) => {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: profileKey(writeAccount),
          UpdateExpression: 'SET credits = credits - :c',
          ConditionExpression: 'credits >= :c',
          ExpressionAttributeValues: { ':c': 1 },
          ReturnValues: 'ALL_NEW',
        }),
      );
      await ddb.send(
        new PutCommand({
          TableName: tableName,
          Item: { PK: accountPk(writeAccount), SK: `BENCH#${i}#${randomBytes(4).toString('hex')}`, n: i },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    };
    const variants: [string, (i: number) => Promise<boolean>][] = [
      ['bare GetItem (anchor)', getItem],
      ['bare update + put (anchor)', twoWrites],
      ['no-op, unmetered', () => call(freeNoop, plain)],
      ['no-op, metered', () => call(noop, metered)],
      [
        'no-op, metered + Idem-Key',
        (i) => call(noop, idempotent, { 'Idempotency-Key': `bench-${i}-${randomBytes(4).toString('hex')}` }),
      ],
    ];

    const tripsOf = async (one: () => Promise<boolean>): Promise<number> => {
      const before = roundTrips;
      await one();
      return roundTrips - before;
    };
    // An account's first metered call of a UTC day starts its quota counter over (one more write); the budget is
    // for the calls after it, so each is counted on its account's second call.
    const firstOfDay = await tripsOf(() => call(noop, metered));
    await call(noop, idempotent, { 'Idempotency-Key': 'bench-first' });
    const trips = {
      unmetered: await tripsOf(() => call(freeNoop, plain)),
      metered: await tripsOf(() => call(noop, metered)),
      idempotent: await tripsOf(() => call(noop, idempotent, { 'Idempotency-Key': 'bench-trips' })),
    };
    for (const [, one] of variants) await load(WARMUP, one);
    const results: [string, LoadResult][] = [];
    for (const [name, one] of variants) results.push([name, await load(TOTAL, one)]);

    const unmetered = results[2]?.[1];
    const row = (name: string, r: LoadResult): string => {
      const overhead = unmetered
        ? `${(r.p50Ms - unmetered.p50Ms).toFixed(2).padStart(10)}${(r.p50Ms / unmetered.p50Ms).toFixed(2).padStart(8)}`
        : '';
      return `${name.padEnd(28)}${r.perSecond.toFixed(0).padStart(8)}${r.p50Ms.toFixed(2).padStart(9)}${r.p99Ms.toFixed(2).padStart(9)}${String(r.failures).padStart(6)}${overhead}`;
    };
    const balance = await createDynamoMeter(table).balance(metered);
    // Every metered call is in the request log (docs/requests.md), its row written by the settle's own round trip.
    const logged = await countLogRows(table, metered);
    process.stdout.write(
      [
        `metering: ${TOTAL} calls per row at concurrency ${CONCURRENCY}, DynamoDB Local on loopback, same run`,
        `${''.padEnd(28)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'fail'.padStart(6)}${'+p50 ms'.padStart(10)}${'ratio'.padStart(8)}`,
        ...results.map(([name, r]) => row(name, r)),
        `(overhead and ratio are p50 against the unmetered no-op; metered balance check: ${1_000_000 - balance} credits debited for ${TOTAL + WARMUP + 2} calls)`,
        `table round trips per call: unmetered ${trips.unmetered}, metered ${trips.metered} (budget 2; the account's first call of the day ${firstOfDay}), metered + Idempotency-Key ${trips.idempotent}`,
        `request log: ${logged} rows for the metered account's ${TOTAL + WARMUP + 2} calls, written inside the settle (no round trip of their own)`,
        '',
      ].join('\n'),
    );
  } finally {
    await dynamo.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The request-log rows the metered calls wrote (functions/core/store/query.ts pages the partition). */
async function countLogRows(table: TableDeps, accountId: string): Promise<number> {
  let count = 0;
  for await (const _row of partitionItems(table, accountId, { prefix: requestLogPrefix, projection: 'SK' })) count += 1;
  return count;
}
