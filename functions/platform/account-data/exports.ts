import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { exportPageLink } from '../../../shared/email-links.js';
import { randomAlphanumeric } from '../../../shared/ids.js';
import type { DataExport } from '../../../shared/operations/account-data.js';
import { type ProfileLanguage, profileLanguages } from '../../../shared/operations/user.js';
import { table as tableDefinition } from '../../../shared/resources.js';
import { notFound } from '../../core/errors.js';
import { contentDisposition } from '../../core/files/filename.js';
import { fileTtlSeconds } from '../../core/files/storage.js';
import type { ResultSigner, StoredFile } from '../../core/files/types.js';
import { accountPk, type ItemKey } from '../../core/store/keys.js';
import { epochSeconds, type TableDeps } from '../../core/store/table.js';
import { buildArchive } from './archive.js';
import { type ExportQueue, exportLeaseMs } from './export-queue.js';
import { exportInlineItems, exportRunsInline } from './export-size.js';
import type { Mailer } from './mailer.js';
import { exportReadyMail } from './messages.js';
import { type PartitionItem, readPartition, readPartitionUpTo } from './partition.js';

/**
 * Data exports (docs/privacy.md). The call reads the account's partition; up to `exportInlineItems` items it zips
 * them at once, stores the archive in the files bucket under the account's `exports/` prefix (deleted with the
 * account, and by the bucket's one-day lifecycle rule), e-mails a link to it and answers 201 `ready`. A larger
 * account's export is queued instead: 202 `running`, and the export queue's consumer (export-queue.ts,
 * export-builds.ts) builds, stores and e-mails it at once, with the sweep as its safety net. Either way a record
 * `EXPORT#<id>` is kept, which `GET /api/user/export/{id}` signs a fresh link from. The e-mail links to the
 * dashboard page that asks that route (shared/email-links.ts), never to a signed URL: a URL signed by a Lambda's
 * temporary credentials stops working when they expire, which can be hours before the archive does.
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
  /** Origin of the site the e-mailed link opens (`PUBLIC_BASE_URL`). */
  readonly siteUrl: string;
  /** Partition items built in the request; more are queued. `exportInlineItems` unless a test says otherwise. */
  readonly inlineItems?: number;
  /**
   * Where a queued export's message goes (export-queue.ts). Without one, the export waits for the sweep's next run
   * (a deployment without the queue: the platform function's environment names none).
   */
  readonly queue?: ExportQueue;
  /** A message that could not be sent is logged here; the sweep builds that export once its lease is over. */
  readonly warn?: (message: string, extra: Record<string, unknown>) => void;
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

/** Who an export goes to, from the profile among its items (the session's address when the profile has none). */
export function contactOf(items: readonly PartitionItem[], fallbackEmail: string) {
  const profile = profileContact.parse(items.find((i) => i.SK === 'PROFILE')?.item ?? {});
  return { email: profile.email || fallbackEmail, language: profile.language ?? 'pt' };
}

/**
 * The index partition (GSI1) of queued exports, the sweep's to-do list; the sort key starts with the time from which
 * the sweep may take one: a lease after it was recorded (the consumer takes it at once) or last taken.
 */
export const queuedExportsPartition = 'EXPORTS';
const queueIndex = tableDefinition.indexes[0];
export const queueIndexNames = { '#gpk': queueIndex.partitionKey, '#gsk': queueIndex.sortKey } as const;
export const queueSortKey = (takeFrom: Date, accountId: string, exportId: string): string =>
  `${takeFrom.toISOString()}#${accountId}#${exportId}`;

