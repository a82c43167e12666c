import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

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

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** How long a build's assets stay served after a newer build replaces it (pages loaded before keep loading chunks). */
export const carriedAssetAge = 60 * 60 * 1000;

/**
 * Hard-links into `next/assets` the files of `current/assets` that the new build lacks and that are younger than
 * `maxAgeMs`: a page loaded from the previous build still finds its lazy chunks after the swap. Hashed names never
 * collide; a link keeps the file's first mtime, so carried files age out instead of piling up build after build.
 */
export function carryRecentAssets(current: string, next: string, now: number, maxAgeMs: number): string[] {
  const from = join(current, 'assets');
  const to = join(next, 'assets');
  if (!existsSync(from) || !existsSync(to)) return [];
  const carried: string[] = [];
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const stat = statSync(source);
    if (!stat.isFile() || now - stat.mtimeMs > maxAgeMs || existsSync(join(to, name))) continue;
    linkSync(source, join(to, name));
    carried.push(name);
  }
  return carried;
}

/**
 * Puts the finished build `next` at `target` with two renames (the old folder aside, the new one in), so a reader
 * sees either the whole old build or the whole new one, never a half-written or emptied folder; then removes the
 * old one. When another builder swaps its own build in between the two renames, the rename finds `target`
 * occupied and the swap starts over (the last build to finish wins).
 */
export function swapInBuild(next: string, target: string): void {
  for (let attempt = 0; ; attempt++) {
    const aside = join(dirname(target), `${basename(target)}.old-${process.pid}-${randomBytes(4).toString('hex')}`);
    let movedAside = false;
    try {
      renameSync(target, aside);
      movedAside = true;
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
    }
    try {
      renameSync(next, target);
      return;
    } catch (error) {
      const occupied = errorCode(error) === 'ENOTEMPTY' || errorCode(error) === 'EEXIST';
      if (!occupied || attempt >= 5) throw error;
    } finally {
      if (movedAside) rmSync(aside, { recursive: true, force: true });
    }
  }
}

/**
 * Builds the web app with Vite when `web/vite.config.ts` exists and the build is missing (or stale), into a sibling
 * folder of dist/web swapped in when complete (`swapInBuild`): browser runs sharing this tree keep being served while
 * another run rebuilds. Resolves false when there is nothing to build with; rejects with Vite's output when the
 * build fails.
 */
export async function ensureWebBuilt(root: string, options: { checkStale: boolean; quiet: boolean }): Promise<boolean> {
  const config = join(root, 'web', 'vite.config.ts');
  if (!existsSync(config)) return false;
  if (!webNeedsBuild(root, options.checkStale)) return true;
  const target = webDistDir(root);
  const next = `${target}.next-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await viteBuild(root, config, next, options.quiet);
    carryRecentAssets(target, next, Date.now(), carriedAssetAge);
    swapInBuild(next, target);
  } finally {
    rmSync(next, { recursive: true, force: true });
  }
  return true;
}

function viteBuild(root: string, config: string, outDir: string, quiet: boolean): Promise<void> {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--config', config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      // Vitest runs with NODE_ENV=test, which would make Vite emit the development JSX runtime.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-8000);
      if (!quiet) process.stderr.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`web build failed (vite exit ${code}):\n${output}`)),
    );
  });
}
