/**
 * Prints the compressed size of the scripts each moment of the site loads, against its budget, and exits 1 when
 * one is over. Read from the Vite manifest (which chunk imports which) and the built index.html; run after
 * `npm run build`:
 *   npx tsx web/scripts/bundle-size.ts [dist/web]
 * - before any input: what the page runs before the reader does anything (the boot script, the entry and its
 *   static imports). The landing is prerendered HTML, readable and painted without them.
 * - after the first input: all the landing loads once the reader taps, types or scrolls: the above, plus the module
 *   that hydrates it (`landingClientModule`, React included) and its static imports. The browser test
 *   `test/e2e/first-minutes.test.ts` checks that the landing fetches no script outside this list.
 * - the dashboard's first screen after sign-in: the above plus the dashboard's modules
 *   (`dashboardFirstScreenModules`); `test/e2e/bundle-budgets.test.ts` checks the page fetches nothing else.
 * Other chunks imported dynamically load on demand (another route, another language) and are not counted.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import {
  dashboardFirstScreenModules,
  landingClientModule,
  type Manifest,
  readManifest,
  staticClosure,
} from './manifest.js';

/** The landing's script before any input: the boot script and the entry, which hold no React. */
export const beforeInputBudgetBytes = 5 * 1024;

/**
 * Everything the landing loads once the reader uses it. React 19 with react-dom's client weighs about 60 KB gzip
 * minified (measured by `reactWeight` and printed beside the total); the app's own code on the landing keeps the
 * 90 KB it had beside Preact's 10 KB (the budget was 100 KB then): 160 KB with a little room.
 */
export const landingBudgetBytes = 160 * 1024;

/**
 * The dashboard's first screen after sign-in: the landing's scripts (React, router, query, i18n), the dashboard's
 * frame and home, and nothing of a screen not shown (Amplify's sign-in flows, other screens' schemas and pages).
 */
export const dashboardBudgetBytes = 200 * 1024;

export interface BundleFile {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
  readonly brotliBytes: number;
}

export interface BundleReport {
  readonly files: readonly BundleFile[];
  readonly totalGzipBytes: number;
  readonly totalBrotliBytes: number;
}

