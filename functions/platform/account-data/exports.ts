import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { randomAlphanumeric } from '../../../shared/ids.js';
import type { DataExport } from '../../../shared/operations/account-data.js';
import { profileLanguages } from '../../../shared/operations/user.js';
import { notFound } from '../../core/errors.js';
import { contentDisposition } from '../../core/files/filename.js';
import { fileTtlSeconds } from '../../core/files/storage.js';
import type { ResultSigner, StoredFile } from '../../core/files/types.js';
import { accountPk, type ItemKey } from '../../core/store/keys.js';
import { epochSeconds, type TableDeps } from '../../core/store/table.js';
import { buildArchive } from './archive.js';
import type { Mailer } from './mailer.js';
import { exportReadyMail } from './messages.js';
import { readPartition } from './partition.js';

/**
 * Data exports (docs/privacy.md). One call reads the account's partition, zips it, stores the archive in the files
 * bucket under the account's `exports/` prefix (deleted with the account, and by the bucket's one-day lifecycle
 * rule) and keeps a record `EXPORT#<id>` that `GET /api/user/export/{id}` signs a fresh link from. The link is also
 * e-mailed.
 */

export const exportPrefix = (accountId: string): string => `exports/${accountId}/`;
export const exportKey = (accountId: string, exportId: string): ItemKey => ({
  PK: accountPk(accountId),
  SK: `EXPORT#${exportId}`,
});
export const newExportId = (): string => `exp_${randomAlphanumeric(20)}`;

const storedFile = z.object({
  key: z.string(),
  size: z.number(),
  contentType: z.string(),
  filename: z.string(),
  storedAt: z.string(),
});

export const exportItem = z.object({
  exportId: z.string(),
  status: z.enum(['running', 'ready', 'failed']),
  createdAt: z.string(),
  file: storedFile.optional(),
  emailed: z.boolean().default(false),
});
export type ExportItem = z.infer<typeof exportItem>;

export interface ExportDeps {
  readonly table: TableDeps;
  readonly s3: S3Client;
  readonly bucket: string;
  readonly sign: ResultSigner;
  readonly mailer: Mailer;
}

export interface Requester {
  readonly accountId: string;
  /** Where the link is e-mailed; the stored profile's address wins over the session's. */
  readonly email: string;
}

const profileContact = z.object({
  email: z.string().optional(),
  language: z.enum(profileLanguages).optional().catch(undefined),
});

export async function createExport(deps: ExportDeps, who: Requester, now: Date): Promise<DataExport> {
  const exportId = newExportId();
  const createdAt = now.toISOString();
  const address = exportKey(who.accountId, exportId);
  const ttl = epochSeconds(now) + fileTtlSeconds;
  await deps.table.ddb.send(
    new PutCommand({
      TableName: deps.table.tableName,
      Item: { ...address, type: 'export', exportId, status: 'running', createdAt, ttl },
    }),
  );
  try {
    const items = await readPartition(deps.table, who.accountId);
    const profile = profileContact.parse(items.find((i) => i.SK === 'PROFILE')?.item ?? {});
    const email = profile.email || who.email;
    const bytes = buildArchive(items, { accountId: who.accountId, email, exportedAt: createdAt });
    const filename = `alquimia-export-${createdAt.slice(0, 10)}.zip`;
    const file: StoredFile = {
      key: `${exportPrefix(who.accountId)}${exportId}/${filename}`,
      size: bytes.length,
      contentType: 'application/zip',
      filename,
      storedAt: createdAt,
    };
    await deps.s3.send(
      new PutObjectCommand({
        Bucket: deps.bucket,
        Key: file.key,
        Body: bytes,
        ContentType: file.contentType,
        ContentDisposition: contentDisposition(filename),
      }),
    );
    const signed = await deps.sign(file, now);
    const emailed =
      signed !== undefined && email !== ''
        ? await deps.mailer.send({
            to: email,
            ...exportReadyMail(profile.language ?? 'pt', signed.url, signed.expiresAt),
            links: [signed.url],
          })
        : false;
    await deps.table.ddb.send(
      new UpdateCommand({
        TableName: deps.table.tableName,
        Key: address,
        UpdateExpression: 'SET #status = :ready, #file = :file, emailed = :emailed',
        ExpressionAttributeNames: { '#status': 'status', '#file': 'file' },
        ExpressionAttributeValues: { ':ready': 'ready', ':file': file, ':emailed': emailed },
      }),
    );
    return {
      id: exportId,
      status: 'ready',
      createdAt,
      url: signed?.url ?? null,
      expiresAt: signed?.expiresAt ?? null,
      size: file.size,
      emailed,
    };
  } catch (error) {
    await deps.table.ddb
      .send(
        new UpdateCommand({
          TableName: deps.table.tableName,
          Key: address,
          UpdateExpression: 'SET #status = :failed',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':failed': 'failed' },
        }),
      )
      .catch(() => undefined);
    throw error;
  }
}

export async function readExport(
  deps: ExportDeps,
  accountId: string,
  exportId: string,
  now: Date,
): Promise<DataExport> {
  const { Item } = await deps.table.ddb.send(
    new GetCommand({ TableName: deps.table.tableName, Key: exportKey(accountId, exportId), ConsistentRead: true }),
  );
  if (!Item) throw notFound('No such export.');
  const record = exportItem.parse(Item);
  const signed = record.status === 'ready' && record.file ? await deps.sign(record.file, now) : undefined;
  return {
    id: record.exportId,
    status: record.status,
    createdAt: record.createdAt,
    url: signed?.url ?? null,
    expiresAt: signed?.expiresAt ?? null,
    size: record.file?.size ?? null,
    emailed: record.emailed,
  };
}
