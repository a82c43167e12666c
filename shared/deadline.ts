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
 * A time limit as a problem detail writes it ("did not finish within …"): milliseconds under a second, else seconds
 * with at most one decimal. Rounded down, so the sentence stays true: what did not finish within 1.25 s did not
 * within 1.2 s either (rounding up or to whole seconds would say "within 0 s" for 300 ms).
 */
export function timeLimitText(timeoutMs: number): string {
  const ms = Math.max(0, Math.floor(timeoutMs));
  return ms < 1000 ? `${ms} ms` : `${Math.floor(ms / 100) / 10} s`;
}

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
 * passed (with `reason()`, by default `timeoutReason`), whichever comes first; with no `timeoutMs`, only the
 * caller's signal. The timer and the listener are released when the work settles. This is how a caller's signal
 * and a time limit are combined (never `AbortSignal.any` over an `AbortSignal.timeout`: see the top of this file).
 */
export async function withDeadline<T>(
  deadline: Deadline & { readonly reason?: () => unknown },
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { signal, timeoutMs } = deadline;
  const controller = new AbortController();
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => controller.abort(deadline.reason?.() ?? timeoutReason(timeoutMs)), timeoutMs);
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
