import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { htmlScripts, landingBudgetBytes, landingBundle } from '../../../web/scripts/bundle-size.js';

describe('landing bundle measurement', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts the entry and its static imports, transitively, and not its dynamic imports', () => {
    dir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    const files = { entry: 'a'.repeat(5000), shared: 'b'.repeat(3000), deep: 'c'.repeat(1000), lazy: 'd'.repeat(9000) };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, 'assets', `${name}.js`), content);
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_shared'], dynamicImports: ['lazy.tsx'] },
        _shared: { file: 'assets/shared.js', imports: ['_deep'] },
        _deep: { file: 'assets/deep.js', imports: ['_shared'] },
        'lazy.tsx': { file: 'assets/lazy.js', imports: ['_shared'] },
        'style.css': { file: 'assets/style.css' },
      }),
    );
    const report = landingBundle(dir);
    expect(report.files.map((f) => f.file).sort()).toEqual(['assets/deep.js', 'assets/entry.js', 'assets/shared.js']);
    const expected = (['entry', 'shared', 'deep'] as const).reduce(
      (sum, name) => sum + gzipSync(files[name], { level: 9 }).length,
      0,
    );
    expect(report.totalGzipBytes).toBe(expected);
  });

  it('also counts every script index.html loads (script src and modulepreload), even one the manifest misses', () => {
    dir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    const files = { entry: 'a'.repeat(5000), preloaded: 'p'.repeat(4000), lazy: 'd'.repeat(9000) };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, 'assets', `${name}.js`), content);
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/entry.js', isEntry: true, dynamicImports: ['lazy.tsx'] },
        'lazy.tsx': { file: 'assets/lazy.js' },
      }),
    );
    writeFileSync(
      join(dir, 'index.html'),
      '<script type="module" crossorigin src="/assets/entry.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/preloaded.js">\n<link rel="stylesheet" href="/assets/x.css">',
    );
    const report = landingBundle(dir);
    expect(report.files.map((f) => f.file).sort()).toEqual(['assets/entry.js', 'assets/preloaded.js']);
    expect(report.totalBrotliBytes).toBeGreaterThan(0);
  });

  it('reads script and modulepreload paths from html, ignoring stylesheets and other origins', () => {
    const html = `<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js">
      <link rel="stylesheet" href="/assets/c.css"><script src="https://cdn.example/x.js"></script>`;
    expect(htmlScripts(html)).toEqual(['assets/a.js', 'assets/b.js']);
  });

  it('budgets 100 KB gzip for the landing route', () => {
    expect(landingBudgetBytes).toBe(100 * 1024);
  });
});
