import { Logger } from '@aws-lambda-powertools/logger';
import { buildConnector } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFamilyHandler } from '../../../../functions/core/handler.js';
import type { Resolve } from '../../../../functions/core/net/connector.js';
import { createSafeFetch } from '../../../../functions/core/net/fetch.js';
import type { PipelineDeps } from '../../../../functions/core/pipeline/state.js';
import { createTextImplementations } from '../../../../functions/text/implementations.js';
import { guardedPageFetcher } from '../../../../functions/text/web/engine/fetcher.js';
import { defaultTextDeps } from '../../../../functions/text/wiring.js';
import { operationPrice } from '../../../../shared/operations/index.js';
import { apiKeyAuthorizer, lambdaContext, MemoryMeter, restEvent } from '../../core/fakes.js';
import { type CountingServer, startServer } from '../../net/servers.js';
import { type Site, startSite } from './site.js';

/**
 * text.extract-web-info through the real pipeline (parse → validate → debit → run → respond), fetching from a
 * loopback site through the real SSRF guard. The guard lets 127.0.0.1 through only because this test builds it
 * with an allow-list; production's fetcher (`defaultTextDeps()`, functions/text/wiring.ts) has none.
 */

const connects: string[] = [];
const realConnect = buildConnector({ timeout: 2000 });
const spyConnect: buildConnector.connector = (options, callback) => {
  connects.push(options.hostname);
  realConnect(options, callback);
};

let resolveCalls: string[] = [];
const resolve: Resolve = async (hostname) => {
  resolveCalls.push(hostname);
  const table: Record<string, string[]> = {
    'site.test': ['127.0.0.1'],
    'intranet.test': ['10.0.0.7'],
    'metadata.test': ['169.254.169.254'],
    'mixed.test': ['127.0.0.1', '192.168.1.1'],
  };
  const addresses = table[hostname];
  if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: 4 }));
};

const guarded = (timeoutMs: number) =>
  guardedPageFetcher(createSafeFetch({ allowAddresses: ['127.0.0.1'], resolve, connect: spyConnect, timeoutMs }));
const quickFetch = guarded(1000);
const patientFetch = guarded(15_000);
const meter = new MemoryMeter(5);
const handler = createFamilyHandler(
  'text',
  createTextImplementations({
    ...defaultTextDeps({}),
    // The stalled page gets a short time cap so its test is quick; the others a generous one, so a loaded CI
    // machine reading 5 MB is not mistaken for a timeout. Both are the real guard, allow-listing 127.0.0.1.
    fetchPage: (url, request) => (url.endsWith('/slow') ? quickFetch : patientFetch)(url, request),
  }),
  (): PipelineDeps => ({
    logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
    now: () => new Date('2026-11-22T00:00:00Z'),
    price: operationPrice,
    meter,
  }),
);

const extract = (body: Record<string, unknown>) =>
  handler(
    restEvent({
      method: 'POST',
      resource: '/api/text/extract-web-info',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      authorizer: apiKeyAuthorizer,
    }),
    lambdaContext(),
  );

interface Extraction {
  finalUrl: string;
  status: number;
  contentType: string;
  encoding: string;
  title: string | null;
  description: string | null;
  canonical: string | null;
  language: string | null;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  favicon: string | null;
  headings: { level: number; text: string }[];
  article: { title: string | null } | null;
  text: string;
  wordCount: number;
  links: { url: string; text: string; internal: boolean; nofollow: boolean }[];
  linkCount: number;
  linksTruncated: boolean;
}

const body = (response: { body: string }) => JSON.parse(response.body) as Extraction;
const problem = (response: { body: string }) =>
  JSON.parse(response.body) as { code: string; detail: string; status: number };

let site: Site;
let other: CountingServer;

beforeAll(async () => {
  site = await startSite();
  // A second loopback address: reachable only if the guard let a redirect through to it.
  other = await startServer((_req, res) => res.end('<html><title>secret</title></html>'), '127.0.0.2');
});
afterAll(async () => {
  await site.close();
  await other.close();
});
beforeEach(() => {
  meter.credits = 5;
  connects.length = 0;
  resolveCalls = [];
});

