import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../functions/core/errors.js';
import { createDynamoMeter } from '../../../functions/core/metering/dynamo-meter.js';
import { newUsageId } from '../../../functions/core/store/items.js';
import { requestRate } from '../../../shared/plans.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const meter = createDynamoMeter({ ddb, tableName: 'table' });
const now = new Date('2026-11-22T12:00:00Z');

/** A refused condition with the profile as it was (ALL_OLD, low-level form), or with no profile at all. */
function refused(old?: {
  credits?: number;
  quotaDay?: string;
  quotaUsed?: number;
  rateTat?: number;
  welcomeCredits?: number;
}) {
  const item = old && {
    ...(old.credits !== undefined ? { credits: { N: String(old.credits) } } : {}),
    ...(old.welcomeCredits !== undefined ? { welcomeCredits: { N: String(old.welcomeCredits) } } : {}),
    ...(old.rateTat !== undefined ? { rateTat: { N: String(old.rateTat) } } : {}),
    ...(old.quotaDay !== undefined ? { quotaDay: { S: old.quotaDay } } : {}),
    ...(old.quotaUsed !== undefined ? { quotaUsed: { N: String(old.quotaUsed) } } : {}),
  };
  return new ConditionalCheckFailedException({ message: 'refused', $metadata: {}, ...(item ? { Item: item } : {}) });
}

beforeEach(() => ddbMock.reset());

const request = (credits: number, plan = 3) => ({
  accountId: 'acct_a',
  plan,
  operationId: 'pdf.merge',
  serviceId: 'pdf-merge',
  credits,
  requestId: 'req_1',
  now,
});

