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
 * The web app, on React 19 and react-dom (the runtime the unit tests use too). The landing is prerendered into
 * index.html by react-dom/server and hydrated by `hydrateRoot`; the page's entry (`src/main.tsx`) holds no React
 * and stays a few kilobytes: the app itself (`src/prerender/client.tsx`, with React) loads on the reader's first
 * input, scroll, or a part waiting for data coming near view. `web/scripts/bundle-size.ts` prints every budget
 * (before input, after input, the dashboard's first screen). Amplify and the dashboard go to their own chunks,
 * loaded only when needed.
 */
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
