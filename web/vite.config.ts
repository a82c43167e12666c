import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerenderLanding } from './scripts/prerender.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const platform = 'http://127.0.0.1:3000';

/**
 * The web app. The landing route must stay small (≤ 100 KB gzip for every script it loads, checked by
 * `web/scripts/bundle-size.ts` against the manifest and by the browser test that compares it with what the page
 * really fetched). React 19 and its DOM renderer alone weigh about 67 KB gzip, so the production build renders
 * with Preact's React-compatible runtime (about 12 KB): the code is written against React's API and the unit
 * tests run on React itself; only the bundle swaps the runtime. The entry (`src/main.tsx`) is a few kilobytes:
 * the app itself (`src/prerender/client.tsx`) loads once the prerendered landing is on screen and the page idle.
 * Amplify and the dashboard go to their own chunks, loaded only when needed.
 */
const reactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * After the client build: prerenders the landing into index.html in every language (web/scripts/prerender.ts, so
 * the hero paints before any script runs, and the app's code loads only after), then writes `x.js.br` and `x.js.gz` beside every text asset, so the local platform (and
 * any static host) serves them compressed without compressing per request (see infra/local/gateway/static.ts).
 * In that order: the compressed index.html must hold the prerendered page. Not run by the prerender's own SSR
 * build.
 */
function postBuild(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  let outDir = '';
  return {
    name: 'alquimia-post-build',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerenderLanding(outDir, fileURLToPath(import.meta.url));
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || file.includes(`${join('.vite', '')}`)) continue;
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), postBuild()],
  resolve: { alias: reactCompat },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': platform, '/config.json': platform, '/local': platform },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // The dashboard is split by its lazy route import; a group for it would also capture (and so move
        // out of the entry) every module it depends on, the runtime included. Amplify's dependencies are its own.
        codeSplitting: {
          groups: [
            { name: 'amplify', test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy)[\\/]/ },
          ],
        },
      },
    },
  },
});