describe('createDynamoMeter.charge', () => {
  it('debits with one conditional update of the profile that records the pending charge and answers the balance', async () => {
    ddbMock.on(UpdateCommand).resolves({ Attributes: { credits: 17 } });
    const { debit, remaining } = await meter.charge(request(3));
    expect(remaining).toBe(17);
    expect(debit).toMatchObject({ accountId: 'acct_a', credits: 3, remaining: 17, serviceId: 'pdf-merge' });
    expect(ddbMock.calls()).toHaveLength(1);
    const input = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input).toMatchObject({
      Key: { PK: 'ACCT#acct_a', SK: 'PROFILE' },
      ConditionExpression: 'credits >= :c AND (attribute_not_exists(#tat) OR #tat <= :nowMs)',
      ReturnValues: 'ALL_NEW',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      ExpressionAttributeNames: {
        '#pending': `pending_${debit?.usageId}`,
        '#gpk': 'GSI1PK',
        '#gsk': 'GSI1SK',
        '#tat': 'rateTat',
      },
    });
    expect(input?.UpdateExpression).toContain('credits = credits - :c');
    expect(input?.ExpressionAttributeValues).toMatchObject({
      ':c': 3,
      ':entry': {
        credits: 3,
        serviceId: 'pdf-merge',
        operationId: 'pdf.merge',
        requestId: 'req_1',
        createdAt: '2026-11-22T12:00:00.000Z',
      },
      ':gpk': expect.stringMatching(/^PENDING#[0-7]$/),
      ':gsk': '2026-11-22T12:00:00.000Z#acct_a',
    });
  });

  it('counts the quota in the same update: one table round trip', async () => {
    ddbMock.on(UpdateCommand).resolves({ Attributes: { credits: 9, quotaDay: '2026-11-22', quotaUsed: 40 } });
    const charge = await meter.charge(request(1, 0));
    expect(charge.quota).toEqual({ limit: 100, remaining: 60, resetAt: Date.parse('2026-11-23T00:00:00Z') / 1000 });
    const input = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input?.ConditionExpression).toBe(
      'credits >= :c AND quotaDay = :today AND quotaUsed < :limit AND (attribute_not_exists(#tat) OR #tat <= :nowMs)',
    );
    expect(input?.ExpressionAttributeValues).toMatchObject({ ':limit': 100, ':today': '2026-11-22' });
    expect(ddbMock.calls()).toHaveLength(1);
  });

  it("starts the day's counter over on the first call of a UTC day", async () => {
    ddbMock
      .on(UpdateCommand)
      .rejectsOnce(refused({ credits: 9, quotaDay: '2026-11-21', quotaUsed: 100 }))
      .resolves({ Attributes: { credits: 8, quotaDay: '2026-11-22', quotaUsed: 1 } });
    const charge = await meter.charge(request(1, 0));
    expect(charge).toMatchObject({ remaining: 8, quota: { limit: 100, remaining: 99 } });
    const second = ddbMock.commandCalls(UpdateCommand)[1]?.args[0].input;
    expect(second?.UpdateExpression).toContain('quotaDay = :today, quotaUsed = :one');
    expect(second?.ConditionExpression).toBe(
      'credits >= :c AND (attribute_not_exists(quotaDay) OR quotaDay <> :today) AND (attribute_not_exists(#tat) OR #tat <= :nowMs)',
    );
  });

  it('maps a refused balance to 402 insufficient_credits with required and available', async () => {
    ddbMock.on(UpdateCommand).rejects(refused({ credits: 2, quotaDay: '2026-11-22', quotaUsed: 3 }));
    const error = await meter.charge(request(5, 0)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'insufficient_credits',
      status: 402,
      extensions: { required: 5, available: 2 },
    });
    expect(ddbMock.calls()).toHaveLength(1);
  });

  it('says how to unlock the welcome credits in the 402 of an account whose grant waits for its e-mail', async () => {
    ddbMock.on(UpdateCommand).rejects(refused({ credits: 0, welcomeCredits: 20 }));
    const error = await meter.charge(request(1, 0)).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'insufficient_credits',
      status: 402,
      extensions: { required: 1, available: 0, pendingWelcomeCredits: 20 },
    });
    expect(error instanceof AppError ? error.detail : '').toBe(
      'This call costs 1 credits and the balance is 0. Your 20 free welcome credits are waiting for your e-mail address to be verified: open the link in the verification e-mail (send a new one from the banner at the top of the dashboard), then try again.',
    );
  });

  it('names no welcome credits in the 402 of an account that has none pending', async () => {
    ddbMock.on(UpdateCommand).rejects(refused({ credits: 2 }));
    const error = await meter.charge(request(5, 0)).catch((e: unknown) => e);
    expect(error instanceof AppError ? error.detail : '').toBe('This call costs 5 credits and the balance is 2.');
    expect(error).not.toHaveProperty('extensions.pendingWelcomeCredits');
  });

  it('reads a missing profile as a balance of 0', async () => {
    ddbMock.on(UpdateCommand).rejects(refused());
    await expect(meter.charge(request(1))).rejects.toMatchObject({
      code: 'insufficient_credits',
      extensions: { available: 0 },
    });
  });

  it('maps a used-up day to 429 quota_exceeded, before the balance', async () => {
    ddbMock.on(UpdateCommand).rejects(refused({ credits: 0, quotaDay: '2026-11-22', quotaUsed: 1000 }));
    await expect(meter.charge(request(1, 2))).rejects.toMatchObject({ code: 'quota_exceeded', status: 429 });
  });

  it('retries a write refused for a conflict with a transaction on the profile', async () => {
    ddbMock
      .on(UpdateCommand)
      .rejectsOnce(new TransactionConflictException({ message: 'conflict', $metadata: {} }))
      .resolves({ Attributes: { credits: 9 } });
    expect((await meter.charge(request(1))).remaining).toBe(9);
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(2);
  });

  it('counts a free call on the unlimited plan in its rate only: one update, no credits, no quota', async () => {
    ddbMock.on(UpdateCommand).resolves({ Attributes: { credits: 4, rateTat: now.getTime() + 20 } });
    const charge = await meter.charge(request(0, 3));
    expect(charge).toMatchObject({ remaining: 4, quota: { limit: null } });
    const input = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input?.UpdateExpression).toBe('SET #tat = :nextTat');
    expect(input?.ExpressionAttributeValues).toMatchObject({ ':nextTat': now.getTime() + 20 });
  });

  it('writes nothing for a free call on the unlimited plan when the meter limits no rate', async () => {
    const unrated = createDynamoMeter({ ddb, tableName: 'table' }, { rateOf: () => null });
    ddbMock.on(GetCommand).resolves({ Item: { credits: 4 } });
    const charge = await unrated.charge(request(0, 3));
    expect(charge).toMatchObject({ remaining: 4, quota: { limit: null } });
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('createDynamoMeter.charge, request rate', () => {
  const free = requestRate(0);
  const interval = 1000 / free.perSecond;

  it('adds one interval to a busy bucket after a refusal shows the account is calling faster than its rate', async () => {
    const rated = createDynamoMeter({ ddb, tableName: 'table' });
    const tat = now.getTime() + 3 * interval;
    ddbMock
      .on(UpdateCommand)
      .rejectsOnce(refused({ credits: 9, quotaDay: '2026-11-22', quotaUsed: 3, rateTat: tat }))
      .resolves({ Attributes: { credits: 8, quotaUsed: 4, rateTat: tat + interval } });
    await rated.charge(request(1, 0));
    const second = ddbMock.commandCalls(UpdateCommand)[1]?.args[0].input;
    expect(second?.UpdateExpression).toContain('#tat = #tat + :interval');
    expect(second?.ConditionExpression).toContain('#tat > :nowMs AND #tat <= :capMs');
    expect(second?.ExpressionAttributeValues).toMatchObject({
      ':interval': interval,
      ':capMs': now.getTime() + (free.burst - 1) * interval,
    });
    // The process remembers the account is busy: its next call goes straight to the busy form.
    ddbMock.reset();
    ddbMock.on(UpdateCommand).resolves({ Attributes: { credits: 7, quotaUsed: 5, rateTat: tat + 2 * interval } });
    await rated.charge(request(1, 0));
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(1);
    expect(ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input.UpdateExpression).toContain('#tat + :interval');
  });

  it('refuses an empty bucket with 429 and Retry-After, before the day quota and the balance', async () => {
    const rated = createDynamoMeter({ ddb, tableName: 'table' });
    const tat = now.getTime() + free.burst * interval + 1500;
    ddbMock.on(UpdateCommand).rejects(refused({ credits: 0, quotaDay: '2026-11-22', quotaUsed: 100, rateTat: tat }));
    const error = await rated.charge(request(1, 0)).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'quota_exceeded',
      status: 429,
      headers: { 'Retry-After': '2' },
      extensions: { ratePerSecond: free.perSecond, burst: free.burst, retryAfter: 2 },
    });
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(1);
  });
});

