import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Progress of the job running in the current async context. Engines call reportProgress() (ffmpeg's `-progress`
 * output, say) without knowing whether they run in a job: outside one it does nothing, inside one the worker
 * writes the latest value to the job record on its next heartbeat.
 */
export interface ProgressSink {
  report(percent: number): void;
}

const current = new AsyncLocalStorage<ProgressSink>();

export const withProgress = <T>(sink: ProgressSink, work: () => Promise<T>): Promise<T> => current.run(sink, work);

/** 0–100; values are clamped and only ever move forward. */
export function reportProgress(percent: number): void {
  if (!Number.isFinite(percent)) return;
  current.getStore()?.report(Math.max(0, Math.min(100, percent)));
}