export async function createExport(deps: ExportDeps, who: Requester, now: Date): Promise<DataExport> {
  const exportId = newExportId();
  const createdAt = now.toISOString();
  const address = exportKey(who.accountId, exportId);
  const ttl = epochSeconds(now) + fileTtlSeconds;
  const limit = deps.inlineItems ?? exportInlineItems;
  const items = await readPartitionUpTo(deps.table, who.accountId, limit);
  if (!exportRunsInline(items.length, limit)) {
    const contact = contactOf(items, who.email);
    const sweepFrom = deps.queue === undefined ? now : new Date(now.getTime() + exportLeaseMs);
    await deps.table.ddb.send(
      new PutCommand({
        TableName: deps.table.tableName,
        Item: {
          ...address,
          type: 'export',
          exportId,
          status: 'running',
          createdAt,
          ttl,
          accountId: who.accountId,
          email: contact.email,
          language: contact.language,
          attempts: 0,
          [queueIndex.partitionKey]: queuedExportsPartition,
          [queueIndex.sortKey]: queueSortKey(sweepFrom, who.accountId, exportId),
        },
      }),
    );
    await deps.queue?.send({ accountId: who.accountId, exportId }).catch((error: unknown) => {
      deps.warn?.('a queued data export could not be announced to its consumer; the sweep will build it', {
        exportId,
        error: error instanceof Error ? error.name : typeof error,
      });
    });
    return { id: exportId, status: 'running', createdAt, url: null, expiresAt: null, size: null, emailed: false };
  }
  await deps.table.ddb.send(
    new PutCommand({
      TableName: deps.table.tableName,
      Item: { ...address, type: 'export', exportId, status: 'running', createdAt, ttl },
    }),
  );
  try {
    return await buildExport(
      deps,
      { accountId: who.accountId, exportId, createdAt, ...contactOf(items, who.email) },
      items,
      now,
    );
  } catch (error) {
    await markFailed(deps.table, address);
    throw error;
  }
}

export interface ExportJob {
  readonly accountId: string;
  readonly exportId: string;
  readonly createdAt: string;
  readonly email: string;
  readonly language: ProfileLanguage;
}

/**
 * Zips the items, stores the archive, signs a link for the answer, e-mails the page that signs a fresh one, and marks
 * the record ready (leaving the queue's index, if it was queued). Shared by the request, the export queue's consumer
 * and the sweep.
 */
export async function buildExport(
  deps: ExportDeps,
  job: ExportJob,
  items: readonly PartitionItem[],
  now: Date,
): Promise<DataExport> {
  const bytes = buildArchive(items, { accountId: job.accountId, email: job.email, exportedAt: job.createdAt });
  const filename = `alquimia-export-${job.createdAt.slice(0, 10)}.zip`;
  const file: StoredFile = {
    key: `${exportPrefix(job.accountId)}${job.exportId}/${filename}`,
    size: bytes.length,
    contentType: 'application/zip',
    filename,
    storedAt: now.toISOString(),
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
  const link = exportPageLink(deps.siteUrl, job.exportId);
  // The archive's own end: until then the page signs a fresh download each time it is opened (results.ts).
  const availableUntil = new Date(Date.parse(file.storedAt) + fileTtlSeconds * 1000).toISOString();
  const emailed =
    signed !== undefined && job.email !== ''
      ? await deps.mailer.send({
          to: job.email,
          ...exportReadyMail(job.language, link, availableUntil),
          links: [link],
        })
      : false;
  await deps.table.ddb.send(
    new UpdateCommand({
      TableName: deps.table.tableName,
      Key: exportKey(job.accountId, job.exportId),
      UpdateExpression: 'SET #status = :ready, #file = :file, emailed = :emailed REMOVE #gpk, #gsk',
      ExpressionAttributeNames: { '#status': 'status', '#file': 'file', ...queueIndexNames },
      ExpressionAttributeValues: { ':ready': 'ready', ':file': file, ':emailed': emailed },
    }),
  );
  return {
    id: job.exportId,
    status: 'ready',
    createdAt: job.createdAt,
    url: signed?.url ?? null,
    expiresAt: signed?.expiresAt ?? null,
    size: file.size,
    emailed,
  };
}

/** Builds a queued export from the whole partition (the consumer's and the sweep's side of `createExport`). */
export const buildQueuedExport = async (deps: ExportDeps, job: ExportJob, now: Date): Promise<DataExport> =>
  buildExport(deps, job, await readPartition(deps.table, job.accountId), now);

export async function markFailed({ ddb, tableName }: TableDeps, address: ItemKey): Promise<void> {
  await ddb
    .send(
      new UpdateCommand({
        TableName: tableName,
        Key: address,
        UpdateExpression: 'SET #status = :failed REMOVE #gpk, #gsk',
        ExpressionAttributeNames: { '#status': 'status', ...queueIndexNames },
        ExpressionAttributeValues: { ':failed': 'failed' },
      }),
    )
    .catch(() => undefined);
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
