import type { FunctionLoader } from './gateway/functions.js';

/** The scheduled functions EventBridge runs on AWS, with the period the local platform runs them at. */
export const localSchedules = [
  // The crash sweep: refunds charges whose request never completed (functions/platform/sweep.ts).
  { functionFile: 'functions/platform/sweep.ts', everyMs: 60_000 },
] as const;

export interface Schedules {
  /** Runs every scheduled function once, now (developers and tests: `POST /local/schedules/run`). */
  runNow(): Promise<{ readonly functionFile: string; readonly result: unknown }[]>;
  stop(): Promise<void>;
}

const scheduledEvent = { source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} };

/**
 * Runs each scheduled function on a timer, one run at a time per function (a slow run is never overlapped), the
 * way EventBridge invokes it on AWS: a scheduled event, no context it needs. Failures are reported, not fatal.
 */
export function startSchedules(
  load: FunctionLoader,
  logError: (line: string) => void,
  schedules: readonly { readonly functionFile: string; readonly everyMs: number }[] = localSchedules,
): Schedules {
  const running = new Set<Promise<void>>();
  const timers = schedules.map(({ functionFile, everyMs }) => {
    let busy = false;
    return setInterval(() => {
      if (busy) return;
      busy = true;
      const run = load(functionFile)
        .then((fn) => fn(scheduledEvent, {}))
        .then(
          () => undefined,
          (error: unknown) => logError(`${functionFile}: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    }, everyMs).unref();
  });
  return {
    runNow: () =>
      Promise.all(
        schedules.map(async ({ functionFile }) => ({
          functionFile,
          result: await (await load(functionFile))(scheduledEvent, {}),
        })),
      ),
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
