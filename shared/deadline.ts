/**
 * Deadlines for promises and signals, one way for the functions, the local platform and the tests.
 *
 * Every timer here is held by a closure until the work settles, never handed to `AbortSignal.any` alone: on Node 20
 * `any` holds its sources weakly, so an `AbortSignal.timeout` nobody else references can be garbage-collected before
 * it fires (a stalled peer then hangs until the Lambda's own deadline).
 */

export interface Deadline {
  /** The caller's signal: when it aborts, the work is stopped with its reason. */
  readonly signal?: AbortSignal | undefined;
  /** A time limit in milliseconds from now. */
  readonly timeoutMs?: number | undefined;
}

/** The reason a deadline's time limit reports, as `AbortSignal.timeout` would (`name` is `TimeoutError`). */
export const timeoutReason = (timeoutMs: number): DOMException =>
  new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError');

/**
 * `work`'s own outcome, unless the deadline comes first: then a rejection with `stopped(reason)`, where `reason` is
 * the signal's reason or `timeoutReason(timeoutMs)`. The work itself is not cancelled: hand it the signal for that.
 * A signal already aborted rejects at once.
 */
export function untilDeadline<T>(
  work: Promise<T>,
  deadline: Deadline,
  stopped: (reason: unknown) => unknown,
): Promise<T> {
  const { signal, timeoutMs } = deadline;
  if (signal?.aborted) {
    work.catch(() => undefined);
    return Promise.reject(stopped(signal.reason));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(stopped(signal?.reason));
    const timer =
      timeoutMs === undefined ? undefined : setTimeout(() => reject(stopped(timeoutReason(timeoutMs))), timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    });
  });
}

/**
 * Runs `work` with a signal that aborts when the caller's signal does (with its reason) or when `timeoutMs` has
 * passed (with `reason()`, by default `timeoutReason`), whichever comes first. The timer and the listener are
 * released when the work settles.
 */
export async function withDeadline<T>(
  deadline: Deadline & { readonly timeoutMs: number; readonly reason?: () => unknown },
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { signal, timeoutMs } = deadline;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(deadline.reason?.() ?? timeoutReason(timeoutMs)), timeoutMs);
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) onAbort();
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
