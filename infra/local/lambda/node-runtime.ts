import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../aws/paths.js';

/**
 * The Node.js distribution a Lambda runtime names (`nodejs22.x` → Node 22), taken from npm's `node` package that
 * the project pins as a dev dependency (it installs `node-<platform>-<arch>` beside itself): no global install, and
 * the version is in package.json. The sandbox mounts it as /var/lang, where Lambda keeps its Node.
 */
export function nodeDistribution(runtime: string): { readonly dir: string; readonly version: string } {
  const known = distributions.get(runtime);
  if (known) return known;
  const major = /^nodejs(\d+)\.x$/.exec(runtime)?.[1];
  if (major === undefined) throw new Error(`${runtime} is not a Node.js Lambda runtime`);
  // The package's own bin/node is the platform binary (its install copies it there from node-<platform>-<arch>).
  const dir = join(projectRoot, 'node_modules', 'node');
  const binary = join(dir, 'bin', 'node');
  if (!existsSync(binary)) {
    throw new Error(`No Node.js for ${runtime}: run npm install (the "node" dev dependency brings it into ${dir})`);
  }
  const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  if (version.replace(/^v/, '').split('.')[0] !== major) {
    throw new Error(`${runtime} needs Node.js ${major}, but the "node" dev dependency installed ${version}`);
  }
  const found = { dir, version };
  distributions.set(runtime, found);
  return found;
}

/** Asked once per runtime: the platform starts a pool per function, each of which would run `node --version`. */
const distributions = new Map<string, { readonly dir: string; readonly version: string }>();
