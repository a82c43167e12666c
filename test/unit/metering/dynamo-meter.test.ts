import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../functions/core/errors.js';
import { createDynamoMeter } from '../../../functions/core/metering/dynamo-meter.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const meter = createDynamoMeter({ ddb, tableName: 'table' });
const now = new Date('2026-11-22T12:00:00Z');

function cancelled(reasons: { Code: string; Item?: Record<string, { N: string }> }[]) {
  return new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: reasons,
  });
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
  it('debits with a credits >= cost condition and writes the usage entry in the same transaction', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    ddbMock.on(BatchGetCommand).resolves({ Responses: { table: [{ SK: 'PROFILE', credits: 17 }] } });
    const { debit, remaining } = await meter.charge(request(3));
    expect(remaining).toBe(17);
    expect(debit).toMatchObject({ accountId: 'acct_a', credits: 3, remaining: 17 });
    const input = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input;
    expect(input?.TransactItems?.[0]?.Update).toMatchObject({
      Key: { PK: 'ACCT#acct_a', SK: 'PROFILE' },
      ConditionExpression: 'credits >= :c',
      ExpressionAttributeValues: { ':c': 3 },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
    expect(input?.TransactItems?.[1]?.Put?.Item).toMatchObject({
      PK: 'ACCT#acct_a',
      SK: `USAGE#2026-11-22T12:00:00.000Z#${debit?.usageId}`,
      kind: 'charge',
      credits: 3,
      serviceId: 'pdf-merge',
      operationId: 'pdf.merge',
      requestId: 'req_1',
    });
  });

  it('counts the quota in the same transaction and takes exactly two table round trips', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    ddbMock.on(BatchGetCommand).resolves({
      Responses: {
        table: [
          { SK: 'PROFILE', credits: 9 },
          { SK: 'QUOTA#2026-11-22', n: 40 },
        ],
      },
    });
    const charge = await meter.charge(request(1, 0));
    expect(charge.quota).toEqual({ limit: 100, remaining: 60, resetAt: Date.parse('2026-11-23T00:00:00Z') / 1000 });
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems;
    expect(items?.[0]?.Update).toMatchObject({
      Key: { PK: 'ACCT#acct_a', SK: 'QUOTA#2026-11-22' },
      ConditionExpression: 'attribute_not_exists(n) OR n < :limit',
      ExpressionAttributeValues: { ':limit': 100, ':ttl': Date.parse('2026-11-24T00:00:00Z') / 1000 },
    });
    expect(items).toHaveLength(3);
    expect(ddbMock.calls()).toHaveLength(2);
  });

  it('maps a failed balance condition to 402 insufficient_credits with required and available', async () => {
    ddbMock
      .on(TransactWriteCommand)
      .rejects(cancelled([{ Code: 'ConditionalCheckFailed', Item: { credits: { N: '2' } } }, { Code: 'None' }]));
    const error = await meter.charge(request(5)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'insufficient_credits',
      status: 402,
      extensions: { required: 5, available: 2 },
    });
  });

  it('maps a failed quota condition to 429 quota_exceeded', async () => {
    ddbMock
      .on(TransactWriteCommand)
      .rejects(cancelled([{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }]));
    await expect(meter.charge(request(1, 2))).rejects.toMatchObject({ code: 'quota_exceeded', status: 429 });
  });

  it('retries a transaction conflict instead of failing the request', async () => {
    ddbMock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled([{ Code: 'TransactionConflict' }, { Code: 'None' }]))
      .resolves({});
    ddbMock.on(BatchGetCommand).resolves({ Responses: { table: [{ SK: 'PROFILE', credits: 9 }] } });
    expect((await meter.charge(request(1))).remaining).toBe(9);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('writes nothing for a free call on the unlimited plan', async () => {
    ddbMock.on(BatchGetCommand).resolves({ Responses: { table: [{ SK: 'PROFILE', credits: 4 }] } });
    const charge = await meter.charge(request(0, 3));
    expect(charge).toMatchObject({ remaining: 4, quota: { limit: null } });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
