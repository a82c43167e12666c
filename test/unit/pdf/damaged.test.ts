import { execFileSync } from 'node:child_process';
import { PDFDocument } from '@cantoo/pdf-lib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { soundnessDefect } from '../../../functions/pdf/engine/soundness.js';
import { makePdf } from '../../fixtures/pdf/build.js';
import { buildDamagedCorpus } from '../../fixtures/pdf/damaged.js';
import { createPdfPipeline, type PdfAnswer, pdfDataUrl, withPdfFile } from '../../support/pdf-pipeline.js';

/**
 * Every PDF answer is sound or a 422: damaged inputs (issue 29's fuzzed files) through every PDF-producing
 * operation and the real pipeline. A 200 must pass `qpdf --check` with no warning and show, to poppler, the pages
 * written; anything else must be a 422 `unprocessable_input` naming the defect, with the balance unchanged.
 */

const { call } = createPdfPipeline();

/** qpdf (no warning at all) and poppler (page count) as independent oracles of an answered PDF. */
function oracle(bytes: Uint8Array): { qpdf: number; output: string; pdfinfoPages: number } {
  return withPdfFile(bytes, (path) => {
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
  });
}

const corpus = await buildDamagedCorpus();
const sound = await makePdf(['Sound page']);

describe('damaged PDFs through every PDF-producing operation', { timeout: 60_000 }, () => {
  it.each(corpus.map((f) => [f.name, f] as const))('%s: a sound answer or an uncharged 422', async (_name, fixture) => {
    const file = pdfDataUrl(fixture.bytes);
    const answers: Record<string, PdfAnswer> = {
      split: await call('split', { file }),
      merge: await call('merge', { files: [file, pdfDataUrl(sound)] }),
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
