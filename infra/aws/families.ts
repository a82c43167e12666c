import type { Family } from '../../shared/operations/types.js';
import { installedDependencies } from './paths.js';

/** A file or folder copied from the repository into the function's asset, beside the single-file bundle. */
export interface AssetCopy {
  /** Repository-relative source; a folder ends with `/` and its contents are copied. */
  readonly from: string;
  /** Asset-relative destination; a folder ends with `/`. */
  readonly to: string;
}

/** What a function's asset carries beside `index.mjs`: packages installed (not bundled) and files copied. */
export interface BundleSpec {
  /** Installed in the asset's node_modules: native binaries, WASM and data files esbuild cannot inline. */
  readonly nodeModules: readonly string[];
  readonly copies: readonly AssetCopy[];
  /**
   * Brotli files of the asset (paths inside it, ending `.br`) stored instead as gzip of the same bytes (`.gz`):
   * gzip is larger but inflates about three times faster, and the function inflates them at its cold start
   * (bundling.ts `gzipInstead`; docs/performance.md, "Cold starts").
   */
  readonly gzipInstead?: readonly string[];
}

/**
 * Binaries the asset's npm install leaves owner-executable only, or not at all: npm skips their postinstall
 * (`chmod u+x`) and Lambda runs the code as another user than the one who built the zip.
 */
export const packageExecutables: Readonly<Record<string, string>> = {
  '@ffmpeg-installer/linux-x64': 'node_modules/@ffmpeg-installer/linux-x64/ffmpeg',
  '@ffprobe-installer/linux-x64': 'node_modules/@ffprobe-installer/linux-x64/ffprobe',
};

/** The one font set of every family that draws text (functions/core/fonts.ts). */
const fonts: AssetCopy = { from: 'functions/fonts/', to: 'fonts/' };
const chartWorker: AssetCopy = { from: 'functions/image/engine/chart-worker.cjs', to: 'chart-worker.cjs' };
const espeakProcess: AssetCopy = { from: 'functions/audio/engine/espeak-process.mjs', to: 'espeak-process.mjs' };
// sharp's platform binary (@img/sharp-linux-x64 + libvips) is an optional dependency of sharp, installed beside the
// bundle for Lambda's platform (bundling.ts).
const ffmpeg = [
  '@ffmpeg-installer/ffmpeg',
  '@ffmpeg-installer/linux-x64',
  '@ffprobe-installer/ffprobe',
  '@ffprobe-installer/linux-x64',
];
/** The browser binary inside @sparticuz/chromium (brotli, 64 MB → 197 MB). */
export const chromiumArchive = 'node_modules/@sparticuz/chromium/bin/chromium.br';
const ocr = ['tesseract.js', 'tesseract.js-core', '@tesseract.js-data/por', '@tesseract.js-data/eng'];

/**
 * What each family's function needs beyond the table and the files bucket, in one place. Engines read their
 * files relative to the bundle (`new URL('./fonts/', import.meta.url)`), so copies land beside `index.mjs`.
 */
export const familyBundles: Readonly<Partial<Record<Family, BundleSpec>>> = {
  pdf: {
    // Chromium's archives are read from the package folder at runtime; the browser itself as gzip (renderer.ts).
    nodeModules: ['@sparticuz/chromium'],
    gzipInstead: [chromiumArchive],
    copies: [
      fonts,
      { from: 'node_modules/pdfjs-dist/cmaps/', to: 'pdfjs/cmaps/' },
      { from: 'node_modules/pdfjs-dist/standard_fonts/', to: 'pdfjs/standard_fonts/' },
    ],
  },
  image: {
    nodeModules: ['sharp', '@napi-rs/canvas', 'chart.js'],
    copies: [fonts, chartWorker],
  },
  // OCR draws no text, so the text function carries no fonts.
  text: { nodeModules: ['sharp', ...ocr], copies: [] },
  audio: {
    nodeModules: ['@echogarden/espeak-ng-emscripten', ...ffmpeg],
    copies: [espeakProcess],
  },
  video: { nodeModules: [...ffmpeg, 'sharp'], copies: [fonts] },
};

export type WorkerName = 'media' | 'image';

/** A job worker: the families whose jobs it runs, its entry and its limits. */
export interface JobWorker {
  readonly name: WorkerName;
  readonly families: readonly Family[];
  readonly entry: string;
  readonly description: string;
  readonly bundle: BundleSpec;
  readonly memoryMb: number;
  readonly ephemeralStorageMb: number;
  readonly timeoutSeconds: number;
}

/**
 * Jobs run on two workers, each carrying only its own engines: one worker with every engine was 306 MB, over
 * Lambda's 250 MB unzipped limit. ffmpeg and ffprobe alone are 142 MB, so media (video, audio) and image/OCR
 * (image, text) split cleanly. Zip functions rather than a container image: no ECR repository or Docker build in
 * the pipeline, faster cold starts for the small image jobs, and each asset is asserted under the limit in
 * test/infra/bundled.test.ts. Each family's API function sends its jobs to its worker's queue (JOBS_QUEUE_URL).
 */
