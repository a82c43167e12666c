import { untilDeadline } from '../../shared/deadline.js';
import type { OperationResult } from '../core/operation.js';
import { json } from '../core/operation.js';

/** One dependency check: resolves when the dependency answers, rejects otherwise. */
export type Probe = () => Promise<unknown>;

export interface HealthReport {
  readonly status: 'ok' | 'degraded';
  readonly checks: Readonly<
    Record<string, { readonly status: 'ok' | 'error'; readonly latencyMs: number; readonly error?: string }>
  >;
  readonly time: string;
}

/** Runs every probe in parallel with a time limit; 200 when all answer, 503 otherwise (names only, no internals). */
export async function checkHealth(
  probes: Readonly<Record<string, Probe>>,
  now: () => Date,
  timeoutMs = 3000,
): Promise<OperationResult> {
  const entries = await Promise.all(
    Object.entries(probes).map(async ([name, probe]) => {
      const started = performance.now();
      try {
        // A probe out of time reports `TimeoutError`, the name of shared/deadline.ts's time-limit reason.
        await untilDeadline(probe(), { timeoutMs }, (reason) => reason);
        return [name, { status: 'ok' as const, latencyMs: Math.round(performance.now() - started) }] as const;
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'Error';
        return [
          name,
          { status: 'error' as const, latencyMs: Math.round(performance.now() - started), error: reason },
        ] as const;
      }
    }),
  );
  const checks = Object.fromEntries(entries);
  const healthy = entries.every(([, check]) => check.status === 'ok');
  const report: HealthReport = { status: healthy ? 'ok' : 'degraded', checks, time: now().toISOString() };
  return json(report, healthy ? 200 : 503);
}
