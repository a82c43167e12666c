import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import {
  castsIn,
  clientSource,
  type GeneratedClient,
  generateClient,
  typeErrors,
} from '../support/generated-client.js';
import { signUpAndKey, type TestAccount } from './support/accounts.js';

/**
 * A customer's typed client, generated from the document the platform serves (`GET /api/openapi.json`) with
 * openapi-typescript and called through openapi-fetch: it compiles without casts and makes real calls (a JSON
 * operation, a multipart upload answered as bytes, a job created and polled). The client is
 * test/integration/generated-client/client.ts.
 */

const { baseUrl, env } = inject('platform');

/** The client's exports, as this test uses them (the module itself is compiled against the generated types). */
interface CustomerClient {
  connect(connection: { baseUrl: string; apiKey: string }): unknown;
  extractText(api: unknown, pdf: Uint8Array): Promise<{ pageCount: number; text: string }>;
  watermark(api: unknown, image: Blob, text: string): Promise<Blob>;
  upscaleAsJob(api: unknown, image: Uint8Array, factor: 2 | 3 | 4): Promise<{ status: string; result: unknown }>;
}

let account: TestAccount;
let served: string;
let generated: GeneratedClient;
const scratch: string[] = [];

beforeAll(async () => {
  account = await signUpAndKey(baseUrl, env, 'Generated Client');
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  expect(response.status).toBe(200);
  served = await response.text();
  generated = await generateClient(served);
  scratch.push(generated.dir);
}, 300_000);

afterAll(async () => {
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function at(value: unknown, ...path: string[]): Record<string, unknown> {
  let current = value;
  for (const key of path) current = isRecord(current) ? current[key] : undefined;
  if (!isRecord(current)) throw new Error(`no object at ${path.join(' › ')}`);
  return current;
}

async function onePagePdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([400, 200]).drawText(text, { x: 40, y: 100, size: 18, font });
  return pdf.save();
}

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const fileResult = z.object({ url: z.string().url(), contentType: z.string() });

describe('a client generated from the served OpenAPI document', { timeout: 300_000 }, () => {
  it('compiles under strict TypeScript with no casts', async () => {
    expect(castsIn(clientSource)).toEqual([]);
    expect(await typeErrors(generated)).toEqual([]);
  });

  it('makes real calls: JSON in and out, a multipart upload answered as bytes, a job created and polled', async () => {
    const customer: CustomerClient = await import(pathToFileURL(generated.client).href);
    const api = customer.connect({ baseUrl, apiKey: account.apiKey });

    const extracted = await customer.extractText(api, await onePagePdf('Relatorio trimestral 2026'));
    expect(extracted.pageCount).toBe(1);
    expect(extracted.text).toContain('Relatorio trimestral 2026');

    const photo = await png(320, 200, '#3a6ea5');
    const marked = await customer.watermark(api, new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'Alquimia');
    expect(marked.type).toBe('image/png');
    const markedPixels = await sharp(new Uint8Array(await marked.arrayBuffer())).metadata();
    expect([markedPixels.width, markedPixels.height]).toEqual([320, 200]);
    const [before, after] = await Promise.all(
      [photo, new Uint8Array(await marked.arrayBuffer())].map((b) => sharp(b).removeAlpha().raw().toBuffer()),
    );
    expect(Buffer.compare(before ?? Buffer.alloc(0), after ?? Buffer.alloc(0))).not.toBe(0);

    const job = await customer.upscaleAsJob(api, await png(40, 30, '#e61414'), 2);
    expect(job.status).toBe('succeeded');
    const result = fileResult.parse(job.result);
    const download = await fetch(result.url);
    expect(download.status).toBe(200);
    const upscaled = await sharp(new Uint8Array(await download.arrayBuffer())).metadata();
    expect([upscaled.width, upscaled.height]).toEqual([80, 60]);
  });

  it('stops compiling when the document stops describing what the client uses', async () => {
    const document: unknown = JSON.parse(served);
    // An operation whose answer has no schema, and a file part typed as a string (as the document had it before).
    at(document, 'paths', '/api/pdf/extract-text', 'post', 'responses')['200'] = { description: 'Success.' };
    at(
      document,
      'paths',
      '/api/image/watermark',
      'post',
      'requestBody',
      'content',
      'multipart/form-data',
      'schema',
      'properties',
    ).file = { type: 'string', format: 'binary' };
    const broken = await generateClient(JSON.stringify(document));
    scratch.push(broken.dir);
    const errors = await typeErrors(broken);
    // Each break shows in the function that relies on what was removed.
    const lines = readFileSync(clientSource, 'utf8').split('\n');
    const lineOf = (needle: string) => lines.findIndex((line) => line.includes(needle)) + 1;
    const errorLines = errors.flatMap((e) => {
      const line = /^client\.ts\((\d+),/.exec(e)?.[1];
      return line === undefined ? [] : [Number(line)];
    });
    const between = (from: string, to: string) =>
      errorLines.filter((line) => line > lineOf(from) && line < lineOf(to)).length;
    expect(between('function extractText', 'function watermark')).toBeGreaterThan(0);
    expect(between('type WatermarkForm', 'export type Job')).toBeGreaterThan(0);
  });
});
