import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { type BuildOptions, buildSync } from 'esbuild';
import { z } from 'zod';
import {
  type AssetSource,
  builderVersion,
  hashOfInputs,
  lastReading,
  rememberReading,
  sourceInputs,
} from './asset-inputs.js';
import { afterBundlingCommands } from './families.js';
import { gzipInstead } from './gzip-instead.js';
import { fromRoot, projectRoot } from './paths.js';

/**
 * How every Lambda asset is built, in one place: the CDK construct (AlquimiaFunction) bundles through here, and the
 * infra tests synthesize with bundling on through the same code, so what is tested is what is deployed.
 *
 * An asset is `index.mjs` (one ESM file from esbuild), the packages esbuild cannot inline installed beside it
 * (native binaries, WASM, data files) and the files the engines read at run time (fonts, workers, cmaps).
 */
export type FunctionBuild = AssetSource;

/** CommonJS dependencies call require() for built-ins; an ESM bundle has none unless we create it. */
const banner = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** esbuild options shared by every function; `external` adds the packages installed beside the bundle. */
export function esbuildOptions(build: FunctionBuild, outfile: string, root: string = projectRoot): BuildOptions {
  return {
    entryPoints: [join(root, build.entry)],
    outfile,
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    target: 'node22',
    platform: 'node',
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    // The AWS SDK is bundled too, at the lockfile's versions: the runtime's own copy is whatever version Lambda
    // ships that month, so what the tests run would not be what deploys. esbuild keeps only the clients a function
    // imports, and the sandbox (infra/local/lambda) offers no SDK, so a function that forgot one fails there first.
    external: [...build.bundle.nodeModules],
    banner: { js: banner },
    logLevel: 'error',
  };
}

/** What esbuild reads for the entry now: an in-memory build (no minifying, no source map: they read nothing more). */
function scanInputs(build: FunctionBuild, root: string): string[] {
  const result = buildSync({
    ...esbuildOptions(build, join(root, '.alquimia-unused.mjs'), root),
    minify: false,
    sourcemap: false,
    write: false,
    metafile: true,
  });
  return sourceInputs(result.metafile);
}

/**
 * The asset's hash, known before bundling, so CDK skips bundling an asset the assembly (`outdir`) already holds: a
 * warm synth bundles nothing, and a change rebuilds only the functions that read the changed files. It is the hash of
 * the files esbuild reads for the entry now (asset-inputs.ts): the list esbuild last read is reused only while those
 * files hash as they did then, and read again by esbuild otherwise. `bundleFunction` checks its own build read the same.
 */
export function assetHash(build: FunctionBuild, outdir: string, root: string = projectRoot): string {
  const last = lastReading(outdir, build);
  if (last !== undefined && hashOfInputs(build, root, last.inputs) === last.hash) return last.hash;
  const inputs = scanInputs(build, root);
  const hash = hashOfInputs(build, root, inputs);
  rememberReading(outdir, build, { inputs, hash });
  return hash;
}

/** A synth that skips bundling (unit tests of the stacks) builds no asset: any stable hash will do. */
export function unbundledAssetHash(build: FunctionBuild): string {
  return createHash('sha256')
    .update(JSON.stringify([builderVersion, build.entry, build.bundle]))
    .digest('hex');
}

const manifestSchema = z.object({
  version: z.string(),
  dependencies: z.record(z.string(), z.string()).optional(),
  optionalDependencies: z.record(z.string(), z.string()).optional(),
});

/** Where Node would find `name` when required from inside `fromDir` (a package folder), or undefined. */
function resolvePackageDir(name: string, fromDir: string): string | undefined {
  let dir = fromDir;
  const top = join(projectRoot, 'node_modules');
  for (;;) {
    const candidate = join(dir, 'node_modules', ...name.split('/'));
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === projectRoot || !dir.startsWith(projectRoot)) break;
    dir = dirname(dir);
    if (dir === top) dir = dirname(dir);
    // Skip the scope folder of a scoped package (node_modules/@scope/pkg → node_modules).
    if (dir.endsWith(`${sep}node_modules`)) dir = dirname(dir);
  }
  return undefined;
}

