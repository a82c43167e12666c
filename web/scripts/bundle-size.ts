/**
 * Prints the gzip size of the JavaScript the landing route loads — the entry chunk plus everything it imports
 * statically, read from the Vite manifest — and exits 1 above the budget. Run after `npm run build`:
 *   npx tsx web/scripts/bundle-size.ts [dist/web]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

export const landingBudgetBytes = 150 * 1024;

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
  }),
);

export interface BundleReport {
  readonly files: readonly { readonly file: string; readonly gzipBytes: number }[];
  readonly totalGzipBytes: number;
}

/** Walks the entry's static imports (dynamic imports load later, on demand, and are not counted). */
export function landingBundle(distDir: string): BundleReport {
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')));
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (entry === undefined) throw new Error('The manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  const files = [...seen]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file?.endsWith('.js') === true)
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }));
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? 'dist/web');
  const report = landingBundle(distDir);
  for (const { file, gzipBytes } of report.files) console.log(`${kb(gzipBytes).padStart(10)}  ${file}`);
  console.log(
    `${kb(report.totalGzipBytes).padStart(10)}  landing route total (gzip), budget ${kb(landingBudgetBytes)}`,
  );
  if (report.totalGzipBytes > landingBudgetBytes) {
    console.error('Landing route JavaScript is over budget');
    process.exit(1);
  }
}
