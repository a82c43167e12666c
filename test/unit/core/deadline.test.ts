import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stoppedByDeadline, untilAborted } from '../../../functions/core/deadline.js';
import { AppError } from '../../../functions/core/errors.js';
import { timeLimitText, untilDeadline, withDeadline } from '../../../shared/deadline.js';

/** A promise settled from outside, so the tests decide what finishes first without waiting on real time. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

class Stopped extends Error {
  constructor(readonly reason: unknown) {
    super('stopped');
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('untilDeadline', () => {
  it('settles with the work when it finishes first, and leaves no timer or listener behind', async () => {
    const controller = new AbortController();
    const work = deferred<string>();
    const raced = untilDeadline(work.promise, { signal: controller.signal, timeoutMs: 1000 }, (r) => new Stopped(r));
    work.resolve('done');
    await expect(raced).resolves.toBe('done');
    expect(vi.getTimerCount()).toBe(0);
    controller.abort(new Error('late'));
    await expect(raced).resolves.toBe('done');
  });

  it("passes the work's own failure through unchanged", async () => {
    const failure = new Error('engine broke');
    await expect(untilDeadline(Promise.reject(failure), { timeoutMs: 1000 }, (r) => new Stopped(r))).rejects.toBe(
      failure,
    );
  });

  it("rejects with the caller's error, given the signal's reason, when the signal aborts first", async () => {
    const controller = new AbortController();
    const raced = untilDeadline(deferred<string>().promise, { signal: controller.signal }, (r) => new Stopped(r));
    const reason = new Error('client went away');
    controller.abort(reason);
    const error = await raced.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stopped);
    expect(error instanceof Stopped && error.reason).toBe(reason);
  });

  it('rejects at once when the signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort('gone');
    const error = await untilDeadline(
      deferred<string>().promise,
      { signal: controller.signal },
      (r) => new Stopped(r),
    ).catch((e: unknown) => e);
    expect(error instanceof Stopped && error.reason).toBe('gone');
  });

  it('rejects with a TimeoutError reason when the time limit passes first', async () => {
    const raced = untilDeadline(deferred<string>().promise, { timeoutMs: 500 }, (r) => new Stopped(r));
    const caught = raced.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    const error = await caught;
    expect(error).toBeInstanceOf(Stopped);
    expect(error instanceof Stopped && error.reason instanceof DOMException && error.reason.name).toBe('TimeoutError');
  });
});

describe('withDeadline', () => {
  it("aborts the work's signal with the caller's reason and releases the timer after", async () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const run = withDeadline({ signal: controller.signal, timeoutMs: 60_000 }, (signal) => {
      seen = signal;
      return new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    controller.abort(new Error('caller stopped'));
    await expect(run).rejects.toThrow('caller stopped');
    expect(seen?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('aborts the work with its own reason when the time limit passes', async () => {
    const run = withDeadline({ timeoutMs: 250, reason: () => new Error('provider timeout') }, (signal) => {
      return new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    const caught = run.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(250);
    expect(await caught).toEqual(new Error('provider timeout'));
  });

  it("hands the work an aborted signal when the caller's already is", async () => {
    const controller = new AbortController();
    controller.abort('before');
    const reason = await withDeadline({ signal: controller.signal, timeoutMs: 1000 }, async (signal) => signal.reason);
    expect(reason).toBe('before');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('withDeadline without a time limit', () => {
  it("follows only the caller's signal and sets no timer", async () => {
    const controller = new AbortController();
    const run = withDeadline({ signal: controller.signal }, (signal) => {
      return new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    expect(vi.getTimerCount()).toBe(0);
    controller.abort(new Error('lease lost'));
    await expect(run).rejects.toThrow('lease lost');
  });
});

describe('timeLimitText', () => {
  it('writes a limit under a second in milliseconds, never as "0 s"', () => {
    expect(timeLimitText(300)).toBe('300 ms');
    expect(timeLimitText(999.9)).toBe('999 ms');
  });

  it('writes seconds with at most one decimal, rounded down so "did not finish within" stays true', () => {
    expect([timeLimitText(1000), timeLimitText(1250), timeLimitText(1999), timeLimitText(30_000)]).toEqual([
      '1 s',
      '1.2 s',
      '1.9 s',
      '30 s',
    ]);
  });
});

describe('untilAborted (functions)', () => {
  it('rejects with a 504 timeout problem when the deadline signal fires first', async () => {
    const controller = new AbortController();
    const raced = untilAborted(deferred<string>().promise, controller.signal, 'The job did not finish in time.');
    controller.abort();
    await expect(raced).rejects.toMatchObject({ code: 'timeout', message: 'The job did not finish in time.' });
  });

  it('rejects with the AppError the signal carries (a lost lease), not a timeout', async () => {
    const controller = new AbortController();
    const lost = new AppError('internal_error', 'The job lease was lost.');
    const raced = untilAborted(deferred<string>().promise, controller.signal, 'unused');
    controller.abort(lost);
    await expect(raced).rejects.toBe(lost);
    expect(stoppedByDeadline(undefined, 'detail')).toMatchObject({ code: 'timeout' });
  });
});
