/**
 * Reading the Vite manifest of the web build (`dist/web/.vite/manifest.json`): which files a chunk needs. Read by
 * the prerender step (the landing's stylesheets) and the bundle-size check (the landing's scripts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);

export type Manifest = z.infer<typeof manifestSchema>;

/**
 * The module that hydrates (or renders) the app: imported by the entry (`web/src/main.tsx`) once the prerendered
 * landing is on screen, so the landing's scripts are the entry's and this module's, with their static imports.
 */
export const landingClientModule = 'src/prerender/client.tsx';

/**
 * The modules the dashboard's first screen (its home, after sign-in) loads besides the landing's: the dashboard's
 * routes (its frame and home) and the profile's language sync (loaded once a session is found). Checked against
 * what the page really fetches by `test/e2e/bundle-budgets.test.ts`.
 */
export const dashboardFirstScreenModules: readonly string[] = [
  'src/features/dashboard/routes.tsx',
  'src/lib/language-sync.ts',
];

export const readManifest = (distDir: string): Manifest =>
  manifestSchema.parse(JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')));

/** The given chunks and every chunk they import statically, transitively (manifest keys). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * The stylesheets a chunk needs once loaded, its imports' before its own (the order Vite links an entry's in, so
 * a component's rules come after the shared ones they refine).
 */
export function chunkStylesheets(manifest: Manifest, key: string): string[] {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (each: string): void => {
    if (seen.has(each)) return;
    seen.add(each);
    for (const imported of manifest[each]?.imports ?? []) visit(imported);
    for (const sheet of manifest[each]?.css ?? []) sheets.add(sheet);
  };
  visit(key);
  return [...sheets];
}

/** The scripts a chunk loads: its own file and its static imports' (`assets/….js`), itself first. */
export function chunkScripts(manifest: Manifest, key: string): string[] {
  return [...staticClosure(manifest, [key])]
    .map((each) => manifest[each]?.file)
    .filter((file): file is string => file?.endsWith('.js') === true);
}
