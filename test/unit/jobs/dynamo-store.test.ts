import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDynamoJobStore } from '../../../functions/core/jobs/dynamo-store.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const store = createDynamoJobStore({ ddb, tableName: 't' });
const address = { accountId: 'acct_a', jobId: 'job_aaaaaaaaaaaaaaaaaaaa' };
const now = new Date('2026-11-23T10:00:00Z');
const failedCondition = () => new ConditionalCheckFailedException({ message: 'no', $metadata: {} });

beforeEach(() => ddbMock.reset());

describe('createDynamoJobStore', () => {
  it("creates the job in the account's partition, only if absent, with a TTL", async () => {
    ddbMock.on(PutCommand).resolves({});
    await store.create({
      ...address,
      keyId: 'k',
      plan: 1,
      operationId: 'video.merge-videos',
      creditsCharged: 3,
      requestId: 'r',
      input: '{}',
      now,
    });
    const put = ddbMock.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(put?.Item).toMatchObject({
      PK: 'ACCT#acct_a',
      SK: 'JOB#job_aaaaaaaaaaaaaaaaaaaa',
      status: 'queued',
      ttl: Math.floor(now.getTime() / 1000) + 2 * 86_400,
    });
  });

  it('claims only a queued job or a running one whose lease expired', async () => {
    ddbMock.on(UpdateCommand).resolves({
      Attributes: {
        ...address,
        keyId: 'k',
        plan: 1,
        operationId: 'o',
        status: 'running',
        progress: 0,
        creditsCharged: 3,
        requestId: 'r',
        createdAt: 'x',
        updatedAt: 'x',
        attempts: 1,
        ttl: 1,
      },
    });
    const result = await store.claim(address, 'w1', now, 60_000);
    expect(result.state).toBe('claimed');
    const update = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.ConditionExpression).toBe(
      'attribute_exists(PK) AND (#status = :queued OR (#status = :running AND leaseExpiresAt < :nowMs))',
    );
    expect(update?.ExpressionAttributeValues).toMatchObject({
      ':owner': 'w1',
      ':until': now.getTime() + 60_000,
      ':nowMs': now.getTime(),
    });
  });

  it('reports a lost claim race as busy and a finished job as finished', async () => {
    ddbMock.on(UpdateCommand).rejects(failedCondition());
    const base = {
      ...address,
      keyId: 'k',
      plan: 1,
      operationId: 'o',
      progress: 0,
      creditsCharged: 3,
      requestId: 'r',
      createdAt: 'x',
      updatedAt: 'x',
      ttl: 1,
    };
    ddbMock
      .on(GetCommand)
      .resolvesOnce({ Item: { ...base, status: 'running' } })
      .resolves({ Item: { ...base, status: 'succeeded' } });
    expect((await store.claim(address, 'w2', now, 1000)).state).toBe('busy');
    expect((await store.claim(address, 'w2', now, 1000)).state).toBe('finished');
  });

  it('completes and fails only under the lease (or, without an owner, from queued or an expired lease)', async () => {
    ddbMock.on(UpdateCommand).resolvesOnce({}).rejects(failedCondition());
    expect(await store.succeed(address, 'w1', { ok: 1 }, now)).toBe(true);
    expect(await store.fail(address, undefined, { code: 'x' }, now)).toBe(false);
    const [succeed, fail] = ddbMock.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(succeed?.ConditionExpression).toBe('#status = :running AND leaseOwner = :owner');
    expect(fail?.ConditionExpression).toBe(
      'attribute_exists(PK) AND (#status = :queued OR (#status = :running AND leaseExpiresAt < :nowMs))',
    );
  });
});
