/**
 * `npm run smoke -- --url https://<site> [--key <funded key>]`: a throwaway customer's first minutes against a
 * deployed (or local) site, printed as a table; exit code 1 when any check fails. Checks live in infra/smoke/.
 */
import { parseSmokeArgs, usage } from '../infra/smoke/args.js';
import { exitCodeOf, formatReport } from '../infra/smoke/report.js';
import { runSmoke } from '../infra/smoke/run.js';

let args: ReturnType<typeof parseSmokeArgs>;
try {
  args = parseSmokeArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${usage}\n`);
  process.exit(2);
}

process.stdout.write(`Smoke test of ${args.url}\n`);
const results = await runSmoke(args, (r) =>
  process.stdout.write(`  ${r.status === 'pass' ? '✓' : r.status === 'fail' ? '✗' : '–'} ${r.name}\n`),
);
process.stdout.write(`\n${formatReport(results)}\n`);
process.exit(exitCodeOf(results));