const expectRefusedUncharged = async (
  response: { statusCode: number; body: string; headers?: Record<string, unknown> },
  status: number,
  code: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(problem(response).code).toBe(code);
  expect(response.headers?.['X-Credits-Charged'] ?? '0').toBe('0');
  expect(meter.credits).toBe(5);
};

describe('text.extract-web-info', { timeout: 30_000 }, () => {
  it('extracts metadata, headings, links and the main text of a page, charging 1 credit', async () => {
    const response = await extract({ url: `${site.url}/rich` });
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['X-Credits-Charged']).toBe('1');
    expect(meter.credits).toBe(4);
    const page = body(response);
    expect(page).toMatchObject({
      finalUrl: `${site.url}/rich`,
      status: 200,
      contentType: 'text/html',
      encoding: 'utf-8',
      // The <script> would have renamed the page and navigated away: it never ran.
      title: 'Notícias da Alquimia',
      description: 'Tudo sobre a plataforma.',
      canonical: `${site.url}/blog/noticias`,
      language: 'pt-BR',
      favicon: `${site.url}/static/icon.png`,
      openGraph: { title: 'OG título', image: `${site.url}/blog/img/capa.jpg`, type: 'article' },
      twitter: { card: 'summary_large_image', site: '@alquimia' },
    });
    expect(page.headings).toEqual([
      { level: 1, text: 'Notícias da Alquimia' },
      { level: 2, text: 'Como funciona' },
      { level: 3, text: 'Detalhes' },
    ]);
    expect(page.text).toContain('A Alquimia lança a extração de páginas.');
    expect(page.text).toContain('\n\nSegundo parágrafo');
    expect(page.text).not.toContain('Publicidade');
    expect(page.text).not.toContain('changed by script');
    expect(page.wordCount).toBeGreaterThan(80);
    // Relative links (even `#topo`) resolve against <base href="/blog/">; `post-2#comentarios` folds into
    // `post-2`; mailto: and javascript: links are dropped.
    expect(page.links).toEqual([
      { url: `${site.url}/`, text: 'Início', internal: true, nofollow: false },
      { url: `${site.url}/blog/`, text: 'Topo', internal: true, nofollow: false },
      { url: `${site.url}/blog/post-2`, text: 'o próximo post', internal: true, nofollow: false },
      { url: 'https://www.example.org/fonte', text: 'a fonte', internal: false, nofollow: true },
    ]);
    expect(page.linkCount).toBe(4);
  });

  it('caps the link list at maxLinks and says how many there were', async () => {
    const page = body(await extract({ url: `${site.url}/rich`, maxLinks: 2 }));
    expect(page.links.map((l) => l.text)).toEqual(['Início', 'Topo']);
    expect(page).toMatchObject({ linkCount: 4, linksTruncated: true });
  });

  it.each([
    ['/latin1-meta', 'windows-1252', 'Ação e coração', 'açúcar, pão, maçã'],
    ['/cp1252-header', 'windows-1252', 'Preço “especial” – 5 €', '“aspas” e €'],
    ['/bom-utf8', 'utf-8', 'BOM vence: ção', 'UTF-8 com BOM.'],
    ['/utf16le', 'utf-16le', 'UTF-16: ção ✓', 'Texto em UTF-16.'],
    ['/untyped', 'utf-8', 'Sem tipo', 'Página sem Content-Type.'],
  ])('decodes %s as %s', async (path, encoding, title, phrase) => {
    const page = body(await extract({ url: `${site.url}${path}` }));
    expect(page.encoding).toBe(encoding);
    expect(page.title).toBe(title);
    expect(page.text).toContain(phrase);
    expect(page.text).not.toContain('\uFFFD');
  });

  it('follows redirects and reports the final URL', async () => {
    const to = encodeURIComponent(`${site.url}/redirect?to=${encodeURIComponent('/rich')}`);
    const page = body(await extract({ url: `${site.url}/redirect?to=${to}` }));
    expect(page.finalUrl).toBe(`${site.url}/rich`);
    expect(page.title).toBe('Notícias da Alquimia');
  });

  it('resolves a name once and connects to the checked address itself (no second lookup to rebind)', async () => {
    const page = body(await extract({ url: `http://site.test:${site.port}/rich` }));
    expect(page.title).toBe('Notícias da Alquimia');
    expect(resolveCalls).toEqual(['site.test']);
    expect(connects).toEqual(['127.0.0.1']);
    expect(page.links[0]?.url).toBe(`http://site.test:${site.port}/`);
  });

  it.each([
    ['a redirect to another loopback address', () => `${site.url}/redirect?to=${encodeURIComponent(`${other.url}/`)}`],
    [
      'a redirect to the metadata service',
      () => `${site.url}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
    ],
    [
      'a redirect to a name resolving to a private address',
      () => `${site.url}/redirect?to=${encodeURIComponent('http://intranet.test/')}`,
    ],
  ])('refuses %s with 400, uncharged', async (_name, build) => {
    const response = await extract({ url: build() });
    await expectRefusedUncharged(response, 400, 'invalid_request');
    expect(problem(response).detail).toContain('non-public address');
    expect(other.connections).toBe(0);
    // Only the allow-listed test server was ever connected to (keep-alive may reuse an earlier socket).
    expect(connects.filter((host) => host !== '127.0.0.1')).toEqual([]);
  });

  it.each([
    ['an IP literal in a private range', 'http://10.0.0.1/'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['decimal loopback', 'http://2130706434/'],
    ['a name resolving to a private address', 'http://intranet.test/'],
    ['a name resolving to the metadata address', 'http://metadata.test/'],
    ['a name resolving to a public and a private address', 'http://mixed.test/'],
  ])('refuses %s with 400 before connecting, uncharged', async (_name, url) => {
    const response = await extract({ url });
    await expectRefusedUncharged(response, 400, 'invalid_request');
    expect(connects).toEqual([]);
  });

  it.each([
    ['credentials in the URL', () => `http://user:secret@127.0.0.1:${site.port}/rich`],
    ['a non-http scheme', () => 'ftp://example.com/page.html'],
    ['a file URL', () => 'file:///etc/passwd'],
    ['not a URL', () => 'example.com'],
  ])('refuses %s with 400, uncharged', async (_name, build) => {
    await expectRefusedUncharged(await extract({ url: build() }), 400, 'invalid_request');
    expect(connects).toEqual([]);
  });

  it('refuses maxLinks out of range with 400', async () => {
    await expectRefusedUncharged(await extract({ url: `${site.url}/rich`, maxLinks: 5000 }), 400, 'invalid_request');
  });

  it('answers 413 for a page that declares 50 MB, uncharged', async () => {
    await expectRefusedUncharged(await extract({ url: `${site.url}/big-declared` }), 413, 'payload_too_large');
  });

  it('cuts a 50 MB page without a length at the 5 MB cap (413, uncharged)', async () => {
    await expectRefusedUncharged(await extract({ url: `${site.url}/big-streamed` }), 413, 'payload_too_large');
    expect(site.written.big).toBeLessThan(20 * 1024 * 1024);
  });

  it('stops an endless chunked answer at the cap (413, uncharged)', async () => {
    await expectRefusedUncharged(await extract({ url: `${site.url}/endless` }), 413, 'payload_too_large');
  });

  it('times out a page that stalls (422, uncharged)', async () => {
    const response = await extract({ url: `${site.url}/slow` });
    await expectRefusedUncharged(response, 422, 'unprocessable_input');
    expect(problem(response).detail).toContain('did not finish');
  });

  it.each([
    ['/pdf', 'application/pdf', '/api/pdf/extract-text'],
    ['/image', 'image/png', '/api/text/extract-image-text'],
    ['/json', 'application/json', 'text/html'],
  ])('answers 415 for %s (%s), uncharged', async (path, type, hint) => {
    const response = await extract({ url: `${site.url}${path}` });
    await expectRefusedUncharged(response, 415, 'unsupported_media_type');
    expect(problem(response).detail).toContain(type);
    expect(problem(response).detail).toContain(hint);
  });

  it('answers 422 when the page answers 404, uncharged', async () => {
    await expectRefusedUncharged(await extract({ url: `${site.url}/missing` }), 422, 'unprocessable_input');
  });

  it('answers 422 for a host that does not resolve, uncharged', async () => {
    await expectRefusedUncharged(await extract({ url: 'http://nowhere.test/' }), 422, 'unprocessable_input');
    expect(connects).toEqual([]);
  });
});