export const jobWorkers: readonly JobWorker[] = [
  {
    name: 'media',
    families: ['video', 'audio'],
    entry: 'functions/jobs/media-worker.ts',
    description: 'Alquimia media job worker (video, audio)',
    bundle: {
      nodeModules: [...ffmpeg, 'sharp', '@echogarden/espeak-ng-emscripten'],
      copies: [fonts, espeakProcess],
    },
    // Sized from the documented limits (shared/operations/video.ts): inputs stream to /tmp, and a 20 × 200 MiB merge
    // with its uncapped MP4 output needs about 6.9 GiB there; 20 open decoders, the encoder and Node need about
    // 4.1 GiB of memory. 5,120 MB also gives about 2.9 vCPU, which ffmpeg uses: the same GB-seconds per output
    // minute as 3,008 MB did when the encode scales with the cores (docs/pricing.md prices a minute from it).
    memoryMb: 5120,
    ephemeralStorageMb: 10_240,
    timeoutSeconds: 15 * 60,
  },
  {
    name: 'image',
    families: ['image', 'text'],
    entry: 'functions/jobs/image-worker.ts',
    description: 'Alquimia image job worker (image, OCR)',
    bundle: { nodeModules: ['sharp', ...ocr, '@napi-rs/canvas', 'chart.js'], copies: [fonts, chartWorker] },
    memoryMb: 2048,
    ephemeralStorageMb: 1024,
    timeoutSeconds: 15 * 60,
  },
];

/** The worker that runs a family's jobs, if the family has asynchronous operations. */
export function workerOf(family: Family): JobWorker | undefined {
  return jobWorkers.find((worker) => worker.families.includes(family));
}

/** The dead-letter consumer only fails and refunds jobs: no engines. */
export const emptyBundle: BundleSpec = { nodeModules: [], copies: [] };

/**
 * Timeout (seconds) of each family's API function; the pipeline aborts near it (ctx.signal) and refunds. Never above
 * API Gateway's 29 s: a function outliving the gateway would finish, and be charged, after the caller got a 504.
 * Longer work (OCR of big images, video) runs as a job on the worker.
 */
const familyTimeouts: Readonly<Partial<Record<Family, number>>> = {};
const defaultTimeoutSeconds = 29;

export function familyTimeoutSeconds(family: Family): number {
  return familyTimeouts[family] ?? defaultTimeoutSeconds;
}

/** Families that write generated images or speech for the dashboard histories, or read them back. */
const mediaFamilies: ReadonlySet<Family> = new Set<Family>(['platform', 'image', 'audio', 'video']);

export function usesMediaBucket(family: Family): boolean {
  return mediaFamilies.has(family);
}

/** A family's bundle, its packages limited to those the project has installed (a family not landed yet has none). */
export function familyBundle(family: Family): BundleSpec {
  const spec = familyBundles[family] ?? emptyBundle;
  return {
    nodeModules: installedDependencies(spec.nodeModules),
    copies: spec.copies,
    ...(spec.gzipInstead ? { gzipInstead: spec.gzipInstead } : {}),
  };
}

/** A worker's bundle, limited the same way. */
export function workerBundleInstalled(worker: JobWorker): BundleSpec {
  return { nodeModules: installedDependencies(worker.bundle.nodeModules), copies: worker.bundle.copies };
}

const quote = (path: string): string => `'${path.replaceAll("'", "'\\''")}'`;

/**
 * Shell commands (CDK `afterBundling`) that copy a bundle's files into the asset. `inputDir` is the repository
 * root, `outputDir` the asset folder holding `index.mjs`.
 */
export function copyCommands(copies: readonly AssetCopy[], inputDir: string, outputDir: string): string[] {
  return copies.map((copy) => copyCommand(copy, inputDir, outputDir));
}

/** Every afterBundling command of a bundle: the copies, then making the installed binaries executable by all. */
export function afterBundlingCommands(spec: BundleSpec, inputDir: string, outputDir: string): string[] {
  const executables = spec.nodeModules.flatMap((name) => {
    const path = packageExecutables[name];
    return path === undefined ? [] : [`chmod a+rx ${quote(`${outputDir}/${path}`)}`];
  });
  return [...copyCommands(spec.copies, inputDir, outputDir), ...executables];
}

function copyCommand({ from, to }: AssetCopy, inputDir: string, outputDir: string): string {
  const source = `${inputDir}/${from}`;
  const target = `${outputDir}/${to}`;
  if (from.endsWith('/')) return `mkdir -p ${quote(target)} && cp -R ${quote(`${source}.`)} ${quote(target)}`;
  const parent = target.slice(0, target.lastIndexOf('/'));
  return `mkdir -p ${quote(parent)} && cp ${quote(source)} ${quote(target)}`;
}
