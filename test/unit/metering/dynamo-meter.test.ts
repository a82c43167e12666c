import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../functions/core/errors.js';
import { createDynamoMeter } from '../../../functions/core/metering/dynamo-meter.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const meter = createDynamoMeter({ ddb, tableName: 'alquimia-test' });
const now = new Date('2026-11-22T12:00:00Z');

function cancelled(reasons: { Code: string; Item?: Record<string, { N: string }> }[]) {
  return new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: reasons,
  });
}

beforeEach(() => ddbMock.reset());

describe('createDynamoMeter.debit', () => {
  it('decrements with a credits >= cost condition and writes the usage entry in the same transaction', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    ddbMock.on(GetCommand).resolves({ Item: { credits: 17 } });
    const debit = await meter.debit({
      accountId: 'acct_a',
      operationId: 'pdf.merge',
      serviceId: 'pdf-merge',
      credits: 3,
      requestId: 'req_1',
      now,
    });
    expect(debit.remaining).toBe(17);
    const input = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input;
    expect(input?.TransactItems?.[0]?.Update).toMatchObject({
      Key: { PK: 'ACCT#acct_a', SK: 'PROFILE' },
      ConditionExpression: 'credits >= :c',
      ExpressionAttributeValues: { ':c': 3 },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
    expect(input?.TransactItems?.[1]?.Put?.Item).toMatchObject({
      PK: 'ACCT#acct_a',
      SK: `USAGE#2026-11-22T12:00:00.000Z#${debit.usageId}`,
      kind: 'charge',
      credits: 3,
      serviceId: 'pdf-merge',
      operationId: 'pdf.merge',
      requestId: 'req_1',
    });
  });

  it('maps a failed balance condition to 402 insufficient_credits with required and available', async () => {
    ddbMock
      .on(TransactWriteCommand)
      .rejects(cancelled([{ Code: 'ConditionalCheckFailed', Item: { credits: { N: '2' } } }, { Code: 'None' }]));
    const error = await meter
      .debit({ accountId: 'acct_a', operationId: 'x', serviceId: 'x', credits: 5, requestId: 'r', now })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'insufficient_credits',
      status: 402,
      extensions: { required: 5, available: 2 },
    });
  });

  it('retries a transaction conflict instead of failing the request', async () => {
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled([{ Code: 'TransactionConflict' }, { Code: 'None' }]))
      .resolves({});
    ddbMock.on(GetCommand).resolves({ Item: { credits: 9 } });
    const debit = await meter.debit({
      accountId: 'acct_a',
      operationId: 'x',
      serviceId: 'x',
      credits: 1,
      requestId: 'r',
      now,
    });
    expect(debit.remaining).toBe(9);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });
});

describe('createDynamoMeter.consumeQuota', () => {
  it('counts atomically with a limit condition and a TTL one day after the reset', async () => {
    ddbMock.on(UpdateCommand).resolves({ Attributes: { n: 40 } });
    const state = await meter.consumeQuota('acct_a', 0, now);
    expect(state).toEqual({ limit: 100, remaining: 60, resetAt: Date.parse('2026-11-23T00:00:00Z') / 1000 });
    expect(ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: { PK: 'ACCT#acct_a', SK: 'QUOTA#2026-11-22' },
      ConditionExpression: 'attribute_not_exists(n) OR n < :limit',
      ExpressionAttributeValues: { ':limit': 100, ':ttl': Date.parse('2026-11-24T00:00:00Z') / 1000 },
    });
  });

  it('throws quota_exceeded when the counter is at the limit', async () => {
    ddbMock.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'failed', $metadata: {} }));
    await expect(meter.consumeQuota('acct_a', 2, now)).rejects.toMatchObject({ code: 'quota_exceeded', status: 429 });
  });

  it('writes nothing for the unlimited plan', async () => {
    const state = await meter.consumeQuota('acct_a', 3, now);
    expect(state.limit).toBeNull();
    expect(ddbMock.calls()).toHaveLength(0);
  });
});
