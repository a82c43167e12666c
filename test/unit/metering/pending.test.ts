import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDynamoMeter } from '../../../functions/core/metering/dynamo-meter.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const meter = createDynamoMeter({ ddb, tableName: 'table' });
const now = new Date('2026-11-22T12:00:00Z');

beforeEach(() => ddbMock.reset());

describe('pending charges', () => {
  it('the debit writes its charge into the pending index in the same transaction', async () => {
    ddbMock.on(TransactWriteCommand).resolves({});
    ddbMock.on(BatchGetCommand).resolves({ Responses: { table: [{ SK: 'PROFILE', credits: 7 }] } });
    const { debit } = await meter.charge({
      accountId: 'acct_a',
      plan: 3,
      operationId: 'pdf.merge',
      serviceId: 'pdf-merge',
      credits: 3,
      requestId: 'req_1',
      now,
    });
    const items = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(2);
    expect(items[1]?.Put?.Item).toMatchObject({
      kind: 'charge',
      requestId: 'req_1',
      GSI1PK: expect.stringMatching(/^PENDING#[0-7]$/),
      GSI1SK: `2026-11-22T12:00:00.000Z#acct_a#${debit?.usageId}`,
    });
  });

  it('settling removes the index keys only while the charge is pending and not refunded', async () => {
    ddbMock.on(UpdateCommand).resolves({});
    await meter.settle({ accountId: 'acct_a', usageId: 'use_0mwtp4sd9jlxISsfOM95Z', credits: 3, remaining: 7 });
    const input = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input?.UpdateExpression).toBe('REMOVE GSI1PK, GSI1SK');
    expect(input?.ConditionExpression).toBe('attribute_exists(GSI1PK) AND refunded = :no');
    expect(input?.Key?.SK).toMatch(/^USAGE#.*#use_0mwtp4sd9jlxISsfOM95Z$/);
  });
});
