import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@aws-lambda-powertools/logger';
import { S3Client } from '@aws-sdk/client-s3';
import { PDFDocument } from '@cantoo/pdf-lib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createFileResolver } from '../../../functions/core/files/resolve.js';
import type { ResultStore } from '../../../functions/core/files/types.js';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import { loadFontBytes } from '../../../functions/pdf/engine/fonts.js';
import { createChromiumRenderer } from '../../../functions/pdf/engine/renderer.js';
import { soundnessDefect } from '../../../functions/pdf/engine/soundness.js';
import { createPdfImplementations } from '../../../functions/pdf/implementations.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { makePdf } from '../../fixtures/pdf/build.js';
import { buildDamagedCorpus } from '../../fixtures/pdf/damaged.js';
import { apiKeyAuthorizer, lambdaContext, MemoryMeter, restEvent } from '../core/fakes.js';

/**
 * Every PDF answer is sound or a 422: damaged inputs (issue 29's fuzzed files) through every PDF-producing
 * operation and the real pipeline. A 200 must pass `qpdf --check` with no warning and show, to poppler, the pages
 * written; anything else must be a 422 `unprocessable_input` naming the defect, with the balance unchanged.
 */

const meter = new MemoryMeter(0);
const storeResult: ResultStore = async (result, now) => ({
  url: 'https://files.example/result',
  expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
  size: result.bytes.length,
  contentType: result.contentType,
});
const handler = createFamilyHandler(
  'pdf',
  createPdfImplementations({
    fontBytes: () => loadFontBytes(),
    renderer: createChromiumRenderer({ locate: async () => undefined }),
  }),
  (): PipelineDeps => ({
    logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
    now: () => new Date('2026-11-22T00:00:00Z'),
    price: operationPrice,
    meter,
    resolveFile: createFileResolver({
      s3: new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } }),
      bucket: 'files',
    }),
    storeResult,
  }),
);

const dataUrl = (bytes: Uint8Array) => `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}`;

interface Answer {
  readonly status: number;
  readonly charged: boolean;
  readonly bytes: Buffer;
  readonly code?: string;
}

async function call(operation: string, body: Record<string, unknown>): Promise<Answer> {
  meter.credits = 10;
  const response = await handler(
    restEvent({
      method: 'POST',
      resource: `/api/pdf/${operation}`,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(body)),
      authorizer: apiKeyAuthorizer,
    }),
    lambdaContext(),
  );
  const bytes = Buffer.from(response.body, response.isBase64Encoded ? 'base64' : 'utf8');
  const code = response.statusCode >= 400 ? (JSON.parse(response.body) as { code?: string }).code : undefined;
  return { status: response.statusCode, charged: meter.credits !== 10, bytes, code };
}

/** qpdf (no warning at all) and poppler (page count) as independent oracles of an answered PDF. */
function oracle(bytes: Uint8Array): { qpdf: number; output: string; pdfinfoPages: number } {
  const dir = mkdtempSync(join(tmpdir(), 'alq-sound-'));
  try {
    const path = join(dir, 'f.pdf');
    writeFileSync(path, bytes);
    let status = 0;
    let output = '';
    try {
      execFileSync('qpdf', ['--check', path], { stdio: 'pipe' });
    } catch (error) {
      status = Number(Reflect.get(Object(error), 'status'));
      output = String(Reflect.get(Object(error), 'stdout'));
    }
    const info = execFileSync('pdfinfo', [path], { stdio: 'pipe' }).toString();
    return { qpdf: status, output, pdfinfoPages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const corpus = await buildDamagedCorpus();
const sound = await makePdf(['Sound page']);

describe('damaged PDFs through every PDF-producing operation', { timeout: 60_000 }, () => {
  it.each(corpus.map((f) => [f.name, f] as const))('%s: a sound answer or an uncharged 422', async (_name, fixture) => {
    const file = dataUrl(fixture.bytes);
    const answers: Record<string, Answer> = {
      split: await call('split', { file }),
      merge: await call('merge', { files: [file, dataUrl(sound)] }),
      watermark: await call('watermark', { file, text: 'MARCA' }),
      addText: await call('add-text', { file, text: 'Carimbo', x: 20, y: 20 }),
      protect: await call('protect', { file, userPassword: 'novo' }),
    };
    for (const [operation, answer] of Object.entries(answers)) {
      if (answer.status !== 200) {
        expect(answer.status, operation).toBe(422);
        expect(answer.code, operation).toBe('unprocessable_input');
        expect(answer.charged, operation).toBe(false);
        continue;
      }
      expect(answer.charged, operation).toBe(true);
      const pdfs =
        answer.bytes.subarray(0, 4).toString() === '%PDF' ? [answer.bytes] : Object.values(unzipSync(answer.bytes));
      for (const pdf of pdfs) {
        if (operation === 'protect') continue;
        const written = (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
        const seen = oracle(pdf);
        expect(seen.qpdf, `${operation}: ${seen.output}`).toBe(0);
        expect(seen.pdfinfoPages, operation).toBe(written);
      }
    }
  });
});

describe('the output check itself', () => {
  it('passes what pdf-lib writes from a sound file, and names the defect of a damaged one', async () => {
    expect(await soundnessDefect(sound, 1)).toBeUndefined();
    expect(await soundnessDefect(sound, 2)).toMatch(/1 pages, not 2/);
    for (const fixture of corpus) expect(await soundnessDefect(fixture.bytes), fixture.name).toBeDefined();
  });
});
