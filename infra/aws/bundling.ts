import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { type BuildOptions, buildSync } from 'esbuild';
import { z } from 'zod';
import { afterBundlingCommands, type BundleSpec } from './families.js';
import { fromRoot, projectRoot } from './paths.js';

/**
 * How every Lambda asset is built, in one place: the CDK construct (AlquimiaFunction) bundles through here, and the
 * infra tests synthesize with bundling on through the same code, so what is tested is what is deployed.
 *
 * An asset is `index.mjs` (one ESM file from esbuild), the packages esbuild cannot inline installed beside it
 * (native binaries, WASM, data files) and the files the engines read at run time (fonts, workers, cmaps).
 */
export interface FunctionBuild {
  /** Entry file relative to the repository root. */
  readonly entry: string;
  readonly bundle: BundleSpec;
}

/** CommonJS dependencies call require() for built-ins; an ESM bundle has none unless we create it. */
const banner = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** esbuild options shared by every function; `external` adds the packages installed beside the bundle. */
export function esbuildOptions(build: FunctionBuild, outfile: string): BuildOptions {
  return {
    entryPoints: [fromRoot(build.entry)],
    outfile,
    absWorkingDir: projectRoot,
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

/** Bumped when the build below changes in a way the hashed inputs do not show. */
const builderVersion = 'alquimia-asset-3';

/** Files every build depends on beside its own inputs: the lockfile (every package version) and the build code. */
const buildFiles = ['package-lock.json', 'infra/aws/bundling.ts', 'infra/aws/families.ts'];

const inputsIndexSchema = z.record(z.string(), z.array(z.string()));

/** Where the inputs esbuild read for each entry are remembered between synths (inside the assembly folder). */
const inputsIndexPath = (outdir: string) => join(outdir, 'alquimia-bundle-inputs.json');

function readInputsIndex(outdir: string): Record<string, string[]> {
  const path = inputsIndexPath(outdir);
  if (!existsSync(path)) return {};
  const parsed = inputsIndexSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  return parsed.success ? parsed.data : {};
}

function rememberInputs(outdir: string, entry: string, inputs: readonly string[]): void {
  const index = readInputsIndex(outdir);
  index[entry] = [...inputs];
  writeFileSync(inputsIndexPath(outdir), JSON.stringify(index));
}

/**
 * The repository files esbuild reads for an entry (packages under node_modules are pinned by the lockfile, so they
 * are left out of the hash).
 */
function bundleInputs(build: FunctionBuild): string[] {
  const result = buildSync({
    ...esbuildOptions(build, join(projectRoot, '.alquimia-unused.mjs')),
    write: false,
    metafile: true,
  });
  return Object.keys(result.metafile?.inputs ?? {})
    .filter((path) => !path.startsWith('node_modules/') && !path.includes(':'))
    .sort();
}

function hashFile(hash: ReturnType<typeof createHash>, path: string): void {
  hash.update(path);
  hash.update('\0');
  const full = fromRoot(path);
  const stat = statSync(full, { throwIfNoEntry: false });
  if (stat?.isDirectory()) {
    for (const name of readdirSync(full).sort()) hashFile(hash, join(path, name));
    return;
  }
  if (stat?.isFile()) hash.update(readFileSync(full));
  hash.update('\0');
}

/**
 * The asset's hash, known before bundling, so CDK skips bundling an asset the assembly already holds (a warm synth
 * bundles nothing, and a change rebuilds only the functions that read the changed files): the entry's own inputs as
 * esbuild last read them (remembered in the assembly folder; a new import can only appear by changing one of them),
 * the copied files, the lockfile and this build code.
 */
export function assetHash(build: FunctionBuild, outdir: string): string {
  let inputs = readInputsIndex(outdir)[build.entry];
  if (inputs === undefined) {
    inputs = bundleInputs(build);
    rememberInputs(outdir, build.entry, inputs);
  }
  const hash = createHash('sha256');
  hash.update(JSON.stringify([builderVersion, build.entry, build.bundle, process.platform, process.arch]));
  const copied = build.bundle.copies
    .map((c) => c.from.replace(/\/$/, ''))
    .filter((p) => !p.startsWith('node_modules/'));
  for (const path of [...buildFiles, ...copied, ...inputs]) hashFile(hash, path);
  return hash.digest('hex');
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

/** Builds one function's asset into `outputDir` (created if missing); remembers what esbuild read in `outdir`. */
export function bundleFunction(build: FunctionBuild, outputDir: string, outdir?: string): void {
  mkdirSync(outputDir, { recursive: true });
  const result = buildSync({ ...esbuildOptions(build, join(outputDir, 'index.mjs')), metafile: true });
  if (outdir !== undefined) {
    const inputs = Object.keys(result.metafile?.inputs ?? {}).filter(
      (path) => !path.startsWith('node_modules/') && !path.includes(':'),
    );
    rememberInputs(outdir, build.entry, inputs.sort());
  }
  installPackages(build.bundle.nodeModules, outputDir);
  const commands = afterBundlingCommands(build.bundle, projectRoot, outputDir);
  if (commands.length) execFileSync('bash', ['-c', commands.join(' && ')], { stdio: 'inherit' });
}
