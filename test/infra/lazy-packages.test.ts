import { buildSync, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptions } from '../../infra/aws/bundling.js';
import { familyBundle } from '../../infra/aws/families.js';
import { projectRoot } from '../../infra/aws/paths.js';
import type { Family } from '../../shared/operations/types.js';

/**
 * undici (the guarded fetch, functions/core/net/fetch.ts) and the Stripe SDK (functions/billing/provider/stripe.ts)
 * are loaded at first use: in each function's bundle the project reaches them only through a dynamic import, which
 * esbuild keeps in the one file as a module evaluated when that import runs (docs/performance.md, "Cold starts").
 * One static import anywhere in a bundle would evaluate the package at every cold start again.
 */

const lazyPackages = ['undici', 'stripe'] as const;
/** Families whose functions bundle one of them (the billing code, file inputs by URL, web pages, webhooks). */
const families: readonly Family[] = ['platform', 'billing', 'text', 'audio', 'jobs', 'mcp'];

function metafileOf(family: Family): Metafile {
  const result = buildSync({
    ...esbuildOptions({ entry: `functions/${family}/handler.ts`, bundle: familyBundle(family) }, 'unused.mjs'),
    absWorkingDir: projectRoot,
    minify: false,
    sourcemap: false,
    write: false,
    metafile: true,
  });
  return result.metafile;
}

const packageOf = (path: string): string | undefined =>
  lazyPackages.find((name) => path.startsWith(`node_modules/${name}/`));

describe('packages loaded at first use', () => {
  it.each(families)('the %s function reaches undici and stripe only through dynamic imports', (family) => {
    const metafile = metafileOf(family);
    const edges = Object.entries(metafile.inputs).flatMap(([from, input]) =>
      input.imports
        .filter((imported) => packageOf(imported.path) !== undefined && packageOf(from) !== packageOf(imported.path))
        .map((imported) => ({ from, to: packageOf(imported.path), kind: imported.kind })),
    );
    expect(edges.filter((edge) => edge.kind !== 'dynamic-import')).toEqual([]);
    if (family === 'platform' || family === 'billing') expect(edges.map((edge) => edge.to)).toContain('stripe');
    if (family !== 'billing') expect(edges.map((edge) => edge.to)).toContain('undici');
  });
});
