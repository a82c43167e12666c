import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

/** Text types worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.map',
  '.webmanifest',
  '.wasm',
]);

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (`br` over `gzip`; `q=0` refuses), or undefined for identity. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return undefined;
}

/** Compressed copies, made once per file version (path + size + mtime), like a CDN's edge cache. */
const compressedCache = new Map<string, Buffer>();

/**
 * The build writes `x.js.br` / `x.js.gz` beside each asset (web/vite.config.ts); they are used when at least as
 * new as the file. Anything else is compressed here once, at a quality quick enough for a first request.
 */
function compressed(file: string, encoding: Encoding): Buffer {
  const stat = statSync(file);
  const key = `${encoding}:${file}:${stat.size}:${stat.mtimeMs}`;
  const cached = compressedCache.get(key);
  if (cached) return cached;
  const sibling = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  const precompressed = isFile(sibling) && statSync(sibling).mtimeMs >= stat.mtimeMs;
  const raw = readFileSync(precompressed ? sibling : file);
  const body = precompressed
    ? raw
    : encoding === 'br'
      ? brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        })
      : gzipSync(raw, { level: 6 });
  if (compressedCache.size > 500) compressedCache.clear();
  compressedCache.set(key, body);
  return body;
}

function sendFile(res: ServerResponse, file: string, method: string, immutable: boolean): void {
  const extension = extname(file).toLowerCase();
  const type = TYPES[extension] ?? 'application/octet-stream';
  const headers: Record<string, string | number> = {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  // As CloudFront does: text assets go out compressed when the browser accepts it, and caches keep one copy
  // per encoding (Vary).
  const encoding = COMPRESSIBLE.has(extension) ? chooseEncoding(res.req?.headers['accept-encoding']) : undefined;
  if (COMPRESSIBLE.has(extension)) headers.vary = 'Accept-Encoding';
  if (encoding !== undefined) {
    const body = compressed(file, encoding);
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
    res.end(method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': statSync(file).size });
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
