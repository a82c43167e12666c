import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const webDistDir = (root: string): string => join(root, 'dist', 'web');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when dist/web is missing, or (with `checkStale`) older than the web sources or shared code. */
export function webNeedsBuild(root: string, checkStale: boolean): boolean {
  const index = join(webDistDir(root), 'index.html');
  if (!existsSync(index)) return true;
  if (!checkStale) return false;
  const built = statSync(index).mtimeMs;
  const sources = ['web', 'shared'].map((dir) => newestMtime(join(root, dir)));
  return Math.max(...sources) > built;
}

/**
 * Builds the web app with Vite when `web/vite.config.ts` exists and the build is missing (or stale).
 * Resolves false when there is nothing to build with; rejects with Vite's output when the build fails.
 */
export async function ensureWebBuilt(root: string, options: { checkStale: boolean; quiet: boolean }): Promise<boolean> {
  const config = join(root, 'web', 'vite.config.ts');
  if (!existsSync(config)) return false;
  if (!webNeedsBuild(root, options.checkStale)) return true;
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--config', config, '--logLevel', 'warn'], {
      cwd: root,
      // Vitest runs with NODE_ENV=test, which would make Vite emit the development JSX runtime.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-8000);
      if (!options.quiet) process.stderr.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`web build failed (vite exit ${code}):\n${output}`)),
    );
  });
  return true;
}