/**
 * The installed folders `names` need at run time: each package and, recursively, its dependencies and the optional
 * ones installed for this platform (sharp's @img/sharp-linux-x64, canvas's linux-x64-gnu binary).
 */
export function dependencyClosure(names: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (name: string, fromDir: string, optional: boolean): void => {
    const dir = resolvePackageDir(name, fromDir);
    if (dir === undefined) {
      if (optional) return;
      throw new Error(`${name} is not installed (needed from ${relative(projectRoot, fromDir) || '.'})`);
    }
    if (found.has(dir)) return;
    found.add(dir);
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')));
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, dir, false);
    for (const dep of Object.keys(manifest.optionalDependencies ?? {})) visit(dep, dir, true);
  };
  for (const name of names) visit(name, projectRoot, false);
  return [...found].sort();
}

/** The platform Lambda runs; the project's own node_modules can be copied as they are only when the host matches. */
function hostIsLambdaPlatform(): boolean {
  if (platform() !== 'linux' || arch() !== 'x64') return false;
  const report = z
    .object({ header: z.object({ glibcVersionRuntime: z.string().optional() }) })
    .safeParse(process.report.getReport());
  return report.success && report.data.header.glibcVersionRuntime !== undefined;
}

function installPackages(names: readonly string[], outputDir: string): void {
  if (names.length === 0) return;
  if (hostIsLambdaPlatform()) {
    // The lockfile's exact versions are what node_modules holds; copying is faster than an install and offline.
    for (const dir of dependencyClosure(names)) {
      const target = join(outputDir, relative(projectRoot, dir));
      if (existsSync(target)) continue;
      cpSync(dir, target, { recursive: true, dereference: true });
    }
    return;
  }
  // Another host (macOS, arm64): install the same versions for Lambda's platform instead of the host's.
  const dependencies = Object.fromEntries(
    names.map((name) => {
      const manifest = manifestSchema.parse(
        JSON.parse(readFileSync(fromRoot('node_modules', ...name.split('/'), 'package.json'), 'utf8')),
      );
      return [name, manifest.version];
    }),
  );
  writeFileSync(join(outputDir, 'package.json'), JSON.stringify({ type: 'module', dependencies }));
  execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--os=linux', '--cpu=x64', '--libc=glibc'], {
    cwd: outputDir,
    stdio: 'inherit',
  });
}

/**
 * Builds one function's asset into `outputDir` (created if missing). With `expected` (the hash CDK stores the asset
 * under, and the assembly folder that remembers what esbuild read), the hash of what this very build read must equal it: a file edited between the hash and the build
 * would otherwise leave an asset that does not match its name, served by every later synth that computes that name.
 */
export function bundleFunction(
  build: FunctionBuild,
  outputDir: string,
  expected?: { readonly hash: string; readonly outdir: string },
  root: string = projectRoot,
): void {
  mkdirSync(outputDir, { recursive: true });
  const result = buildSync({ ...esbuildOptions(build, join(outputDir, 'index.mjs'), root), metafile: true });
  if (expected !== undefined) {
    const inputs = sourceInputs(result.metafile);
    const hash = hashOfInputs(build, root, inputs);
    rememberReading(expected.outdir, build, { inputs, hash });
    if (hash !== expected.hash) throw new InputsChangedDuringSynth(build.entry);
  }
  installPackages(build.bundle.nodeModules, outputDir);
  if (build.bundle.gzipInstead) {
    gzipInstead(outputDir, build.bundle.gzipInstead, join(root, 'node_modules', '.cache', 'alquimia', 'gzip-instead'));
  }
  const commands = afterBundlingCommands(build.bundle, root, outputDir);
  if (commands.length) execFileSync('bash', ['-c', commands.join(' && ')], { stdio: 'inherit' });
}

/** The inputs of an asset changed between its hash and its build: synthesizing again builds it under its true hash. */
export class InputsChangedDuringSynth extends Error {
  constructor(readonly entry: string) {
    super(`The inputs of ${entry} changed while it was being bundled; synthesize again`);
    this.name = 'InputsChangedDuringSynth';
  }
}
