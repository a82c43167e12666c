import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Logger } from '@aws-lambda-powertools/logger';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createFamilyHandler } from '../../functions/core/handler.js';
import { implement } from '../../functions/core/implement.js';
import { createDynamoMeter, type DynamoMeter } from '../../functions/core/metering/dynamo-meter.js';
import { pendingEntries, pendingGraceMs, pendingIndex } from '../../functions/core/metering/pending.js';
import { json } from '../../functions/core/operation.js';
import { profileKey } from '../../functions/core/store/keys.js';
import type { TableDeps } from '../../functions/core/store/table.js';
import { listUsage } from '../../functions/platform/accounts/usage.js';
import { sweepPendingCharges } from '../../functions/platform/sweep.js';
import { operationPrice } from '../../shared/operations/index.js';
import { testOperation } from '../support/test-operation.js';
import { lambdaContext, restEvent } from '../unit/core/fakes.js';
import { freshTable, newAccountId, seedProfile } from './support/table.js';

const { env } = inject('platform');
let table: TableDeps;
let meter: DynamoMeter;

beforeAll(async () => {
  table = await freshTable(env, 'sweep');
  meter = createDynamoMeter(table);
});

const debit = async (accountId: string, credits: number, now: Date) => {
  const charge = await meter.charge({
    accountId,
    plan: 3,
    operationId: 'pdf.merge',
    serviceId: 'pdf-merge',
    credits,
    requestId: 'req_sweep',
    now,
  });
  if (!charge.debit) throw new Error('a paid call must produce a debit');
  return charge.debit;
};

/** How many of the account's charges are pending on its profile, and whether the sweep's index shows the profile. */
const pendingOf = async (accountId: string): Promise<number> => {
  const { Item } = await table.ddb.send(
    new GetCommand({ TableName: table.tableName, Key: profileKey(accountId), ConsistentRead: true }),
  );
  return pendingEntries(Item ?? {}).length;
};

/** Whether the account's profile is in the sweep's index. */
const indexed = async (accountId: string): Promise<boolean> => {
  for (let shard = 0; shard < 8; shard++) {
    const { Items } = await table.ddb.send(
      new QueryCommand({
        TableName: table.tableName,
        IndexName: pendingIndex.name,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': pendingIndex.partitionKey },
        ExpressionAttributeValues: { ':pk': `PENDING#${shard}` },
      }),
    );
    if ((Items ?? []).some((i) => i.accountId === accountId)) return true;
  }
  return false;
};

const history = async (accountId: string) =>
  (await listUsage(table, accountId, 10)).items.map((i) => [i.kind, i.credits_used, i.refunded]);

