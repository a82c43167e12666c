import { buildConnector } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../functions/core/errors.js';
import { isPublicAddress } from '../../../functions/core/net/address.js';
import type { Resolve } from '../../../functions/core/net/connector.js';
import { createSafeFetch } from '../../../functions/core/net/fetch.js';
import { type CountingServer, startServer } from './servers.js';

/** A connector spy: counts every attempt to open a socket, then opens it for real (loopback only in these tests). */
function connectSpy() {
  const real = buildConnector({ timeout: 2000 });
  const attempts: string[] = [];
  const connect: buildConnector.connector = (options, callback) => {
    attempts.push(options.hostname);
    real(options, callback);
  };
  return { connect, attempts };
}

const fakeDns =
  (table: Record<string, readonly string[]>): Resolve =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const expectCode = async (promise: Promise<unknown>, code: string, status: number) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code, status });
  return error;
};

let target: CountingServer;
let other: CountingServer;

beforeAll(async () => {
  target = await startServer((req, res) => {
    if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(Buffer.alloc(5000));
    } else if (req.url === '/chunked-big') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      for (let i = 0; i < 10; i++) res.write(Buffer.alloc(1000));
      res.end();
    } else if (req.url?.startsWith('/redirect?to=')) {
      res.writeHead(302, { location: decodeURIComponent(req.url.slice('/redirect?to='.length)) });
      res.end();
    } else if (req.url === '/loop') {
      res.writeHead(302, { location: '/loop' });
      res.end();
    } else if (req.url === '/missing') {
      res.writeHead(404);
      res.end();
    } else if (req.url === '/stall') {
      // Headers, then a body that never ends: only the fetcher's time limit stops the download.
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.write('%PDF-1.7');
    } else {
      res.writeHead(200, {
        'content-type': 'application/pdf; charset=binary',
        'content-disposition': 'attachment; filename="doc.pdf"',
      });
      res.end('%PDF-1.7 hello');
    }
  });
  // A second loopback address: reachable only if the guard let a redirect through.
  other = await startServer((_req, res) => res.end('secret'), '127.0.0.2');
});

afterAll(async () => {
  await target.close();
  await other.close();
});