describe('repricing a job held at its maximum (Meter.reprice)', () => {
  const held = { accountId: 'acct_a', usageId: newUsageId(now), credits: 50 };

  it('lowers the charge row to the final price and gives the difference back, in one guarded transaction', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    await meter.reprice(held, 5, now);
    const calls = ddbMock.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(1);
    const [row, profile] = calls[0]?.args[0].input.TransactItems ?? [];
    // The guard: the row still holds the held price and is not refunded, so it happens once.
    expect(row?.Update).toMatchObject({
      ConditionExpression: 'attribute_exists(PK) AND refunded = :no AND credits = :held',
      ExpressionAttributeValues: { ':final': 5, ':held': 50, ':no': false },
    });
    expect(profile?.Update).toMatchObject({
      Key: { PK: 'ACCT#acct_a' },
      UpdateExpression: 'SET credits = credits + :c',
      ExpressionAttributeValues: { ':c': 45 },
    });
  });

  it('gives nothing back twice: a lost guard (already repriced, refunded or still pending) is not an error', async () => {
    ddbMock.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    await expect(meter.reprice(held, 5, now)).resolves.toBeUndefined();
  });

  it('never raises a charge', async () => {
    await meter.reprice(held, 50, now);
    await meter.reprice(held, 80, now);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
