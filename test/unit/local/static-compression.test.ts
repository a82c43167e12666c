import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, serveWeb } from '../../../infra/local/gateway/static.js';

describe('local static server compression', () => {
  let dir = '';
  let server: Server;
  let base = '';
  const script = `console.log(${JSON.stringify('alquimia '.repeat(500))});`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>x</title>${'<p>hi</p>'.repeat(300)}`);
    writeFileSync(join(dir, 'assets', 'app.js'), script);
    writeFileSync(join(dir, 'assets', 'pre.js'), script);
    // A precompressed sibling marked by a different body: the server must send it as is.
    writeFileSync(join(dir, 'assets', 'pre.js.gz'), gzipSync('precompressed'));
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dir, 'assets', 'pre.js.gz'), later, later);
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(2000, 1));
    server = createServer((req, res) =>
      serveWeb(dir, new URL(req.url ?? '/', 'http://x').pathname, req.method ?? 'GET', res),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  const raw = async (path: string, acceptEncoding: string) => {
    const { request } = await import('node:http');
    return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  };

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it('sends scripts brotli- or gzip-encoded with Vary and the compressed length', async () => {
    const br = await raw('/assets/app.js', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gz = await raw('/assets/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    expect(gz.body.length).toBeLessThan(script.length / 5);
  });

  it('serves identity when compression is not accepted, still with Vary', async () => {
    const plain = await raw('/assets/app.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
  });

  it("uses the build's precompressed sibling when it is fresh", async () => {
    const gz = await raw('/assets/pre.js', 'gzip');
    expect(gunzipSync(gz.body).toString()).toBe('precompressed');
  });

  it('leaves images alone and compresses the SPA fallback page', async () => {
    const png = await raw('/assets/logo.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    const spa = await raw('/dashboard/creditos', 'br');
    expect(spa.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(spa.body).toString()).toContain('<title>x</title>');
  });
});
