import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { deliverExport } from '../../../functions/platform/account-data/export-builds.js';
import { createExportConsumer } from '../../../functions/platform/account-data/export-consumer.js';
import { exportAttempts, exportLeaseMs } from '../../../functions/platform/account-data/export-queue.js';
import type { ExportDeps } from '../../../functions/platform/account-data/exports.js';
import type { Mail } from '../../../functions/platform/account-data/mailer.js';

/**
 * The export queue's consumer (functions/platform/account-data/export-consumer.ts, export-builds.ts) against a table
 * that keeps one export record: reads return it, and its updates apply, the take refused as DynamoDB's condition
 * would refuse it (no longer running, or taken and its lease not over). SQS delivers at least once; every delivery
 * after the one that built the export must store nothing and mail nothing.
 */

const ddbMock = mockClient(DynamoDBDocumentClient);
const s3Mock = mockClient(S3Client);
const table = { ddb: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), tableName: 't' };
const now = new Date('2026-11-28T06:00:00Z');
const message = { accountId: 'acct_1', exportId: 'exp_00000000000000000001' };

let record: Record<string, unknown>;
const sent: Mail[] = [];
let mailGate: Promise<void> = Promise.resolve();
let mailing: () => void = () => {};

const deps: ExportDeps = {
  table,
  s3: new S3Client({ region: 'us-east-1' }),
  bucket: 'files',
  sign: async (file) => ({
    url: `https://files.example/${file.key}?sig`,
    expiresAt: '2026-11-29T06:00:00.000Z',
    size: file.size,
    contentType: file.contentType,
  }),
  mailer: {
    kind: 'outbox',
    send: async (mail) => {
      mailing();
      await mailGate;
      sent.push(mail);
      return true;
    },
  },
  siteUrl: 'https://alquimia.example',
};

const refused = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

beforeEach(() => {
  ddbMock.reset();
  s3Mock.reset();
  sent.length = 0;
  mailGate = Promise.resolve();
  mailing = () => {};
  record = {
    PK: 'ACCT#acct_1',
    SK: `EXPORT#${message.exportId}`,
    type: 'export',
    ...message,
    status: 'running',
    createdAt: now.toISOString(),
    email: 'ana@example.com',
    language: 'pt',
    attempts: 0,
    GSI1PK: 'EXPORTS',
    GSI1SK: `${new Date(now.getTime() + exportLeaseMs).toISOString()}#acct_1#${message.exportId}`,
  };
  ddbMock.on(GetCommand).callsFake(async () => ({ Item: structuredClone(record) }));
  ddbMock.on(QueryCommand).resolves({ Items: [{ PK: 'ACCT#acct_1', SK: 'PROFILE', email: 'ana@example.com' }] });
  ddbMock
    .on(UpdateCommand)
    .callsFake(async (input: { UpdateExpression: string; ExpressionAttributeValues: Record<string, unknown> }) => {
      const values = input.ExpressionAttributeValues;
      if (input.UpdateExpression.includes('attempts')) {
        const leaseOver = String(record.GSI1SK) <= String(values[':due']);
        if (record.status !== 'running' || (record.attempts !== 0 && !leaseOver)) throw refused();
        record = { ...record, GSI1SK: values[':lease'], attempts: Number(record.attempts) + 1 };
      } else if (values[':ready'] === 'ready') {
        const { GSI1PK: _pk, GSI1SK: _sk, ...rest } = record;
        record = { ...rest, status: 'ready', file: values[':file'], emailed: values[':emailed'] };
      } else if (values[':failed'] === 'failed') {
        record = { ...record, status: 'failed' };
      }
      return {};
    });
  s3Mock.on(PutObjectCommand).resolves({});
});

const sqsEvent = (...bodies: string[]): SQSEvent => ({
  Records: bodies.map((body, i) => ({
    messageId: `m${i}`,
    receiptHandle: `r${i}`,
    body,
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: '0',
      SenderId: 'x',
      ApproximateFirstReceiveTimestamp: '0',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:exports',
    awsRegion: 'us-east-1',
  })),
});

const silent = { info: () => {}, error: () => {} };

describe('the export queue consumer', () => {
  it('builds, stores and mails an export at its first delivery, without waiting for its sweep lease', async () => {
    expect(await deliverExport(deps, message, now)).toBe('built');
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(1);
    expect(sent.map((m) => m.to)).toEqual(['ana@example.com']);
    expect(record).toMatchObject({ status: 'ready', emailed: true, attempts: 1 });
    expect(record).not.toHaveProperty('GSI1SK');
  });

  it('does nothing at a second delivery of the same message: no archive stored, no second mail', async () => {
    const consume = createExportConsumer(
      async () => deps,
      silent,
      () => now,
    );
    const body = JSON.stringify(message);
    expect(await consume(sqsEvent(body))).toEqual({ batchItemFailures: [] });
    expect(await consume(sqsEvent(body))).toEqual({ batchItemFailures: [] });
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(await deliverExport(deps, message, now)).toBe('finished');
  });

  it('does nothing at a duplicate delivery that arrives while the first is still building', async () => {
    let release: () => void = () => {};
    mailGate = new Promise((resolve) => {
      release = resolve;
    });
    const inside = new Promise<void>((resolve) => {
      mailing = resolve;
    });
    const first = deliverExport(deps, message, now);
    await inside;
    expect(await deliverExport(deps, message, now)).toBe('busy');
    release();
    expect(await first).toBe('built');
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('takes an export again once the lease of a delivery that died is over, and fails it after the last attempt', async () => {
    record = { ...record, attempts: 1, GSI1SK: `${now.toISOString()}#acct_1#${message.exportId}` };
    const later = new Date(now.getTime() + 1000);
    expect(await deliverExport(deps, message, later)).toBe('built');
    record = { ...record, status: 'running', attempts: exportAttempts };
    expect(await deliverExport(deps, message, later)).toBe('failed');
    expect(record.status).toBe('failed');
    expect(sent).toHaveLength(1);
  });

  it('asks for a redelivery when the build fails, and drops a body that is not an export message', async () => {
    s3Mock.on(PutObjectCommand).rejects(new Error('bucket unreachable'));
    const consume = createExportConsumer(
      async () => deps,
      silent,
      () => now,
    );
    const answer = await consume(sqsEvent(JSON.stringify(message), '{"jobId":"job_1"}'));
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'm0' }] });
    expect(sent).toEqual([]);
    expect(record).toMatchObject({ status: 'running', attempts: 1 });
  });
});
