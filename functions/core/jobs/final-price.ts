import { operationPrice } from '../../../shared/operations/pricing.js';
import type { Implementation } from '../implement.js';
import type { Meter } from '../metering/types.js';
import type { OperationResult } from '../operation.js';
import type { JobRecord } from './types.js';

/**
 * A job whose price depends on sizes only its run could measure (a video job's output length) was charged at
 * accept for the most its operation accepts (PerDurationRule's maxSeconds). When it succeeds, the price is computed
 * again from what the run measured and the charge is lowered to it, the difference going back to the balance: the
 * credits the job record shows. Never raised: the accept-time price is the most a job costs. Runs before the job is
 * marked succeeded, so a crash in between is finished by the redelivery (the meter's guard makes it happen once).
 * Answers the final price, or undefined when the charge stands as accepted.
 */
export async function settleFinalPrice(
  job: JobRecord,
  implementation: Implementation | undefined,
  result: OperationResult,
  input: () => Promise<unknown>,
  meter: Pick<Meter, 'reprice'>,
  now: Date,
): Promise<number | undefined> {
  const debit = job.debit;
  if (!result.measured || !debit || !implementation || !meter.reprice) return undefined;
  const final = operationPrice(implementation.operation, await input(), implementation.engine(), result.measured);
  if (!(final < debit.credits)) return undefined;
  await meter.reprice(debit, final, now);
  return final;
}
