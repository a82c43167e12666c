/**
 * Prints the compressed size of every script the landing page loads and exits 1 above the budget. Counted: the
 * entry chunk, the module that hydrates the landing (`landingClientModule`, which the entry imports once the
 * page is idle), every chunk they import statically (transitively, from the Vite manifest), and every script
 * `index.html` names (`<script src>`, `<link rel="modulepreload">`). Other chunks imported dynamically load on
 * demand (another route, another language) and are not counted; the browser test
 * `test/e2e/first-minutes.test.ts` checks that the landing fetches no script outside this list. Run after
 * `npm run build`:
 *   npx tsx web/scripts/bundle-size.ts [dist/web]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { landingClientModule, readManifest, staticClosure } from './manifest.js';

export const landingBudgetBytes = 100 * 1024;

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

/**
 * Every script of the landing route: the manifest's entries, the landing's client module and their static
 * imports, plus index.html's scripts.
 */
export function landingBundle(distDir: string): BundleReport {
  const manifest = readManifest(distDir);
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  if (entries.length === 0) throw new Error('The manifest has no entry chunk');
  const seen = staticClosure(manifest, [...entries, landingClientModule]);
  const files = new Set(
    [...seen].map((key) => manifest[key]?.file).filter((file): file is string => file?.endsWith('.js') === true),
  );
  let html = '';
  try {
    html = readFileSync(join(distDir, 'index.html'), 'utf8');
  } catch {
    // A manifest without its page (unit fixtures): the manifest alone decides.
  }
  for (const script of htmlScripts(html)) files.add(script);
  const measured = [...files].map((file) => measure(distDir, file));
  return {
    files: measured,
    totalGzipBytes: measured.reduce((sum, f) => sum + f.gzipBytes, 0),
    totalBrotliBytes: measured.reduce((sum, f) => sum + f.brotliBytes, 0),
  };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The report as printed: one line per script (raw, gzip, brotli), then the totals against the budget. */
export function formatReport(report: BundleReport): string {
  const lines = report.files.map(
    (f) =>
      `${kb(f.bytes).padStart(10)} raw ${kb(f.gzipBytes).padStart(10)} gzip ${kb(f.brotliBytes).padStart(10)} br  ${f.file}`,
  );
  lines.push(
    `landing route: ${report.files.length} scripts, ${kb(report.totalGzipBytes)} gzip (budget ${kb(landingBudgetBytes)}), ${kb(report.totalBrotliBytes)} brotli`,
  );
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? 'dist/web');
  const report = landingBundle(distDir);
  console.log(formatReport(report));
  if (report.totalGzipBytes > landingBudgetBytes) {
    console.error('Landing route JavaScript is over budget');
    process.exit(1);
  }
}
