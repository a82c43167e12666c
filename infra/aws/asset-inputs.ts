import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { z } from 'zod';
import type { BundleSpec } from './families.js';
import { projectRoot } from './paths.js';

/**
 * What a function's asset is built from, and the hash CDK names the asset by (infra/aws/bundling.ts builds it): the
 * files esbuild reads for the entry, the files copied beside the bundle, the lockfile and the build code.
 */

/** Bumped when the build changes in a way the hashed inputs do not show. */
export const builderVersion = 'alquimia-asset-4';

/** Files every build depends on beside its own inputs: the lockfile (every package version) and the build code. */
const buildFiles = [
  'package-lock.json',
  'tsconfig.json',
  'infra/aws/asset-inputs.ts',
  'infra/aws/bundling.ts',
  'infra/aws/families.ts',
  'infra/aws/gzip-instead.ts',
];

export interface AssetSource {
  /** Entry file relative to the project root. */
  readonly entry: string;
  readonly bundle: BundleSpec;
}

/**
 * The project files esbuild read for an entry, as its metafile names them (relative to the project root): packages
 * under node_modules are pinned by the lockfile, and esbuild's virtual modules (`ns:path`) are no files.
 */
export function sourceInputs(metafile: Metafile | undefined): string[] {
  return Object.keys(metafile?.inputs ?? {})
    .filter((path) => !path.startsWith('node_modules/') && !path.includes(':'))
    .sort();
}

function hashFile(hash: ReturnType<typeof createHash>, root: string, path: string): void {
  hash.update(path);
  hash.update('\0');
  const full = join(root, path);
  const stat = statSync(full, { throwIfNoEntry: false });
  if (stat?.isDirectory()) {
    for (const name of readdirSync(full).sort()) hashFile(hash, root, join(path, name));
    return;
  }
  if (stat?.isFile()) hash.update(readFileSync(full));
  hash.update('\0');
}

/** The hash of an asset built from `inputs` (what esbuild read) and its copied files, as they are on disk now. */
export function hashOfInputs(source: AssetSource, root: string, inputs: readonly string[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([builderVersion, source.entry, source.bundle, process.platform, process.arch]));
  for (const path of buildFiles) hashFile(hash, projectRoot, path);
  const copied = source.bundle.copies
    .map((c) => c.from.replace(/\/$/, ''))
    .filter((p) => !p.startsWith('node_modules/'));
  for (const path of [...copied, ...inputs]) hashFile(hash, root, path);
  return hash.digest('hex');
}

/**
 * What esbuild read for each asset when it last ran, with the hash those files had then (kept in the assembly
 * folder). While the files still hash the same, esbuild would read exactly them again, so the list is the asset's
 * actual inputs without running esbuild; once any differs, esbuild runs again (bundling.ts).
 */
const readingSchema = z.object({ inputs: z.array(z.string()), hash: z.string() });
export type Reading = z.infer<typeof readingSchema>;
const indexSchema = z.record(z.string(), readingSchema);

const indexPath = (outdir: string) => join(outdir, 'alquimia-asset-inputs.json');
/** Packages left outside the bundle change what esbuild reads, so they are part of the key with the entry. */
const keyOf = (source: AssetSource) => JSON.stringify([source.entry, source.bundle.nodeModules]);

function readIndex(outdir: string): Record<string, Reading> {
  try {
    const parsed = indexSchema.safeParse(JSON.parse(readFileSync(indexPath(outdir), 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    // Missing or unreadable: every asset's inputs are read again by esbuild, which only costs time.
    return {};
  }
}

export function lastReading(outdir: string, source: AssetSource): Reading | undefined {
  return readIndex(outdir)[keyOf(source)];
}

export function rememberReading(outdir: string, source: AssetSource, reading: Reading): void {
  const index = readIndex(outdir);
  index[keyOf(source)] = reading;
  // Written whole and renamed into place: a synth running beside this one never reads half a file.
  const path = indexPath(outdir);
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(index));
  renameSync(partial, path);
}
