import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ExportMessage, exportLeaseMs } from '../../../functions/platform/account-data/export-queue.js';
import { exportInlineItems, exportRunsInline } from '../../../functions/platform/account-data/export-size.js';
import {
  createExport,
  type ExportDeps,
  queuedExportsPartition,
} from '../../../functions/platform/account-data/exports.js';
import type { Mail } from '../../../functions/platform/account-data/mailer.js';
import { readPartitionUpTo } from '../../../functions/platform/account-data/partition.js';

const ddbMock = mockClient(DynamoDBDocumentClient);
const s3Mock = mockClient(S3Client);
const table = { ddb: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), tableName: 't' };
const now = new Date('2026-11-28T03:00:00Z');

/** A partition of `total` items served in pages of `pageSize`, as DynamoDB pages a query. */
function partitionOf(total: number, pageSize: number): void {
  const items = Array.from({ length: total }, (_, i) => ({
    PK: 'ACCT#acct_1',
    SK: i === 0 ? 'PROFILE' : `REQ#2026-11-01T00:00:00.000Z#req_${String(i).padStart(5, '0')}`,
    ...(i === 0 ? { email: 'ana@example.com', language: 'fr' } : { status: 200 }),
  }));
  ddbMock.on(QueryCommand).callsFake((input: { ExclusiveStartKey?: { SK: string } }) => {
    const from = input.ExclusiveStartKey ? items.findIndex((i) => i.SK === input.ExclusiveStartKey?.SK) + 1 : 0;
    const page = items.slice(from, from + pageSize);
    const last = page.at(-1);
    return {
      Items: page,
      ...(from + pageSize < total && last ? { LastEvaluatedKey: { PK: last.PK, SK: last.SK } } : {}),
    };
  });
}

const sent: Mail[] = [];
const deps = (inlineItems: number): ExportDeps => ({
  table,
  s3: new S3Client({ region: 'us-east-1' }),
  bucket: 'files',
  sign: async (file) => ({
    url: `https://files.example/${file.key}?sig`,
    expiresAt: '2026-11-29T03:00:00.000Z',
    size: file.size,
    contentType: file.contentType,
  }),
  mailer: {
    kind: 'outbox',
    send: async (mail) => {
      sent.push(mail);
      return true;
    },
  },
  siteUrl: 'https://alquimia.example',
  inlineItems,
});

beforeEach(() => {
  ddbMock.reset();
  s3Mock.reset();
  sent.length = 0;
  ddbMock.on(PutCommand).resolves({});
  ddbMock.on(UpdateCommand).resolves({});
  s3Mock.on(PutObjectCommand).resolves({});
});

describe('when an export is built at once and when it is queued', () => {
  it('builds at once up to the limit, queues above it', () => {
    expect(exportRunsInline(0)).toBe(true);
    expect(exportRunsInline(exportInlineItems)).toBe(true);
    expect(exportRunsInline(exportInlineItems + 1)).toBe(false);
    expect(exportRunsInline(5, 4)).toBe(false);
  });

  it('reads no further than one item past the limit', async () => {
    partitionOf(50, 10);
    const items = await readPartitionUpTo(table, 'acct_1', 14);
    expect(items).toHaveLength(15);
    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(2);
    partitionOf(9, 4);
    expect(await readPartitionUpTo(table, 'acct_1', 14)).toHaveLength(9);
  });

  it('queues a partition above the limit: a running record in the queue index, no archive, no mail yet', async () => {
    partitionOf(30, 10);
    const answer = await createExport(deps(20), { accountId: 'acct_1', email: 'session@example.com' }, now);
    expect(answer).toMatchObject({ status: 'running', url: null, size: null, emailed: false });
    const record = ddbMock.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(record).toMatchObject({
      SK: `EXPORT#${answer.id}`,
      status: 'running',
      email: 'ana@example.com',
      language: 'fr',
      GSI1PK: queuedExportsPartition,
    });
    expect(String(record?.GSI1SK)).toBe(`${now.toISOString()}#acct_1#${answer.id}`);
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(sent).toEqual([]);
  });

  it('with an export queue, sends the export its message and leaves it to the sweep only once a lease has passed', async () => {
    partitionOf(30, 10);
    const messages: ExportMessage[] = [];
    const answer = await createExport(
      { ...deps(20), queue: { send: async (m) => void messages.push(m) } },
      { accountId: 'acct_1', email: 'session@example.com' },
      now,
    );
    expect(answer).toMatchObject({ status: 'running', url: null });
    expect(messages).toEqual([{ accountId: 'acct_1', exportId: answer.id }]);
    const record = ddbMock.commandCalls(PutCommand)[0]?.args[0].input.Item;
    const due = new Date(now.getTime() + exportLeaseMs).toISOString();
    expect(String(record?.GSI1SK)).toBe(`${due}#acct_1#${answer.id}`);
  });

  it('still answers `running` when the message cannot be sent: the sweep builds that export after the lease', async () => {
    partitionOf(30, 10);
    const warned: string[] = [];
    const answer = await createExport(
      {
        ...deps(20),
        queue: { send: () => Promise.reject(new Error('queue unreachable')) },
        warn: (message) => warned.push(message),
      },
      { accountId: 'acct_1', email: 'session@example.com' },
      now,
    );
    expect(answer.status).toBe('running');
    expect(warned).toHaveLength(1);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('builds a partition at the limit in the request: the archive stored, the link mailed, the record ready', async () => {
    partitionOf(20, 10);
    const answer = await createExport(deps(20), { accountId: 'acct_1', email: 'session@example.com' }, now);
    expect(answer).toMatchObject({ status: 'ready', emailed: true });
    expect(answer.url).toContain(`exports/acct_1/${answer.id}/`);
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(1);
    expect(sent.map((m) => m.to)).toEqual(['ana@example.com']);
    expect(ddbMock.commandCalls(PutCommand)[0]?.args[0].input.Item).not.toHaveProperty('GSI1PK');
  });
});
