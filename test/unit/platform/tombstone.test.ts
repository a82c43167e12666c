import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { beginDeletion, type PendingDeletion } from '../../../functions/platform/accounts/tombstone.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const table = { ddb: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), tableName: 't' };

const asked: PendingDeletion = {
  accountId: 'acct_1',
  userId: 'sub-1',
  deletedAt: '2026-11-28T03:00:00.000Z',
  keyHashes: ['a'.repeat(64)],
  erasedOwner: 'anon_second',
};
const exists = new ConditionalCheckFailedException({ message: 'exists', $metadata: {} });

beforeEach(() => ddbMock.reset());

describe('the record of a deletion', () => {
  it('is written once, pending, listed in the index, with no expiry while pending', async () => {
    ddbMock.on(PutCommand).resolves({});
    expect(await beginDeletion(table, asked)).toEqual(asked);
    const put = ddbMock.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(put?.Item).toMatchObject({ PK: 'DELETED#acct_1', status: 'pending', userId: 'sub-1', GSI1PK: 'DELETING' });
    expect(put?.Item).not.toHaveProperty('ttl');
  });

  it('asked again while pending, resumes the first attempt (its opaque owner, so purchases move once)', async () => {
    ddbMock.on(PutCommand).rejects(exists);
    ddbMock.on(GetCommand).resolves({
      Item: { PK: 'DELETED#acct_1', SK: 'DELETED', status: 'pending', ...asked, erasedOwner: 'anon_first' },
    });
    expect(await beginDeletion(table, asked)).toMatchObject({ accountId: 'acct_1', erasedOwner: 'anon_first' });
  });

  it('asked again once done, has nothing left to do', async () => {
    ddbMock.on(PutCommand).rejects(exists);
    ddbMock.on(GetCommand).resolves({
      Item: { PK: 'DELETED#acct_1', SK: 'DELETED', status: 'done', accountId: 'acct_1', userId: 'x', deletedAt: 'y' },
    });
    expect(await beginDeletion(table, asked)).toBeUndefined();
  });
});
