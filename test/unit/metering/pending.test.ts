import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDynamoMeter } from '../../../functions/core/metering/dynamo-meter.js';
import { newUsageId } from '../../../functions/core/store/items.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const meter = createDynamoMeter({ ddb, tableName: 'table' });
const chargedAt = new Date('2026-11-22T12:00:00Z');
const usageId = newUsageId(chargedAt);
const entry = {
  credits: 3,
  serviceId: 'pdf-merge',
  operationId: 'pdf.merge',
  requestId: 'req_1',
  createdAt: chargedAt.toISOString(),
};
const debit = { accountId: 'acct_a', usageId, remaining: 7, ...entry };
beforeEach(() => ddbMock.reset());

describe('pending charges', () => {
  it('settling writes the charge row with one conditional put, never touching the profile', async () => {
    ddbMock.on(PutCommand).resolves({});
    await meter.settle(debit);
    expect(ddbMock.calls()).toHaveLength(1);
    expect(ddbMock.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
      Item: { SK: `USAGE#2026-11-22T12:00:00.000Z#${usageId}`, kind: 'charge', credits: 3, refunded: false },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  });

  it('settling a charge a refund already ended is a no-op', async () => {
    ddbMock.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    await expect(meter.settle(debit)).resolves.toBeUndefined();
  });

  it("the process's next debit for the account drops the markers it settled, once", async () => {
    const own = createDynamoMeter({ ddb, tableName: 'table' });
    ddbMock.on(PutCommand).resolves({});
    ddbMock.on(UpdateCommand).resolves({ Attributes: { credits: 5 } });
    await own.settle(debit);
    const next = { ...debit, plan: 3, now: new Date('2026-11-22T12:00:01Z') };
    await own.charge(next);
    await own.charge(next);
    const [first, second] = ddbMock.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(first?.UpdateExpression).toContain('REMOVE #drop0');
    expect(first?.ExpressionAttributeNames).toMatchObject({ '#drop0': `pending_${usageId}` });
    expect(second?.UpdateExpression).not.toContain('REMOVE');
  });

  it('refunds a charge still pending from its recorded entry: credits back, charge row refunded, refund row', async () => {
    ddbMock.on(GetCommand, { Key: { PK: 'ACCT#acct_a', SK: `USAGE#${entry.createdAt}#${usageId}` } }).resolves({});
    ddbMock
      .on(GetCommand, { Key: { PK: 'ACCT#acct_a', SK: 'PROFILE' } })
      .resolvesOnce({ Item: { [`pending_${usageId}`]: entry } })
      .resolves({ Item: { credits: 10 } });
    ddbMock.on(TransactWriteCommand).resolves({});
    expect(await meter.refund({ accountId: 'acct_a', usageId }, 'internal_error', new Date())).toEqual({
      remaining: 10,
    });
    const [guard, charge, refund] = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(guard?.Update).toMatchObject({
      UpdateExpression: 'SET credits = credits + :c REMOVE #pending',
      ExpressionAttributeValues: { ':c': 3 },
    });
    expect(charge?.Put?.Item).toMatchObject({ kind: 'charge', credits: 3, refunded: true });
    expect(refund?.Put?.Item).toMatchObject({
      kind: 'refund',
      credits: -3,
      refundOf: usageId,
      reason: 'internal_error',
    });
  });

  it('the sweep refunds only charges older than the cut-off and moves the index to the oldest one left', async () => {
    const young = newUsageId(new Date('2026-11-22T12:10:00Z'));
    ddbMock.on(QueryCommand).resolves({});
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'PENDING#0', ':before': '2026-11-22T12:05:00.000Z' } })
      .resolves({ Items: [{ PK: 'ACCT#acct_a', SK: 'PROFILE', accountId: 'acct_a' }] });
    ddbMock.on(GetCommand).resolves({
      Item: {
        accountId: 'acct_a',
        credits: 1,
        pendingSeq: 5,
        [`pending_${usageId}`]: entry,
        [`pending_${young}`]: { ...entry, createdAt: '2026-11-22T12:10:00.000Z' },
      },
    });
    ddbMock.on(TransactWriteCommand).resolves({});
    ddbMock.on(UpdateCommand).resolves({});
    const { refunded } = await meter.sweep(new Date('2026-11-22T12:05:00Z'), new Date('2026-11-22T12:11:00Z'));
    expect(refunded).toEqual([{ accountId: 'acct_a', usageId }]);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      UpdateExpression: 'SET #gsk = :gsk',
      ConditionExpression: '#seq = :seq',
      ExpressionAttributeValues: { ':seq': 5, ':gsk': '2026-11-22T12:10:00.000Z#acct_a' },
    });
  });

  it('the sweep drops the marker of a charge whose row exists instead of refunding it', async () => {
    ddbMock.on(QueryCommand).resolves({});
    ddbMock
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'PENDING#0', ':before': '2026-11-22T12:05:00.000Z' } })
      .resolves({ Items: [{ PK: 'ACCT#acct_a', SK: 'PROFILE', accountId: 'acct_a' }] });
    ddbMock.on(GetCommand).resolves({ Item: { accountId: 'acct_a', pendingSeq: 2, [`pending_${usageId}`]: entry } });
    ddbMock.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    ddbMock.on(UpdateCommand).resolves({});
    const { refunded } = await meter.sweep(new Date('2026-11-22T12:05:00Z'), new Date('2026-11-22T12:11:00Z'));
    expect(refunded).toEqual([]);
    const updates = ddbMock.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(updates[0]).toMatchObject({
      UpdateExpression: 'REMOVE #pending',
      ExpressionAttributeNames: { '#pending': `pending_${usageId}` },
    });
    expect(updates[1]).toMatchObject({ UpdateExpression: 'REMOVE #gpk, #gsk', ConditionExpression: '#seq = :seq' });
  });
});
