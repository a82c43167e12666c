import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const platform = 'http://127.0.0.1:3000';

/**
 * The web app. The landing route must stay small (≤ 150 KB gzip, checked by `web/scripts/bundle-size.ts`
 * against the manifest), so Amplify and the dashboard go to their own chunks, loaded only when needed.
 */
export default defineConfig({
  root,
  plugins: [react()],
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
        // out of the entry) every module it depends on, React included. Amplify's dependencies are its own.
        codeSplitting: {
          groups: [
            { name: 'amplify', test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy)[\\/]/ },
          ],
        },
      },
    },
  },
});
