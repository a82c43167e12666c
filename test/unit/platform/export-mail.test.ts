import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createResultSigner } from '../../../functions/core/files/results.js';
import { buildExport, type ExportDeps, readExport } from '../../../functions/platform/account-data/exports.js';
import type { Mail } from '../../../functions/platform/account-data/mailer.js';
import { exportIdParam, exportPagePath } from '../../../shared/email-links.js';
import { profileLanguages } from '../../../shared/operations/user.js';
import { dashboardPath } from '../../../web/src/features/dashboard/paths.js';

/**
 * The export e-mail (functions/platform/account-data/exports.ts, messages.ts). A URL signed by a Lambda's temporary
 * credentials dies with them, an hour or so after the signing on AWS, while the archive lives 24 hours: the e-mail
 * must link to the dashboard page that asks `GET /api/user/export/{id}`, which signs a fresh download at each read,
 * and state the archive's own end.
 */

const ddbMock = mockClient(DynamoDBDocumentClient);
const s3Mock = mockClient(S3Client);
const table = { ddb: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), tableName: 't' };
const builtAt = new Date('2026-11-28T06:00:00Z');
const hour = 3_600_000;
const siteUrl = 'https://alquimia.example/';

/** An S3 client whose credentials are a role session ending `sessionMs` after `from`, as a Lambda's are. */
const sessionClient = (from: Date, sessionMs: number) =>
  new S3Client({
    region: 'us-east-1',
    credentials: async () => ({
      accessKeyId: 'ASIATESTTESTTESTTEST',
      secretAccessKey: 'secret',
      sessionToken: 'token',
      expiration: new Date(from.getTime() + sessionMs),
    }),
  });

const sent: Mail[] = [];
let stored: Record<string, unknown> = {};

const depsWith = (s3: S3Client): ExportDeps => ({
  table,
  s3,
  bucket: 'files',
  sign: createResultSigner({ s3, bucket: 'files' }),
  mailer: {
    kind: 'outbox',
    send: async (mail) => {
      sent.push(mail);
      return true;
    },
  },
  siteUrl,
});

const job = (language: (typeof profileLanguages)[number]) => ({
  accountId: 'acct_1',
  exportId: `exp_0000000000000000000${profileLanguages.indexOf(language)}`,
  createdAt: builtAt.toISOString(),
  email: 'ana@example.com',
  language,
});

beforeEach(() => {
  ddbMock.reset();
  s3Mock.reset();
  sent.length = 0;
  s3Mock.on(PutObjectCommand).resolves({});
  ddbMock.on(UpdateCommand).callsFake(async (input: { ExpressionAttributeValues: Record<string, unknown> }) => {
    const values = input.ExpressionAttributeValues;
    stored = { status: values[':ready'], file: values[':file'], emailed: values[':emailed'] };
    return {};
  });
});

describe('the export e-mail', () => {
  it('links to the profile page of this export, never to a URL the building session signed', async () => {
    // The consumer's session ends an hour after the build: the answer's own signed URL says so.
    const built = await buildExport(depsWith(sessionClient(builtAt, hour)), job('pt'), [], builtAt);
    expect(built.expiresAt).toBe('2026-11-28T07:00:00.000Z');

    expect(sent).toHaveLength(1);
    const [link] = sent[0]?.links ?? [];
    expect(link).toBe(`https://alquimia.example${exportPagePath}?${exportIdParam}=${job('pt').exportId}`);
    expect(link).not.toContain('X-Amz-');
    expect(sent[0]?.text).not.toContain('X-Amz-');
    expect(sent[0]?.text).not.toContain(String(built.url));
  });

  it('states the archive’s 24 hours, not the signing session’s hour, and the link, in all four languages', async () => {
    for (const language of profileLanguages) {
      await buildExport(depsWith(sessionClient(builtAt, hour)), job(language), [], builtAt);
    }
    expect(sent.map((m) => m.to)).toEqual(profileLanguages.map(() => 'ana@example.com'));
    sent.forEach((mail, i) => {
      expect(mail.text, profileLanguages[i]).toContain('2026-11-29 06:00 UTC');
      expect(mail.text, profileLanguages[i]).not.toContain('07:00');
      expect(mail.text, profileLanguages[i]).toContain(String(mail.links?.[0]));
    });
    expect(new Set(sent.map((m) => m.subject)).size).toBe(4);
  });

  it('leads to a download signed when the page reads the export, valid until the archive’s end', async () => {
    await buildExport(depsWith(sessionClient(builtAt, hour)), job('en'), [], builtAt);
    const exportId = new URL(String(sent[0]?.links?.[0])).searchParams.get(exportIdParam);
    expect(exportId).toBe(job('en').exportId);
    ddbMock.on(GetCommand).resolves({ Item: { ...job('en'), ...stored } });

    // Five hours later, long after the building session ended, in the session of the request that reads it.
    const readAt = new Date(builtAt.getTime() + 5 * hour);
    const read = await readExport(depsWith(sessionClient(readAt, hour)), 'acct_1', String(exportId), readAt);

    const url = new URL(String(read.url));
    // The bucket is in the host or the path, as the environment's S3 endpoint makes it.
    expect(url.pathname.endsWith(`/exports/acct_1/${exportId}/alquimia-export-2026-11-28.zip`)).toBe(true);
    expect(url.searchParams.get('X-Amz-Date')).toBe('20261128T110000Z');
    expect(read.expiresAt).toBe('2026-11-28T12:00:00.000Z');
  });

  it('opens the page the web serves as the profile', () => {
    expect(dashboardPath('profile')).toBe(exportPagePath);
  });
});
