import { AppError } from '../../core/errors.js';

/**
 * What an engine stopped by the caller's deadline rejects with: the AppError the signal carries, else a 504
 * `timeout` problem, which the pipeline refunds. Never a bare Error: that would be a 500 for a request that only ran
 * out of time.
 */
export const stoppedByDeadline = (signal: AbortSignal | undefined, detail: string): AppError =>
  signal?.reason instanceof AppError ? signal.reason : new AppError('timeout', detail);