/** Script paths named by the built index.html (`/assets/x.js` → `assets/x.js`). */
export function htmlScripts(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const tag = match[0];
    const isScript = match[1]?.toLowerCase() === 'script';
    const isPreload = /\brel=["']?modulepreload/i.test(tag);
    if (!isScript && !isPreload) continue;
    const src = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    if (src?.endsWith('.js') && !/^[a-z]+:\/\//i.test(src)) found.add(src.replace(/^\//, ''));
  }
  return [...found];
}

const measure = (distDir: string, file: string): BundleFile => {
  const bytes = readFileSync(join(distDir, file));
  return {
    file,
    bytes: bytes.length,
    gzipBytes: gzipSync(bytes, { level: 9 }).length,
    brotliBytes: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};

const report = (distDir: string, files: Iterable<string>): BundleReport => {
  const measured = [...new Set(files)].map((file) => measure(distDir, file));
  return {
    files: measured,
    totalGzipBytes: measured.reduce((sum, f) => sum + f.gzipBytes, 0),
    totalBrotliBytes: measured.reduce((sum, f) => sum + f.brotliBytes, 0),
  };
};

const entriesOf = (manifest: Manifest): string[] => {
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  if (entries.length === 0) throw new Error('The manifest has no entry chunk');
  return entries;
};

const scriptFiles = (manifest: Manifest, keys: readonly string[]): string[] =>
  [...staticClosure(manifest, keys)]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file?.endsWith('.js') === true);

const indexScripts = (distDir: string): string[] => {
  try {
    return htmlScripts(readFileSync(join(distDir, 'index.html'), 'utf8'));
  } catch {
    // A manifest without its page (unit fixtures): the manifest alone decides.
    return [];
  }
};

/** The scripts the page runs before any input: index.html's (boot script, entry) and the entries' static imports. */
export function beforeInputBundle(distDir: string): BundleReport {
  const manifest = readManifest(distDir);
  return report(distDir, [...scriptFiles(manifest, entriesOf(manifest)), ...indexScripts(distDir)]);
}

/**
 * Every script of the landing route once the reader uses it: the manifest's entries, the landing's client module
 * and their static imports, plus index.html's scripts.
 */
export function landingBundle(distDir: string): BundleReport {
  const manifest = readManifest(distDir);
  return report(distDir, [
    ...scriptFiles(manifest, [...entriesOf(manifest), landingClientModule]),
    ...indexScripts(distDir),
  ]);
}

/** The dashboard's first screen after sign-in: the landing's scripts and the dashboard's first-screen modules. */
export function dashboardBundle(distDir: string): BundleReport {
  const manifest = readManifest(distDir);
  for (const key of dashboardFirstScreenModules)
    if (!manifest[key]) throw new Error(`The manifest has no ${key}: update dashboardFirstScreenModules`);
  const keys = [...entriesOf(manifest), landingClientModule, ...dashboardFirstScreenModules];
  return report(distDir, [...scriptFiles(manifest, keys), ...indexScripts(distDir)]);
}

/** React's own weight: react, react/jsx-runtime and react-dom/client, minified for production, gzip. */
export async function reactWeight(): Promise<number> {
  const result = await build({
    stdin: {
      contents: "export * from 'react'; export * from 'react/jsx-runtime'; export * from 'react-dom/client';",
      resolveDir: process.cwd(),
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    legalComments: 'none',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('React did not bundle');
  return gzipSync(code, { level: 9 }).length;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const line = (f: BundleFile): string =>
  `${kb(f.bytes).padStart(10)} raw ${kb(f.gzipBytes).padStart(10)} gzip ${kb(f.brotliBytes).padStart(10)} br  ${f.file}`;

/** One moment's report as printed: one line per script (raw, gzip, brotli), then the total against its budget. */
export function formatReport(report: BundleReport, name = 'landing route', budget = landingBudgetBytes): string {
  return [
    ...report.files.map(line),
    `${name}: ${report.files.length} scripts, ${kb(report.totalGzipBytes)} gzip (budget ${kb(budget)}), ${kb(report.totalBrotliBytes)} brotli`,
  ].join('\n');
}

export interface Moment {
  readonly name: string;
  readonly report: BundleReport;
  readonly budget: number;
  /** Why the budget is what it is, printed beside it. */
  readonly reason: string;
}

export const moments = (distDir: string, react: number): Moment[] => [
  {
    name: 'before any input',
    report: beforeInputBundle(distDir),
    budget: beforeInputBudgetBytes,
    reason: 'the boot script and the entry, no React: the landing is painted from HTML',
  },
  {
    name: 'landing after the first input',
    report: landingBundle(distDir),
    budget: landingBudgetBytes,
    reason: `React 19 + react-dom ${kb(react)} (measured) + the app's landing code within 90 KB`,
  },
  {
    name: 'dashboard first screen after sign-in',
    report: dashboardBundle(distDir),
    budget: dashboardBudgetBytes,
    reason: "the landing's scripts + the dashboard frame and home; sign-in flows and other screens load later",
  },
];

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? 'dist/web');
  const all = moments(distDir, await reactWeight());
  for (const moment of all) console.log(`\n${formatReport(moment.report, moment.name, moment.budget)}`);
  console.log('\nbudgets (gzip):');
  for (const { name, report, budget, reason } of all)
    console.log(
      `  ${report.totalGzipBytes > budget ? 'OVER' : 'ok  '} ${name.padEnd(38)} ${kb(report.totalGzipBytes).padStart(9)} / ${kb(budget).padStart(9)}  ${reason}`,
    );
  const over = all.filter(({ report, budget }) => report.totalGzipBytes > budget);
  if (over.length > 0) {
    console.error(`Over budget: ${over.map(({ name }) => name).join(', ')}`);
    process.exit(1);
  }
}
