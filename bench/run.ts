/**
 * `npm run bench`: runs every `bench/*.bench.ts` in turn (never in parallel: they share two cores). Each
 * file's default export prints its own table, each figure beside an anchor measured in the same run.
 *
 * Each bench runs in a process of its own, started with the functions' process settings (runtime-environment.ts:
 * glibc's heap tuning only takes effect at process start), so a handler is measured as Lambda runs it, and one
 * bench's memory (peak RSS, warm workers) never shows in another's figures.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runtimeEnvironment } from '../infra/aws/runtime-environment.js';

const dir = dirname(fileURLToPath(import.meta.url));
const oneFlag = '--one';

if (process.argv[2] === oneFlag) await runOne(process.argv[3] ?? '');
else runAll(process.argv.slice(2));

function runAll(only: readonly string[]): void {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    .sort();
  const settings = Object.entries(runtimeEnvironment).map(([name, value]) => `${name}=${value}`);
  process.stdout.write(`process settings of the functions: ${settings.join(' ')}\n`);
  let failed = 0;
  for (const file of files) {
    process.stdout.write(`\n== ${file}\n`);
    // tsx's loader flags are in execArgv; the child runs this file again, for one bench.
    const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), oneFlag, file], {
      env: { ...process.env, ...runtimeEnvironment },
      stdio: 'inherit',
    });
    if (child.status !== 0) failed++;
  }
  process.stdout.write(`\n${files.length - failed} of ${files.length} benches ran.\n`);
  process.exit(failed > 0 ? 1 : 0);
}

async function runOne(file: string): Promise<void> {
  try {
    const mod: unknown = await import(pathToFileURL(join(dir, file)).href);
    const bench: unknown = typeof mod === 'object' && mod !== null ? Reflect.get(mod, 'default') : undefined;
    if (typeof bench !== 'function') throw new Error('no default export function');
    await Reflect.apply(bench, undefined, []);
  } catch (error) {
    process.stderr.write(
      `${file} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  }
  process.exit(0);
}
