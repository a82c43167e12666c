import { AppError } from '../errors.js';
import type { Started, Step } from './state.js';

/**
 * A request's deadline: the Lambda's remaining time or the gateway's 29 s, whichever comes first, less this margin,
 * kept to answer a 504 problem and refund before the gateway answers its own 504 to a client that then never sees
 * ours. Every store and engine call on the request path carries the deadline's signal (state.signal).
 */
export const deadlineMarginMs = 1500;

export const timedOutDetail = 'The operation did not finish in time.';

export const timedOut = (cause?: unknown): AppError =>
  new AppError('timeout', timedOutDetail, cause === undefined ? {} : { cause });

/** Throws the 504 problem when the deadline has passed: an answer computed too late is not settled as a success. */
export function checkDeadline(state: Pick<Started, 'signal'>): void {
  if (state.signal.aborted) throw timedOut();
}

/**
 * Registered last so its error handler runs first: a failure that is only the deadline's abort surfacing (an SDK
 * call or engine cancelled by the signal) is the 504 it means, not a 500, before anything refunds or answers.
 */
export const deadline: Step = {
  name: 'deadline',
  onError: (request) => {
    const state = request.internal.state;
    if (state?.signal.aborted && !(request.error instanceof AppError)) {
      request.error = timedOut(request.error);
    }
  },
};
