import { z } from 'zod';
import { dynamo } from '../core/clients.js';
import { logger } from '../core/logger.js';
import { createDynamoMeter } from '../core/metering/dynamo-meter.js';
import { pendingGraceMs } from '../core/metering/pending.js';
import type { PendingSweep, SweepResult } from '../core/metering/types.js';
import { finishPendingDeletions } from './account-data/delete.js';
import { buildQueuedExports } from './account-data/export-builds.js';
import { accountDataDeps } from './account-data/wiring.js';
import type { AccountDataDeps } from './deps.js';

/**
 * The crash sweep (scheduled: an EventBridge rule on AWS, a timer on `npm start`). A request whose Lambda died
 * after the debit (timeout, out of memory) never settles its charge; once it has been pending longer than any API
 * function can run, it is refunded with reason `incomplete`. The same run finishes account deletions interrupted
 * after they were recorded (account-data/delete.ts) and builds the large data exports the export queue's consumer
 * did not: a message lost, or a consumer that died, leaves an export pending past its lease
 * (account-data/export-builds.ts). Safe to run concurrently and repeatedly.
 */
export async function sweepPendingCharges(
  meter: PendingSweep,
  now: Date,
  graceMs: number = pendingGraceMs,
): Promise<SweepResult> {
  const result = await meter.sweep(new Date(now.getTime() - graceMs), now);
  if (result.refunded.length > 0) {
    logger.warn('refunded charges whose request never completed', { refunded: result.refunded });
  }
  return result;
}

/** The account-data part of a run: deletions begun longer ago than any API function lives, then stalled exports. */
export async function sweepAccountData(
  deps: AccountDataDeps,
  now: Date,
  graceMs: number = pendingGraceMs,
): Promise<{ deletionsFinished: number; exportsBuilt: number }> {
  const warn = (message: string, extra: Record<string, unknown>) => logger.warn(message, extra);
  const finished = await finishPendingDeletions(deps.deletion, new Date(now.getTime() - graceMs), now);
  if (finished.length > 0) logger.warn('finished account deletions that had stopped half way', { finished });
  const built = await buildQueuedExports(deps.exports, now, warn);
  return { deletionsFinished: finished.length, exportsBuilt: built.length };
}

const env = z.object({ TABLE_NAME: z.string().min(3) });

let meter: PendingSweep | undefined;

export const handler = async (): Promise<{ refunded: number; deletionsFinished: number; exportsBuilt: number }> => {
  meter ??= createDynamoMeter({ ddb: dynamo(), tableName: env.parse(process.env).TABLE_NAME });
  const { refunded } = await sweepPendingCharges(meter, new Date());
  const accountData = await sweepAccountData(await accountDataDeps(), new Date());
  return { refunded: refunded.length, ...accountData };
};
