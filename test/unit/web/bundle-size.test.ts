import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  beforeInputBudgetBytes,
  beforeInputBundle,
  dashboardBudgetBytes,
  dashboardBundle,
  htmlScripts,
  landingBudgetBytes,
  landingBundle,
  reactWeight,
} from '../../../web/scripts/bundle-size.js';
import { dashboardFirstScreenModules, landingClientModule } from '../../../web/scripts/manifest.js';

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

  it('counts before any input only what the page runs first: its scripts and the entry’s static imports', () => {
    dir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    for (const name of ['entry', 'helper', 'boot', 'client', 'react'])
      writeFileSync(join(dir, 'assets', `${name}.js`), name.repeat(500));
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/entry.js',
          isEntry: true,
          imports: ['_helper'],
          dynamicImports: [landingClientModule],
        },
        _helper: { file: 'assets/helper.js' },
        [landingClientModule]: { file: 'assets/client.js', imports: ['_react', '_helper'] },
        _react: { file: 'assets/react.js' },
      }),
    );
    writeFileSync(
      join(dir, 'index.html'),
      '<script src="/assets/boot.js"></script><script type="module" src="/assets/entry.js">',
    );
    expect(
      beforeInputBundle(dir)
        .files.map((f) => f.file)
        .sort(),
    ).toEqual(['assets/boot.js', 'assets/entry.js', 'assets/helper.js']);
    expect(
      landingBundle(dir)
        .files.map((f) => f.file)
        .sort(),
    ).toEqual(['assets/boot.js', 'assets/client.js', 'assets/entry.js', 'assets/helper.js', 'assets/react.js']);
  });

  it('counts the dashboard’s first screen as the landing’s scripts plus its first-screen modules, not the rest', () => {
    dir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    for (const name of ['entry', 'client', 'routes', 'sync', 'services', 'amplify'])
      writeFileSync(join(dir, 'assets', `${name}.js`), name.repeat(500));
    const [routes = '', sync = ''] = dashboardFirstScreenModules;
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/entry.js', isEntry: true, dynamicImports: [landingClientModule] },
        [landingClientModule]: { file: 'assets/client.js', dynamicImports: [routes, 'src/lib/amplify.ts'] },
        [routes]: { file: 'assets/routes.js', imports: [landingClientModule], dynamicImports: ['services.tsx'] },
        [sync]: { file: 'assets/sync.js', imports: [landingClientModule] },
        'services.tsx': { file: 'assets/services.js' },
        'src/lib/amplify.ts': { file: 'assets/amplify.js' },
      }),
    );
    expect(
      dashboardBundle(dir)
        .files.map((f) => f.file)
        .sort(),
    ).toEqual(['assets/client.js', 'assets/entry.js', 'assets/routes.js', 'assets/sync.js']);
  });

  it('budgets 5 KB before input, 160 KB on the landing with React (measured, about 67 KB), 200 KB on the dashboard', async () => {
    expect(beforeInputBudgetBytes).toBe(5 * 1024);
    expect(landingBudgetBytes).toBe(160 * 1024);
    expect(dashboardBudgetBytes).toBe(200 * 1024);
    // The landing's budget leaves the app the 90 KB it had beside Preact: React's real weight is what it assumes.
    const react = await reactWeight();
    expect(react).toBeGreaterThan(50 * 1024);
    expect(react).toBeLessThan(landingBudgetBytes - 90 * 1024);
  });
});
