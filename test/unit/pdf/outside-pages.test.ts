import { describe, expect, it } from 'vitest';
import { soundnessDefect } from '../../../functions/pdf/engine/soundness.js';
import { buildOutsidePagesCorpus, outsidePagesTexts } from '../../fixtures/pdf/outside-pages.js';
import { createPdfPipeline, pdfDataUrl } from '../../support/pdf-pipeline.js';

/**
 * PDFs damaged only outside their pages (cross-reference table, trailer) are repaired, not refused: every operation
 * answers from the intact objects, text extraction included, charged as a success; the PDFs answered are sound.
 */

const { call } = createPdfPipeline();
const corpus = await buildOutsidePagesCorpus();
const extracted = (bytes: Buffer) => {
  const body: unknown = JSON.parse(bytes.toString());
  const pages = Reflect.get(Object(body), 'pages');
  return Array.isArray(pages) ? pages.map((p) => String(Reflect.get(Object(p), 'text')).trim()) : [];
};

describe('PDFs damaged outside their pages', { timeout: 60_000 }, () => {
  it.each(corpus.map((f) => [f.name, f] as const))('%s: text read from the intact pages, charged', async (_n, f) => {
    // The input really is damaged: the strict reader refuses it as it stands.
    expect(await soundnessDefect(f.bytes)).toBeDefined();
    const answer = await call('extract-text', { file: pdfDataUrl(f.bytes) });
    expect(answer.status, answer.bytes.toString()).toBe(200);
    expect(answer.charged).toBe(true);
    expect(extracted(answer.bytes)).toEqual([...outsidePagesTexts]);
  });

  it.each(corpus.map((f) => [f.name, f] as const))('%s: split answers sound pages', async (_n, f) => {
    const answer = await call('split', { file: pdfDataUrl(f.bytes), pages: '2' });
    expect(answer.status, answer.bytes.toString()).toBe(200);
    expect(await soundnessDefect(answer.bytes, 1)).toBeUndefined();
  });

  it('still refuses, uncharged, a file with nothing to rebuild from (no catalog, no pages)', async () => {
    const objects = '%PDF-1.7\n1 0 obj\n<< /Producer (x) >>\nendobj\ntrailer\n<< /Info 1 0 R >>\n%%EOF\n';
    const answer = await call('extract-text', { file: pdfDataUrl(new Uint8Array(Buffer.from(objects, 'latin1'))) });
    expect(answer.status).toBe(422);
    expect(answer.code).toBe('unprocessable_input');
    expect(answer.charged).toBe(false);
  });
});
