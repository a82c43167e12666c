import { untilDeadline } from '../../shared/deadline.js';
import { AppError } from './errors.js';

/**
 * What work stopped by its caller's deadline rejects with: the AppError the signal carries (a lost job lease), else a
 * 504 `timeout` problem, which the pipeline and the job worker refund. Never a bare Error: that would be a 500 for
 * work that only ran out of time.
 */
export const stoppedByDeadline = (signal: AbortSignal | undefined, detail: string): AppError =>
  signal?.reason instanceof AppError ? signal.reason : new AppError('timeout', detail);

/** `work`'s outcome, or `stoppedByDeadline` as soon as `signal` aborts (shared/deadline.ts for the general form). */
export const untilAborted = <T>(work: Promise<T>, signal: AbortSignal, detail: string): Promise<T> =>
  untilDeadline(work, { signal }, () => stoppedByDeadline(signal, detail));
