import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { fromRoot } from '../../aws/paths.js';

/**
 * Brings `outdir` up to date with the sources: synthesizes the dev stacks with bundling on (synth-assembly.ts, in
 * a process of its own) so every function's asset is what `cdk deploy` would upload. Only changed functions are
 * bundled again: an asset's hash is known from its inputs before bundling.
 */
export async function synthesizeAssembly(outdir: string, options: { readonly quiet?: boolean } = {}): Promise<void> {
  mkdirSync(outdir, { recursive: true });
  const run = promisify(execFile)(
    fromRoot('node_modules/.bin/tsx'),
    [fromRoot('infra/local/lambda/synth-assembly.ts'), outdir],
    { cwd: fromRoot(), timeout: 1_800_000, maxBuffer: 64 * 1024 * 1024 },
  );
  if (!options.quiet) run.child.stderr?.pipe(process.stderr);
  await run;
}
