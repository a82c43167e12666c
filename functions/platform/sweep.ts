import { z } from 'zod';
import { dynamo } from '../core/clients.js';
import { logger } from '../core/logger.js';
import { createDynamoMeter } from '../core/metering/dynamo-meter.js';
import { pendingGraceMs } from '../core/metering/pending.js';
import type { PendingSweep, SweepResult } from '../core/metering/types.js';

/**
 * The crash sweep (scheduled: an EventBridge rule on AWS, a timer on `npm start`). A request whose Lambda died
 * after the debit (timeout, out of memory) never settles its charge; once it has been pending longer than any API
 * function can run, it is refunded with reason `incomplete`. Safe to run concurrently and repeatedly.
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

const env = z.object({ TABLE_NAME: z.string().min(3) });

let meter: PendingSweep | undefined;

export const handler = async (): Promise<{ refunded: number }> => {
  meter ??= createDynamoMeter({ ddb: dynamo(), tableName: env.parse(process.env).TABLE_NAME });
  const { refunded } = await sweepPendingCharges(meter, new Date());
  return { refunded: refunded.length };
};