describe('pending charges and the crash sweep (DynamoDB Local)', () => {
  it('a debit records its pending charge in the same write; the sweep refunds it once after the grace period', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 20 });
    const chargedAt = new Date();
    await debit(accountId, 5, chargedAt);
    expect(await pendingOf(accountId)).toBe(1);
    expect(await indexed(accountId)).toBe(true);
    // Listed in the history while pending: the balance already counts it.
    expect(await history(accountId)).toEqual([['charge', 5, false]]);

    const early = await sweepPendingCharges(meter, new Date(chargedAt.getTime() + pendingGraceMs - 1000));
    expect(early.refunded.filter((r) => r.accountId === accountId)).toEqual([]);
    expect(await meter.balance(accountId)).toBe(15);

    const late = new Date(chargedAt.getTime() + pendingGraceMs + 1000);
    const swept = await sweepPendingCharges(meter, late);
    expect(swept.refunded.filter((r) => r.accountId === accountId)).toHaveLength(1);
    expect(await meter.balance(accountId)).toBe(20);
    expect(await pendingOf(accountId)).toBe(0);
    expect(await indexed(accountId)).toBe(false);
    const again = await sweepPendingCharges(meter, late);
    expect(again.refunded.filter((r) => r.accountId === accountId)).toEqual([]);
    expect(await meter.balance(accountId)).toBe(20);
    const { items } = await listUsage(table, accountId, 10);
    expect(items.map((i) => [i.kind, i.credits_used, i.refunded])).toEqual([
      ['refund', -5, false],
      ['charge', 5, true],
    ]);
  });

  it('a settled charge stands: the sweep leaves it', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 20 });
    const chargedAt = new Date();
    const charged = await debit(accountId, 4, chargedAt);
    await meter.settle(charged);
    await meter.settle(charged);
    // The row stands for the charge at once; the marker waits for this process's next debit or the sweep.
    expect(await history(accountId)).toEqual([['charge', 4, false]]);

    await sweepPendingCharges(meter, new Date(chargedAt.getTime() + 10 * pendingGraceMs));
    expect(await meter.balance(accountId)).toBe(16);
    expect(await history(accountId)).toEqual([['charge', 4, false]]);
    expect(await pendingOf(accountId)).toBe(0);
    expect(await indexed(accountId)).toBe(false);
  });

  it('the next debit drops the markers its process settled, so a busy profile does not grow', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 20 });
    const own = createDynamoMeter(table);
    for (let i = 0; i < 5; i++) {
      const charged = await own.charge({
        accountId,
        plan: 3,
        operationId: 'pdf.merge',
        serviceId: 'pdf-merge',
        credits: 1,
        requestId: `req_${i}`,
        now: new Date(),
      });
      if (charged.debit) await own.settle(charged.debit);
    }
    expect(await pendingOf(accountId)).toBe(1);
    expect(await meter.balance(accountId)).toBe(15);
    expect((await history(accountId)).map(([kind]) => kind)).toEqual(Array(5).fill('charge'));
  });

  it('a charge the pipeline refunded is neither pending nor refunded again by the sweep', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 20 });
    const chargedAt = new Date();
    const charged = await debit(accountId, 2, chargedAt);
    await meter.refund(charged, 'internal_error', new Date());
    await meter.settle(charged);
    expect(await pendingOf(accountId)).toBe(0);
    await sweepPendingCharges(meter, new Date(chargedAt.getTime() + 10 * pendingGraceMs));
    expect(await meter.balance(accountId)).toBe(20);
    expect(await history(accountId)).toEqual([
      ['refund', -2, false],
      ['charge', 2, true],
    ]);
  });

  it('refunds only the stale charge of a profile and keeps it in view while a younger one is pending', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 20 });
    const old = new Date();
    await debit(accountId, 2, old);
    const young = await debit(accountId, 3, new Date(old.getTime() + 2 * pendingGraceMs));
    const cutOff = new Date(old.getTime() + pendingGraceMs + 1000);

    const swept = await sweepPendingCharges(meter, cutOff);
    expect(swept.refunded.filter((r) => r.accountId === accountId)).toHaveLength(1);
    expect(await meter.balance(accountId)).toBe(17);
    expect(await pendingOf(accountId)).toBe(1);
    expect(await indexed(accountId)).toBe(true);

    await meter.settle(young);
    await sweepPendingCharges(meter, new Date(old.getTime() + 10 * pendingGraceMs));
    expect(await meter.balance(accountId)).toBe(17);
    expect(await indexed(accountId)).toBe(false);
    expect(await history(accountId)).toEqual([
      ['charge', 3, false],
      ['refund', -2, false],
      ['charge', 2, true],
    ]);
  });

  it('20 concurrent sweeps of one stale charge refund it exactly once', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 10 });
    const chargedAt = new Date();
    await debit(accountId, 3, chargedAt);
    const late = new Date(chargedAt.getTime() + pendingGraceMs + 1000);
    const results = await Promise.all(Array.from({ length: 20 }, () => sweepPendingCharges(meter, late)));
    const refunds = results.flatMap((r) => r.refunded.filter((x) => x.accountId === accountId));
    expect(refunds).toHaveLength(1);
    expect(await meter.balance(accountId)).toBe(10);
  });
});

describe('through the request pipeline', () => {
  const paid = testOperation({ id: 'test.settles', path: '/test/settles' });
  const handler = createFamilyHandler('platform', [implement(paid, async () => json({ ok: true }))], () => ({
    logger: new Logger({ serviceName: 'test', logLevel: 'CRITICAL' }),
    now: () => new Date(),
    price: operationPrice,
    meter,
  }));

  it('a request that answered leaves no pending charge, so the sweep keeps its credits', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 20 });
    const response = await handler(
      restEvent({
        method: 'POST',
        resource: paid.path,
        headers: { 'content-type': 'application/json' },
        body: '{}',
        authorizer: { accountId, keyId: 'key_test', plan: 0, principalId: accountId },
      }),
      lambdaContext(),
    );
    expect(response.statusCode).toBe(200);
    expect(await history(accountId)).toEqual([['charge', 3, false]]);
    await sweepPendingCharges(meter, new Date(Date.now() + 10 * pendingGraceMs));
    expect(await meter.balance(accountId)).toBe(17);
    expect(await pendingOf(accountId)).toBe(0);
  });

  it('a handler process killed after the debit keeps the charge until the sweep refunds it', async () => {
    const accountId = newAccountId();
    await seedProfile(table, accountId, { credits: 20 });
    const script = fileURLToPath(new URL('./support/crash-after-debit.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...env, TABLE_NAME: table.tableName, ACCOUNT_ID: accountId },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));

    expect(output).toContain('debited; dying');
    expect(output).not.toContain('the handler returned');
    expect(code).toBe(137);
    expect(await meter.balance(accountId)).toBe(17);
    expect(await history(accountId)).toEqual([['charge', 3, false]]);
    expect(await pendingOf(accountId)).toBe(1);

    const swept = await sweepPendingCharges(meter, new Date(Date.now() + pendingGraceMs + 1000));

    expect(swept.refunded.filter((r) => r.accountId === accountId)).toHaveLength(1);
    expect(await meter.balance(accountId)).toBe(20);
    const { items } = await listUsage(table, accountId, 10);
    expect(items.map((i) => [i.kind, i.credits_used, i.refunded, i.operation_id])).toEqual([
      ['refund', -3, false, 'test.dies-after-debit'],
      ['charge', 3, true, 'test.dies-after-debit'],
    ]);
  });
});
