import { type Check, Skip, type SmokeOptions, smokeChecks } from './checks.js';
import type { CheckResult } from './report.js';

export type { SmokeOptions } from './checks.js';

/**
 * Runs every check in order, one at a time (each paid call's remaining balance follows from the one before), and
 * answers one result per check: a thrown error is that check's failure, never the run's. `onResult` sees each
 * result as it lands, so a terminal shows progress.
 */
export async function runSmoke(
  options: SmokeOptions,
  onResult: (result: CheckResult) => void = () => {},
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of smokeChecks(options)) {
    const result = await runCheck(check);
    results.push(result);
    onResult(result);
  }
  return results;
}

async function runCheck(check: Check): Promise<CheckResult> {
  const started = performance.now();
  const ms = () => performance.now() - started;
  try {
    const detail = await check.run();
    return { name: check.name, status: 'pass', ms: ms(), detail };
  } catch (error) {
    const skipped = error instanceof Skip;
    const detail = error instanceof Error ? error.message : String(error);
    return { name: check.name, status: skipped ? 'skip' : 'fail', ms: ms(), detail };
  }
}
