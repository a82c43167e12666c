import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { labels, makePdf, pageTexts, pngBytes } from '../../fixtures/pdf/build.js';
import { discardResult, pdfFamilyHandler } from '../../support/pdf-pipeline.js';
import { apiKeyAuthorizer, lambdaContext, MemoryMeter, restEvent } from '../core/fakes.js';
import { type CountingServer, startServer } from '../net/servers.js';

/** The pdf family through the real pipeline (parse → validate → resolve files → debit → run → respond). */

function multipart(parts: { name: string; value: string | Uint8Array; filename?: string }[]) {
  const boundary = '----alquimia-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename ? `; filename="${part.filename}"` : '';
    const type = part.filename ? '\r\nContent-Type: application/pdf' : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${disposition}${type}\r\n\r\n`),
    );
    chunks.push(Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

// One meter for the handler's lifetime (the pipeline builds its deps once); each test resets the balance.
const meter = new MemoryMeter(5);
const stored: { filename: string; size: number }[] = [];
const handler = pdfFamilyHandler(meter, async (result, now) => {
  stored.push({ filename: result.filename, size: result.bytes.length });
  return discardResult(result, now);
});

const call = (
  resource: string,
  body: { body: Buffer; contentType: string } | Record<string, unknown>,
  query?: Record<string, string>,
) => {
  const isMultipart = Buffer.isBuffer(body.body);
  const raw = isMultipart && Buffer.isBuffer(body.body) ? body.body : Buffer.from(JSON.stringify(body));
  const contentType = isMultipart && typeof body.contentType === 'string' ? body.contentType : 'application/json';
  return handler(
    restEvent({
      method: 'POST',
      resource,
      headers: { 'content-type': contentType },
      body: raw,
      authorizer: apiKeyAuthorizer,
      query,
    }),
    lambdaContext(),
  );
};

const problem = (response: { body: string }) => JSON.parse(response.body) as { code: string; detail: string };
let server: CountingServer;

beforeAll(async () => {
  server = await startServer((_req, res) => res.end('%PDF-1.7'));
});
afterAll(() => server.close());
beforeEach(() => {
  meter.credits = 5;
});

describe('pdf family handler', { timeout: 30_000 }, () => {
  it('merges multipart parts in order and charges 1 credit', async () => {
    const form = multipart([
      { name: 'files', value: await makePdf(labels('A', 2)), filename: 'a.pdf' },
      { name: 'files', value: await makePdf(labels('B', 1)), filename: 'b.pdf' },
    ]);
    const response = await call('/api/pdf/merge', form);
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['Content-Type']).toBe('application/pdf');
    expect(response.headers?.['X-Credits-Charged']).toBe('1');
    expect(meter.credits).toBe(4);
    expect(await pageTexts(Buffer.from(response.body, 'base64'))).toEqual(['A1', 'A2', 'B1']);
  });

  it('refuses a merge of one file with 400 and charges nothing', async () => {
    const response = await call(
      '/api/pdf/merge',
      multipart([{ name: 'files', value: await makePdf(['x']), filename: 'a.pdf' }]),
    );
    expect(response.statusCode).toBe(400);
    expect(problem(response).code).toBe('invalid_request');
    expect(meter.credits).toBe(5);
  });

  it('answers 415 for an image sent as a PDF, refunding the credit', async () => {
    const response = await call('/api/pdf/split', multipart([{ name: 'file', value: pngBytes, filename: 'x.pdf' }]));
    expect(response.statusCode).toBe(415);
    expect(response.headers?.['X-Credits-Charged']).toBe('0');
    expect(meter.credits).toBe(5);
  });

  it('answers 422 input_encrypted for a protected PDF without its password, uncharged', async () => {
    const locked = await makePdf(['x'], { userPassword: 'pw' });
    const response = await call('/api/pdf/extract-text', {
      file: `data:application/pdf;base64,${Buffer.from(locked).toString('base64')}`,
    });
    expect(response.statusCode).toBe(422);
    expect(problem(response).code).toBe('input_encrypted');
    expect(meter.credits).toBe(5);
  });

  it('watermarks a data-URL file from a JSON body', async () => {
    const pdf = await makePdf(labels('P', 2));
    const response = await call('/api/pdf/watermark', {
      file: `data:application/pdf;base64,${Buffer.from(pdf).toString('base64')}`,
      text: 'Ação Ω ✓ Привет',
    });
    expect(response.statusCode).toBe(200);
    const texts = await pageTexts(Buffer.from(response.body, 'base64'));
    expect(texts.every((t) => t.includes('Ação Ω ✓ Привет'))).toBe(true);
    expect(meter.credits).toBe(4);
  });

  it.each([
    'http://127.0.0.1:PORT/a.pdf',
    'http://2130706433:PORT/a.pdf',
    'http://[::1]:PORT/a.pdf',
    'http://169.254.169.254/latest/meta-data/',
  ])('refuses the file URL %s with 400 before connecting, uncharged', async (template) => {
    const before = server.connections;
    const response = await call('/api/pdf/split', { file: template.replace('PORT', String(server.port)) });
    expect(response.statusCode).toBe(400);
    expect(problem(response).detail).toContain('non-public address');
    expect(server.connections).toBe(before);
    expect(meter.credits).toBe(5);
  });

  it('answers a presigned URL with output=url', async () => {
    const pdf = await makePdf(labels('Q', 3));
    const response = await call(
      '/api/pdf/split',
      { file: `data:application/pdf;base64,${Buffer.from(pdf).toString('base64')}`, pages: '2' },
      { output: 'url' },
    );
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({
      url: 'https://files.example/result',
      contentType: 'application/pdf',
    });
    expect(stored.at(-1)?.filename).toBe('file-p2.pdf');
  });

  it('answers 503 engine_unavailable for html-to-pdf without a browser, uncharged', async () => {
    const response = await call('/api/pdf/html-to-pdf', { html: '<p>x</p>', filename: 'a.pdf' });
    expect(response.statusCode).toBe(503);
    expect(problem(response).code).toBe('engine_unavailable');
    expect(meter.credits).toBe(5);
  });
});