describe('address classification', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
  ])('refuses the non-public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('safe fetch', () => {
  it('downloads from an explicitly allowed loopback test server', async () => {
    const fetchUrl = createSafeFetch({ allowAddresses: ['127.0.0.1'] });
    const got = await fetchUrl(`${target.url}/file`, { field: 'file', maxBytes: 1000 });
    expect(new TextDecoder().decode(got.bytes)).toBe('%PDF-1.7 hello');
    expect(got.contentType).toBe('application/pdf');
    expect(got.filename).toBe('doc.pdf');
  });

  it.each([
    ['loopback', (port: number) => `http://127.0.0.1:${port}/`],
    ['localhost literal forms: decimal', (port: number) => `http://2130706433:${port}/`],
    ['hex', (port: number) => `http://0x7f000001:${port}/`],
    ['octal', (port: number) => `http://0177.0.0.1:${port}/`],
    ['short', (port: number) => `http://127.1:${port}/`],
    ['IPv4-mapped IPv6', (port: number) => `http://[::ffff:127.0.0.1]:${port}/`],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/`],
    ['unspecified', (port: number) => `http://0.0.0.0:${port}/`],
  ])('refuses %s URLs before any connection', async (_name, build) => {
    const spy = connectSpy();
    const before = target.connections;
    const fetchUrl = createSafeFetch({ connect: spy.connect });
    await expectCode(fetchUrl(build(target.port), { field: 'file', maxBytes: 1000 }), 'invalid_request', 400);
    expect(spy.attempts).toEqual([]);
    expect(target.connections).toBe(before);
  });

  it('refuses localhost through the resolver path without connecting', async () => {
    const spy = connectSpy();
    const before = target.connections;
    const fetchUrl = createSafeFetch({ connect: spy.connect, resolve: fakeDns({ localhost: ['127.0.0.1'] }) });
    const error = await expectCode(
      fetchUrl(`http://localhost:${target.port}/`, { field: 'file', maxBytes: 100 }),
      'invalid_request',
      400,
    );
    expect(String((error as AppError).detail)).toContain('non-public address');
    expect(spy.attempts).toEqual([]);
    expect(target.connections).toBe(before);
  });

  it.each([
    ['metadata.test', ['169.254.169.254']],
    ['private.test', ['10.0.0.8']],
    ['ula.test', ['fd00::1']],
    ['linklocal6.test', ['fe80::1']],
    ['mixed.test', ['93.184.216.34', '192.168.0.1']],
  ])('refuses %s resolving to %j before opening a socket', async (host, addresses) => {
    const spy = connectSpy();
    const resolve = vi.fn(fakeDns({ [host]: addresses }));
    const fetchUrl = createSafeFetch({ connect: spy.connect, resolve });
    await expectCode(
      fetchUrl(`http://${host}/latest/meta-data/`, { field: 'url', maxBytes: 100 }),
      'invalid_request',
      400,
    );
    expect(resolve).toHaveBeenCalledWith(host);
    expect(spy.attempts).toEqual([]);
  });

  it.each(['http://169.254.169.254/latest/meta-data/', 'http://[fd00::1]/', 'http://10.0.0.1/', 'http://[fe80::1]/'])(
    'refuses the literal %s without resolving or connecting',
    async (url) => {
      const spy = connectSpy();
      const resolve = vi.fn(fakeDns({}));
      const fetchUrl = createSafeFetch({ connect: spy.connect, resolve });
      await expectCode(fetchUrl(url, { field: 'url', maxBytes: 100 }), 'invalid_request', 400);
      expect(resolve).not.toHaveBeenCalled();
      expect(spy.attempts).toEqual([]);
    },
  );

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/a.pdf',
    'gopher://example.com/',
    'data:text/plain,hi',
    'not a url',
  ])('refuses %s (scheme or syntax)', async (url) => {
    const spy = connectSpy();
    const fetchUrl = createSafeFetch({ connect: spy.connect });
    await expectCode(fetchUrl(url, { field: 'file', maxBytes: 100 }), 'invalid_request', 400);
    expect(spy.attempts).toEqual([]);
  });

  it('refuses URLs with credentials', async () => {
    const fetchUrl = createSafeFetch({ allowAddresses: ['127.0.0.1'] });
    await expectCode(
      fetchUrl(`http://user:pw@127.0.0.1:${target.port}/`, { field: 'file', maxBytes: 100 }),
      'invalid_request',
      400,
    );
  });

  it('re-checks a redirect to another loopback address and never connects to it', async () => {
    const spy = connectSpy();
    const fetchUrl = createSafeFetch({ allowAddresses: ['127.0.0.1'], connect: spy.connect });
    const to = encodeURIComponent(`${other.url}/secret`);
    await expectCode(
      fetchUrl(`${target.url}/redirect?to=${to}`, { field: 'file', maxBytes: 100 }),
      'invalid_request',
      400,
    );
    expect(other.connections).toBe(0);
    expect(spy.attempts).toEqual(['127.0.0.1']);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'file:///etc/passwd',
    // 127.0.0.2 in decimal: loopback, and not the allow-listed 127.0.0.1.
    'http://2130706434/',
  ])('refuses a redirect to %s', async (location) => {
    const spy = connectSpy();
    const fetchUrl = createSafeFetch({ allowAddresses: ['127.0.0.1'], connect: spy.connect });
    const url = `${target.url}/redirect?to=${encodeURIComponent(location)}`;
    await expectCode(fetchUrl(url, { field: 'file', maxBytes: 100 }), 'invalid_request', 400);
    expect(spy.attempts).toEqual(['127.0.0.1']);
  });

  it('refuses a redirect through a name that resolves to a private address', async () => {
    const spy = connectSpy();
    const fetchUrl = createSafeFetch({
      allowAddresses: ['127.0.0.1'],
      connect: spy.connect,
      resolve: fakeDns({ 'internal.test': ['10.0.0.5'] }),
    });
    const url = `${target.url}/redirect?to=${encodeURIComponent('http://internal.test/admin')}`;
    await expectCode(fetchUrl(url, { field: 'file', maxBytes: 100 }), 'invalid_request', 400);
    expect(spy.attempts).toEqual(['127.0.0.1']);
  });

  it('stops after 5 redirects', async () => {
    const fetchUrl = createSafeFetch({ allowAddresses: ['127.0.0.1'] });
    const before = target.requests.filter((r) => r === '/loop').length;
    await expectCode(fetchUrl(`${target.url}/loop`, { field: 'file', maxBytes: 100 }), 'unprocessable_input', 422);
    expect(target.requests.filter((r) => r === '/loop').length - before).toBe(6);
  });

  it('answers 413 naming the limit when Content-Length is over it', async () => {
    const fetchUrl = createSafeFetch({ allowAddresses: ['127.0.0.1'] });
    const error = await expectCode(
      fetchUrl(`${target.url}/big`, { field: 'file', maxBytes: 4096 }),
      'payload_too_large',
      413,
    );
    expect((error as AppError).detail).toContain('4096');
  });

  it('answers 413 when a streamed body grows over the limit', async () => {
    const fetchUrl = createSafeFetch({ allowAddresses: ['127.0.0.1'] });
    await expectCode(
      fetchUrl(`${target.url}/chunked-big`, { field: 'file', maxBytes: 4096 }),
      'payload_too_large',
      413,
    );
  });

  it('answers 422 for an error status and for an unresolvable host', async () => {
    const fetchUrl = createSafeFetch({ allowAddresses: ['127.0.0.1'], resolve: fakeDns({}) });
    await expectCode(fetchUrl(`${target.url}/missing`, { field: 'file', maxBytes: 100 }), 'unprocessable_input', 422);
    await expectCode(fetchUrl('http://nowhere.test/', { field: 'file', maxBytes: 100 }), 'unprocessable_input', 422);
  });

  it('names a time limit under a second in milliseconds when a download stalls', async () => {
    const fetchUrl = createSafeFetch({ allowAddresses: ['127.0.0.1'], timeoutMs: 300 });
    await expect(fetchUrl(`${target.url}/stall`, { field: 'file', maxBytes: 100 })).rejects.toMatchObject({
      code: 'unprocessable_input',
      message: 'file: the download did not finish within 300 ms.',
    });
  });

  it("answers the caller's 504 when the caller's deadline, not the fetcher's limit, cuts a download short", async () => {
    const fetchUrl = createSafeFetch({ allowAddresses: ['127.0.0.1'], timeoutMs: 60_000 });
    const caller = new AbortController();
    const download = fetchUrl(`${target.url}/stall`, { field: 'file', maxBytes: 100, signal: caller.signal });
    setTimeout(() => caller.abort(), 100);
    await expectCode(download, 'timeout', 504);
    // A deadline that carries its own problem (a job's lost lease) keeps it.
    const lease = new AbortController();
    const leased = fetchUrl(`${target.url}/stall`, { field: 'file', maxBytes: 100, signal: lease.signal });
    setTimeout(() => lease.abort(new AppError('conflict', 'The job lease was lost.')), 100);
    await expectCode(leased, 'conflict', 409);
  });
});
