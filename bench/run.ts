/**
 * `npm run bench`: runs every `bench/*.bench.ts` in turn (never in parallel: they share two cores). Each
 * file's default export prints its own table, each figure beside an anchor measured in the same run.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failed = 0;
for (const file of files) {
  process.stdout.write(`\n== ${file}\n`);
  try {
    const mod: unknown = await import(pathToFileURL(join(dir, file)).href);
    const bench: unknown = typeof mod === 'object' && mod !== null ? Reflect.get(mod, 'default') : undefined;
    if (typeof bench !== 'function') throw new Error('no default export function');
    await Reflect.apply(bench, undefined, []);
  } catch (error) {
    failed++;
    process.stderr.write(
      `${file} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
}
process.stdout.write(`\n${files.length - failed} of ${files.length} benches ran.\n`);
process.exit(failed > 0 ? 1 : 0);
