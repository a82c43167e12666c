import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it } from 'vitest';
import type { ContextFor } from '../../../../functions/core/operation.js';
import type { FetchedPage } from '../../../../functions/text/web/engine/fetcher.js';
import {
  blockText,
  countWords,
  parseDocument,
  readMainContent,
} from '../../../../functions/text/web/engine/readable.js';
import { createExtractWebInfo } from '../../../../functions/text/web/extract.js';
import { textExtractWebInfo } from '../../../../shared/operations/text.js';

/** The operation over an injected fetcher: what it does with the bytes and headers it is handed. */

const ctx: ContextFor<typeof textExtractWebInfo> = {
  operation: textExtractWebInfo,
  principal: { kind: 'api-key', accountId: 'acct_t', keyId: 'key_t', plan: 0 },
  requestId: 'req_t',
  logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
  signal: new AbortController().signal,
  headers: {},
  now: () => new Date(),
  runsAs: 'request',
};

const serve = (page: Partial<FetchedPage> & { bytes: Uint8Array }) => {
  const requests: { url: string; maxBytes: number }[] = [];
  const run = createExtractWebInfo({
    fetchPage: async (url, request) => {
      requests.push({ url, maxBytes: request.maxBytes });
      return { finalUrl: url, status: 200, contentType: 'text/html', ...page };
    },
  });
  return { run, requests };
};

const bodyOf = (result: Awaited<ReturnType<ReturnType<typeof createExtractWebInfo>>>) =>
  result.kind === 'json' ? (result.body as Record<string, unknown>) : {};

describe('extract-web-info operation', () => {
  it('decodes with the charset of a full Content-Type header and asks for at most the published cap', async () => {
    const koi8 = Buffer.from([0xf0, 0xd2, 0xc9, 0xd7, 0xc5, 0xd4]);
    const html = Buffer.concat([
      Buffer.from('<html><head><title>'),
      koi8,
      Buffer.from('</title></head><body>x</body></html>'),
    ]);
    const { run, requests } = serve({ bytes: html, contentType: 'text/html; charset=koi8-r' });
    const body = bodyOf(await run({ url: 'https://news.example/', maxLinks: 10 }, ctx));
    expect(body).toMatchObject({ title: 'Привет', encoding: 'koi8-r', contentType: 'text/html' });
    expect(requests).toEqual([{ url: 'https://news.example/', maxBytes: 5 * 1024 * 1024 }]);
  });

  it('reads the visible body text instead of running Readability over a huge DOM', () => {
    const html = `<html><body><div>Só uma linha.</div><script>var hidden = 1;</script><p>${'<i>w </i>'.repeat(31_000)}</p></body></html>`;
    const main = readMainContent(parseDocument(html), () => parseDocument(html));
    expect(main).toMatchObject({ source: 'body', title: null, byline: null });
    expect(main.text.startsWith('Só uma linha.\n\nw w w')).toBe(true);
    expect(main.text).not.toContain('hidden');
    expect(countWords(main.text)).toBe(3 + 31_000);
  });

  it('counts words across accents, digits, apostrophes and hyphens', () => {
    expect(countWords("Olá, mundo! E-mail d'água 2026 — ok.")).toBe(6);
    expect(countWords('')).toBe(0);
  });

  it('keeps paragraphs apart and drops scripts and styles from the text', () => {
    const body = parseDocument('<html><body><p>a  b</p><style>x{}</style><p>c<br>d</p></body></html>').body;
    expect(blockText(body)).toBe('a b\n\nc\n\nd');
  });

  it('answers the article fields when Readability recognises one', () => {
    const paragraphs = Array.from(
      { length: 5 },
      (_, i) => `<p>Parágrafo ${i}, ${'com bastante texto, '.repeat(12)}fim.</p>`,
    ).join('');
    const html = `<html><head><meta name="author" content="Maria Silva"><meta property="og:site_name" content="Diário"></head><body><article><h1>Manchete</h1>${paragraphs}</article></body></html>`;
    const main = readMainContent(parseDocument(html), () => parseDocument(html));
    expect(main).toMatchObject({ source: 'readability', byline: 'Maria Silva', siteName: 'Diário' });
    expect(main.text.split('\n\n').filter((p) => p.startsWith('Parágrafo'))).toHaveLength(5);
  });
});
