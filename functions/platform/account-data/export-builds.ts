import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { profileLanguages } from '../../../shared/operations/user.js';
import { table as tableDefinition } from '../../../shared/resources.js';
import { isConditionFailure } from '../../core/store/errors.js';
import { type ExportMessage, exportAttempts, exportLeaseMs } from './export-queue.js';
import {
  buildQueuedExport,
  type ExportDeps,
  exportKey,
  markFailed,
  queuedExportsPartition,
  queueIndexNames,
  queueSortKey,
} from './exports.js';

/**
 * Building a queued export outside its request, by the two parties that may: the queue's consumer, at once
 * (`deliverExport`), and the sweep, for an export still pending a lease after it was last taken (`buildQueuedExports`).
 * Either takes the export first with one conditional write (`take`), so a duplicate delivery, a redelivery or an
 * overlapping sweep never builds, stores or e-mails an export twice; after `exportAttempts` takes it is marked failed.
 */

/** Exports one sweep run builds; the rest wait for the next run. */
export const exportsPerSweep = 2;

const index = tableDefinition.indexes[0];

const queuedExport = z.object({
  accountId: z.string(),
  exportId: z.string(),
  status: z.enum(['running', 'ready', 'failed']),
  createdAt: z.string(),
  email: z.string().default(''),
  language: z.enum(profileLanguages).catch('pt'),
  attempts: z.number().int().default(0),
});

export type Warn = (message: string, extra: Record<string, unknown>) => void;

/** What a delivery of the export's message did. Only a thrown error asks for the message again. */
export type ExportDelivery =
  /** Taken and built here: stored, signed, e-mailed, marked ready. */
  | 'built'
  /** Already ready or failed (an earlier delivery or the sweep built it): nothing done. */
  | 'finished'
  /** Taken by another delivery or the sweep within its lease: nothing done; the sweep takes it if that one died. */
  | 'busy'
  /** Taken `exportAttempts` times without being built: marked failed. */
  | 'failed'
  /** No such export (expired, or its account deleted). */
  | 'gone';

/**
 * Takes the export for a build: counts the attempt and moves its index entry a lease ahead. Only while it is still
 * running and either never taken (the consumer's first delivery, at once) or its last lease is over; the condition
 * is checked by DynamoDB against the stored item, so of two concurrent takers exactly one succeeds.
 */
export async function take(deps: ExportDeps, message: ExportMessage, now: Date): Promise<boolean> {
  try {
    await deps.table.ddb.send(
      new UpdateCommand({
        TableName: deps.table.tableName,
        Key: exportKey(message.accountId, message.exportId),
        UpdateExpression: 'SET #gsk = :lease, attempts = if_not_exists(attempts, :zero) + :one',
        ConditionExpression: '#status = :running AND (attempts = :zero OR #gsk <= :due)',
        ExpressionAttributeNames: { '#gsk': queueIndexNames['#gsk'], '#status': 'status' },
        ExpressionAttributeValues: {
          ':lease': queueSortKey(new Date(now.getTime() + exportLeaseMs), message.accountId, message.exportId),
          // Index sort keys start with an ISO time; `~` sorts after the `#` that follows it.
          ':due': `${now.toISOString()}~`,
          ':running': 'running',
          ':zero': 0,
          ':one': 1,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Takes and builds one export if it is still waiting; a failed build throws, leaving the export to its lease. */
async function takeAndBuild(
  deps: ExportDeps,
  raw: Record<string, unknown>,
  message: ExportMessage,
  now: Date,
): Promise<ExportDelivery> {
  const parsed = queuedExport.safeParse(raw);
  if (!parsed.success) return 'gone';
  const job = parsed.data;
  if (job.status !== 'running') return 'finished';
  if (job.attempts >= exportAttempts) {
    await markFailed(deps.table, exportKey(message.accountId, message.exportId));
    return 'failed';
  }
  if (!(await take(deps, message, now))) return 'busy';
  await buildQueuedExport(deps, job, now);
  return 'built';
}

/** The queue consumer's side: one delivery of an export's message. */
export async function deliverExport(deps: ExportDeps, message: ExportMessage, now: Date): Promise<ExportDelivery> {
  const { Item } = await deps.table.ddb.send(
    new GetCommand({
      TableName: deps.table.tableName,
      Key: exportKey(message.accountId, message.exportId),
      ConsistentRead: true,
    }),
  );
  return Item === undefined ? 'gone' : takeAndBuild(deps, Item, message, now);
}

/**
 * The sweep's side: builds the exports whose index entry is due at `now` (never taken, or their lease over), oldest
 * first; returns the ids built. A failure is logged and left to the lease.
 */
export async function buildQueuedExports(deps: ExportDeps, now: Date, warn: Warn = () => {}): Promise<string[]> {
  const { Items } = await deps.table.ddb.send(
    new QueryCommand({
      TableName: deps.table.tableName,
      IndexName: index.name,
      KeyConditionExpression: '#gpk = :p AND #gsk <= :now',
      ExpressionAttributeNames: queueIndexNames,
      ExpressionAttributeValues: { ':p': queuedExportsPartition, ':now': `${now.toISOString()}~` },
      Limit: exportsPerSweep,
    }),
  );
  const built: string[] = [];
  for (const raw of Items ?? []) {
    const message = queuedExport.pick({ accountId: true, exportId: true }).safeParse(raw);
    if (!message.success) continue;
    try {
      if ((await takeAndBuild(deps, raw, message.data, now)) === 'built') built.push(message.data.exportId);
    } catch (error) {
      warn('a queued data export could not be built; it will be tried again', {
        exportId: message.data.exportId,
        error: error instanceof Error ? error.name : typeof error,
      });
    }
  }
  return built;
}
