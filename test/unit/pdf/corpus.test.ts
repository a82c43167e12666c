import { PDFDocument } from '@cantoo/pdf-lib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../functions/pdf/engine/text.js';
import { upload } from '../../fixtures/pdf/build.js';
import { buildCorpus, type Fixture, qpdfCheck } from '../../fixtures/pdf/corpus.js';
import { createPdfPipeline, type PdfAnswer, pdfDataUrl, qpdfPages } from '../../support/pdf-pipeline.js';

/**
 * Every PDF operation over every document of the corpus, through the real pipeline (parse → validate → resolve
 * → debit → run → respond): never a 5xx, never a charge without a result, page counts and text as a viewer
 * shows them, every answered PDF sound by `qpdf --check` (no worse than its input) with a true page tree.
 */

const { call } = createPdfPipeline();

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

async function textsOf(bytes: Uint8Array): Promise<string[]> {
  const { pages } = await extractPdfText(upload(new Uint8Array(bytes)), { field: 'file' });
  return pages.map(normalise);
}

/** The page tree of an answered PDF tells the truth: the root's /Count is the number of pages reachable. */
async function expectTruePageTree(bytes: Uint8Array, pages: number): Promise<void> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(doc.catalog.Pages().Count().asNumber()).toBe(pages);
  expect(doc.getPageCount()).toBe(pages);
  expect(doc.isEncrypted).toBe(false);
}

const corpus = await buildCorpus();
const plain = corpus.find((f) => f.name === 'plain');

/** One PDF answer: sound by qpdf (no more problems than the input), a true page tree, the expected page count. */
const inputChecks = new Map<Fixture, ReturnType<typeof qpdfCheck>>();
const inputCheck = (fixture: Fixture) => {
  const known = inputChecks.get(fixture) ?? qpdfCheck(fixture.bytes, fixture.password);
  inputChecks.set(fixture, known);
  return known;
};

async function expectSoundPdf(fixture: Fixture, answer: PdfAnswer, pages: number): Promise<void> {
  const input = inputCheck(fixture);
  const output = qpdfCheck(answer.bytes);
  expect(output.problems, output.output).toBeLessThanOrEqual(input.problems);
  if (input.status === 0) expect(output.status, output.output).toBe(0);
  await expectTruePageTree(answer.bytes, pages);
}

describe('the PDF corpus through every operation', { timeout: 60_000 }, () => {
  it.each(corpus.map((f) => [f.name, f] as const))('%s', async (_name, fixture) => {
    const file = pdfDataUrl(fixture.bytes);
    const password = fixture.password;
    const texts = fixture.texts ?? [];
    const answers: Record<string, PdfAnswer> = {
      split: await call('split', { file, password }),
      merge: await call('merge', {
        files: [file, pdfDataUrl(plain?.bytes ?? new Uint8Array())],
        passwords: [password ?? '', ''],
      }),
      watermark: await call('watermark', { file, password, text: 'MARCA' }),
      addText: await call('add-text', { file, password, text: 'Carimbo', x: 20, y: 20 }),
      protect: await call('protect', { file, password, userPassword: 'novo' }),
      unprotect: await call('unprotect', { file, password }),
      extract: await call('extract-text', { file, password }),
    };
    for (const [operation, answer] of Object.entries(answers)) {
      expect(answer.status, `${operation}: ${answer.bytes.toString().slice(0, 300)}`).toBeLessThan(500);
      // A failure is never charged; a success always is.
      expect(answer.charged, operation).toBe(answer.status === 200);
      if (fixture.undecryptable || (operation === 'unprotect' && !fixture.encrypted)) {
        // Unprotecting a PDF that is not encrypted would answer it back unchanged: refused, uncharged.
        expect(answer.status, operation).toBe(422);
        expect(answer.code, operation).toBe('unprocessable_input');
      } else {
        expect(answer.status, `${operation}: ${answer.bytes.toString().slice(0, 300)}`).toBe(200);
      }
    }
    if (fixture.undecryptable) return;

    // Split with no ranges: one PDF per page (a ZIP of them when there are several).
    const split = answers.split as PdfAnswer;
    if (fixture.pages === 1) {
      await expectSoundPdf(fixture, split, 1);
    } else {
      const parts = Object.values(unzipSync(new Uint8Array(split.bytes)));
      expect(parts).toHaveLength(fixture.pages);
      for (const part of parts) await expectTruePageTree(part, 1);
    }

    const merged = answers.merge as PdfAnswer;
    await expectSoundPdf(fixture, merged, fixture.pages + 3);
    expect(await textsOf(merged.bytes)).toEqual([...texts, 'Plain page 1', 'Plain page 2', 'Plain page 3']);

    for (const [operation, added] of [
      ['watermark', 'MARCA'],
      ['addText', 'Carimbo'],
    ] as const) {
      const answer = answers[operation] as PdfAnswer;
      await expectSoundPdf(fixture, answer, fixture.pages);
      const got = await textsOf(answer.bytes);
      for (const [i, text] of texts.entries()) {
        expect(got[i], operation).toContain(text);
        expect(got[i], operation).toContain(added);
      }
    }

    const protectedPdf = answers.protect as PdfAnswer;
    expect(qpdfPages(protectedPdf.bytes, 'novo')).toBe(fixture.pages);
    expect(qpdfCheck(protectedPdf.bytes, 'novo').problems).toBeLessThanOrEqual(inputCheck(fixture).problems);

    if (fixture.encrypted) await expectSoundPdf(fixture, answers.unprotect as PdfAnswer, fixture.pages);

    const extracted = JSON.parse((answers.extract as PdfAnswer).bytes.toString()) as {
      pageCount: number;
      pages: { text: string }[];
    };
    expect(extracted.pageCount).toBe(fixture.pages);
    expect(extracted.pages.map((p) => normalise(p.text))).toEqual(texts);
  });
});
