import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { labels, makePdf, pageSizes, pageTexts, pngBytes } from '../fixtures/pdf/build.js';
import { buildDamagedCorpus } from '../fixtures/pdf/damaged.js';
import { signUpAndKey, type TestAccount } from './support/accounts.js';

/**
 * The pdf family over HTTP through the local platform (gateway → api-key authorizer → pdf Lambda handler):
 * every operation charges 1 credit on success and nothing on failure.
 */

const { baseUrl, env } = inject('platform');
let account: TestAccount;

beforeAll(async () => {
  account = await signUpAndKey(baseUrl, env, 'PDF Tester');
});

type Part = { name: string; value: string | Uint8Array; filename?: string };

function form(parts: Part[]): FormData {
  const data = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') data.append(part.name, part.value);
    else
      data.append(
        part.name,
        new Blob([new Uint8Array(part.value)], { type: 'application/pdf' }),
        part.filename ?? 'file.pdf',
      );
  }
  return data;
}

async function post(path: string, body: FormData | Record<string, unknown>, query = '') {
  const init: RequestInit =
    body instanceof FormData
      ? { method: 'POST', body }
      : { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const response = await fetch(`${baseUrl}${path}${query}`, {
    ...init,
    headers: { ...(init.headers ?? {}), 'api-token': account.apiKey },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: () => JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>,
    charged: response.headers.get('x-credits-charged'),
    remaining: Number(response.headers.get('x-credits-remaining')),
  };
}

const dataUrl = (bytes: Uint8Array) => `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}`;

describe('pdf operations over HTTP', { timeout: 60_000 }, () => {
  it('merge (multipart) charges 1 credit and keeps page order', async () => {
    const response = await post(
      '/api/pdf/merge',
      form([
        { name: 'files', value: await makePdf(labels('A', 2)), filename: 'a.pdf' },
        { name: 'files', value: await makePdf(labels('B', 2)), filename: 'b.pdf' },
      ]),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('merged.pdf');
    expect(response.charged).toBe('1');
    expect(response.remaining).toBe(19);
    expect(await pageTexts(response.bytes)).toEqual(['A1', 'A2', 'B1', 'B2']);
  });

  it('a failed merge (one file) is uncharged', async () => {
    const response = await post('/api/pdf/merge', form([{ name: 'files', value: await makePdf(['x']) }]));
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
    const check = await post('/api/pdf/extract-text', { file: dataUrl(await makePdf(['saldo'])) });
    expect(check.remaining).toBe(18);
  });

  it('split answers a ZIP for several ranges, and non-PDF input is 415 uncharged', async () => {
    const ok = await post(
      '/api/pdf/split',
      form([
        { name: 'file', value: await makePdf(labels('P', 5)) },
        { name: 'pages', value: '1-2,5' },
      ]),
    );
    expect(ok.status).toBe(200);
    expect(ok.charged).toBe('1');
    expect(Object.keys(unzipSync(ok.bytes))).toHaveLength(2);
    const bad = await post('/api/pdf/split', form([{ name: 'file', value: pngBytes, filename: 'x.pdf' }]));
    expect(bad.status).toBe(415);
    expect(bad.charged).toBe('0');
    expect(bad.remaining).toBe(ok.remaining);
  });

  it('watermark, add-text, protect, unprotect and extract-text each charge 1 credit', async () => {
    const source = await makePdf(labels('W', 2));
    const watermark = await post('/api/pdf/watermark', { file: dataUrl(source), text: 'Ação Ω ✓ Привет' });
    expect(watermark.status).toBe(200);
    expect((await pageTexts(watermark.bytes)).every((t) => t.includes('Ação Ω ✓ Привет'))).toBe(true);

    const added = await post('/api/pdf/add-text', {
      file: dataUrl(watermark.bytes),
      text: 'carimbo',
      x: 72,
      y: 72,
      color: '0,0,0',
      pages: '1',
    });
    expect(added.status).toBe(200);
    expect((await pageTexts(added.bytes))[0]).toContain('carimbo');

    const locked = await post('/api/pdf/protect', { file: dataUrl(added.bytes), userPassword: 'segredo' });
    expect(locked.status).toBe(200);
    const refused = await post('/api/pdf/extract-text', { file: dataUrl(locked.bytes) });
    expect(refused.status).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'input_encrypted' });
    expect(refused.charged).toBe('0');

    const unlocked = await post('/api/pdf/unprotect', { file: dataUrl(locked.bytes), password: 'segredo' });
    expect(unlocked.status).toBe(200);
    const text = await post('/api/pdf/extract-text', { file: dataUrl(unlocked.bytes) });
    expect(text.status).toBe(200);
    expect(text.json()).toMatchObject({ pageCount: 2 });
    expect(String(text.json().text)).toContain('carimbo');
    for (const r of [watermark, added, locked, unlocked, text]) expect(r.charged).toBe('1');
    expect(text.remaining).toBe(watermark.remaining - 4);
  });

  it('refuses a file URL pointing at the platform itself (loopback) with 400, uncharged', async () => {
    const response = await post('/api/pdf/split', { file: `${baseUrl}/api/test` });
    expect(response.status).toBe(400);
    expect(response.charged).toBe('0');
  });

  it('uploads through POST /api/files and uses the file_ id; output=url answers a presigned GET', async () => {
    const created = await post('/api/files', { filename: 'grande.pdf', contentType: 'application/pdf' });
    expect(created.status).toBe(201);
    const { fileId, uploadUrl, uploadFields, maxBytes } = created.json();
    expect(String(fileId)).toMatch(/^file_/);
    expect(maxBytes).toBe(200 * 1024 * 1024);
    // The presigned POST: every field S3 signed, then the file last.
    const form = new FormData();
    for (const [name, value] of Object.entries(z.record(z.string(), z.string()).parse(uploadFields)))
      form.append(name, value);
    form.append('file', new Blob([await makePdf(labels('F', 3))]), 'grande.pdf');
    const upload = await fetch(String(uploadUrl), { method: 'POST', body: form });
    expect(upload.status).toBe(204);

    const split = await post('/api/pdf/split', { file: fileId, pages: '2-3' }, '?output=url');
    expect(split.status).toBe(200);
    const result = split.json();
    expect(result).toMatchObject({ contentType: 'application/pdf' });
    const download = await fetch(String(result.url));
    expect(download.status).toBe(200);
    expect(await pageTexts(new Uint8Array(await download.arrayBuffer()))).toEqual(['F2', 'F3']);
  });

  it('answers 422 uncharged for a PDF it cannot write soundly and for unprotecting an unencrypted PDF', async () => {
    const ok = await post('/api/pdf/watermark', { file: dataUrl(await makePdf(['Sound'])), text: 'MARCA' });
    expect(ok.status).toBe(200);
    const damaged = (await buildDamagedCorpus()).find((f) => f.name === 'content stream that does not inflate');
    if (!damaged) throw new Error('fixture missing');
    const broken = await post('/api/pdf/watermark', { file: dataUrl(damaged.bytes), text: 'MARCA' });
    expect(broken.status).toBe(422);
    expect(broken.json()).toMatchObject({ code: 'unprocessable_input' });
    expect(String(broken.json().detail)).toContain('page 1');
    expect(broken.charged).toBe('0');
    expect(broken.remaining).toBe(ok.remaining);

    const noop = await post('/api/pdf/unprotect', { file: dataUrl(await makePdf(['Open'])) });
    expect(noop.status).toBe(422);
    expect(noop.json()).toMatchObject({ code: 'unprocessable_input', reason: 'not_encrypted' });
    expect(noop.charged).toBe('0');
    expect(noop.remaining).toBe(ok.remaining);
  });

  it('html-to-pdf renders A4 and charges 1 credit (or 503 uncharged when no browser exists)', async () => {
    const response = await post('/api/pdf/html-to-pdf', { html: '<h1>Olá, PDF</h1>', filename: 'ola' });
    if (response.status === 503) {
      console.warn('html-to-pdf: no Chromium on this machine; checked the uncharged 503 instead.');
      expect(response.charged).toBe('0');
      return;
    }
    expect(response.status).toBe(200);
    expect(response.charged).toBe('1');
    expect(response.headers.get('content-disposition')).toContain('ola.pdf');
    const [size] = await pageSizes(response.bytes);
    expect(size?.width).toBeCloseTo(595, -1);
    expect((await pageTexts(response.bytes))[0]).toContain('Olá, PDF');
  });
});
