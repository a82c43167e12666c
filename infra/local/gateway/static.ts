import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Alquimia</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto">
<h1>Alquimia (local)</h1><p>The web app is not built yet. Run <code>npm run build</code> and reload.</p>
<p>The API is up at <a href="/api/services">/api/services</a>; e-mails land in <a href="/local/outbox">the local outbox</a>.</p>
</body></html>`;

function sendFile(res: ServerResponse, file: string, method: string, immutable: boolean): void {
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  res.writeHead(200, {
    'content-type': type,
    'content-length': statSync(file).size,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

const isFile = (file: string): boolean => existsSync(file) && statSync(file).isFile();

/**
 * Serves the Vite build from `webDir` like the Web stack's CloudFront: files as they are, and for any other
 * path without a file extension the SPA's index.html (client-side routes such as /reset-password).
 */
export function serveWeb(webDir: string, pathname: string, method: string, res: ServerResponse): void {
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  const index = join(webDir, 'index.html');
  if (!isFile(index)) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(method === 'HEAD' ? undefined : NOT_BUILT);
    return;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = '/';
  }
  const file = normalize(join(webDir, decoded));
  const inside = file === webDir || file.startsWith(webDir.endsWith(sep) ? webDir : `${webDir}${sep}`);
  if (inside && isFile(file)) {
    sendFile(res, file, method, decoded.startsWith('/assets/'));
    return;
  }
  if (extname(decoded) !== '') {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(method === 'HEAD' ? undefined : 'Not found');
    return;
  }
  sendFile(res, index, method, false);
}
