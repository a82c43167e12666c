import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { profileLanguages } from '../../../shared/operations/user.js';
import { table as tableDefinition } from '../../../shared/resources.js';
import { isConditionFailure } from '../../core/store/errors.js';
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
 * The background side of large exports (exports.ts): the sweep (functions/platform/sweep.ts, every 5 minutes on
 * AWS, every minute on `npm start`) takes the exports waiting in the table's index, oldest first, and builds each.
 * Taking one is a conditional write that moves its index entry `exportLeaseMs` ahead, so two overlapping runs never
 * build the same export and one whose run died is taken again after the lease; after `exportAttempts` takes it is
 * marked failed.
 */

/** Longer than a sweep run can last (its function's timeout, infra/aws/constructs/charge-sweep.ts). */
export const exportLeaseMs = 10 * 60 * 1000;
export const exportAttempts = 3;
/** Exports one sweep run builds; the rest wait for the next run. */
export const exportsPerSweep = 2;

const queuedExport = z.object({
  PK: z.string(),
  SK: z.string(),
  accountId: z.string(),
  exportId: z.string(),
  createdAt: z.string(),
  email: z.string().default(''),
  language: z.enum(profileLanguages).catch('pt'),
  attempts: z.number().int().default(0),
  [tableDefinition.indexes[0].sortKey]: z.string(),
});

/** Builds the exports waiting at `now`; returns the ids built. A failure is logged and left to the lease. */
export async function buildQueuedExports(
  deps: ExportDeps,
  now: Date,
  warn: (message: string, extra: Record<string, unknown>) => void = () => {},
): Promise<string[]> {
  const index = tableDefinition.indexes[0];
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
    const parsed = queuedExport.safeParse(raw);
    if (!parsed.success) continue;
    const job = parsed.data;
    const address = exportKey(job.accountId, job.exportId);
    if (job.attempts >= exportAttempts) {
      await markFailed(deps.table, address);
      continue;
    }
    if (!(await take(deps, job.accountId, job.exportId, String(job[index.sortKey]), now))) continue;
    try {
      await buildQueuedExport(deps, job, now);
      built.push(job.exportId);
    } catch (error) {
      warn('a queued data export could not be built; it will be tried again', {
        exportId: job.exportId,
        error: error instanceof Error ? error.name : typeof error,
      });
    }
  }
  return built;
}

/** Moves the export's index entry past the lease, if it is still where the query saw it. */
async function take(deps: ExportDeps, accountId: string, exportId: string, seen: string, now: Date) {
  try {
    await deps.table.ddb.send(
      new UpdateCommand({
        TableName: deps.table.tableName,
        Key: exportKey(accountId, exportId),
        UpdateExpression: 'SET #gsk = :lease, attempts = if_not_exists(attempts, :zero) + :one',
        ConditionExpression: '#gsk = :seen AND #status = :running',
        ExpressionAttributeNames: { '#gsk': queueIndexNames['#gsk'], '#status': 'status' },
        ExpressionAttributeValues: {
          ':lease': queueSortKey(new Date(now.getTime() + exportLeaseMs), accountId, exportId),
          ':seen': seen,
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
