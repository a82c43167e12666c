import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { merge } from '../../../functions/pdf/operations/merge.js';
import { split } from '../../../functions/pdf/operations/split.js';
import { pdfMerge, pdfSplit } from '../../../shared/operations/pdf.js';
import { labels, makePdf, pageTexts, pngBytes, upload } from '../../fixtures/pdf/build.js';
import { contextFor, resolvedInput } from '../files/context.js';
import { expectProblem, fileOf } from './support.js';

const mergeInput = (value: Record<string, unknown>) => resolvedInput(pdfMerge, value);
const splitInput = (value: Record<string, unknown>) => resolvedInput(pdfSplit, value);

describe('pdf.merge', { timeout: 30_000 }, () => {
  it('joins every page of every file in the order sent', async () => {
    const files = [await makePdf(labels('A', 2)), await makePdf(labels('B', 3)), await makePdf(labels('C', 1))];
    const result = fileOf(await merge(mergeInput({ files: files.map((b) => upload(b)) }), contextFor(pdfMerge)));
    expect(result.contentType).toBe('application/pdf');
    expect(result.filename).toBe('merged.pdf');
    expect(await pageTexts(result.bytes)).toEqual(['A1', 'A2', 'B1', 'B2', 'B3', 'C1']);
  });

  it('opens encrypted inputs with the password at their position', async () => {
    const files = [upload(await makePdf(['open'])), upload(await makePdf(['locked'], { userPassword: 'pw' }))];
    const result = fileOf(await merge(mergeInput({ files, passwords: ['', 'pw'] }), contextFor(pdfMerge)));
    expect(await pageTexts(result.bytes)).toEqual(['open', 'locked']);
  });

  it('answers 422 input_encrypted naming the file without or with a wrong password', async () => {
    const files = [upload(await makePdf(['open'])), upload(await makePdf(['locked'], { userPassword: 'pw' }))];
    const missing = await expectProblem(merge(mergeInput({ files }), contextFor(pdfMerge)), 'input_encrypted', 422);
    expect(missing.message).toContain('files[1]');
    await expectProblem(
      merge(mergeInput({ files, passwords: ['', 'nope'] }), contextFor(pdfMerge)),
      'input_encrypted',
      422,
    );
  });

  it('refuses zero or one file in validation (400) and non-PDF parts (415)', async () => {
    expect(pdfMerge.input.safeParse({ files: [] }).success).toBe(false);
    expect(pdfMerge.input.safeParse({}).success).toBe(false);
    const one = pdfMerge.input.safeParse({ files: upload(await makePdf(['x'])) });
    expect(one.success).toBe(false);
    expect(JSON.stringify(one.error?.issues)).toContain('at least 2 files');
    const files = [upload(await makePdf(['x'])), upload(new Uint8Array(pngBytes), 'image.pdf')];
    await expectProblem(merge(mergeInput({ files }), contextFor(pdfMerge)), 'unsupported_media_type', 415);
  });

  it('answers 422 for a truncated PDF and 413 over the page limit', async () => {
    const whole = await makePdf(labels('T', 3));
    const truncated = new Uint8Array(whole.slice(0, 400));
    await expectProblem(
      merge(mergeInput({ files: [upload(whole), upload(truncated)] }), contextFor(pdfMerge)),
      'unprocessable_input',
      422,
    );
    const limited = { ...pdfMerge, limits: { ...pdfMerge.limits, maxPages: 2 } };
    const error = await expectProblem(
      merge(mergeInput({ files: [upload(await makePdf(['a'])), upload(whole)] }), contextFor(limited)),
      'payload_too_large',
      413,
    );
    expect(error.message).toContain('the limit is 2');
  });
});

describe('pdf.split', { timeout: 30_000 }, () => {
  const tenPages = () => makePdf(labels('P', 10));

  it('answers one PDF for one range, with exactly those pages', async () => {
    const result = fileOf(
      await split(splitInput({ file: upload(await tenPages(), 'relatório.pdf'), pages: '2-4' }), contextFor(pdfSplit)),
    );
    expect(result.contentType).toBe('application/pdf');
    expect(result.filename).toBe('relatório-p2-4.pdf');
    expect(await pageTexts(result.bytes)).toEqual(['P2', 'P3', 'P4']);
  });

  it('answers a ZIP with one PDF per range for several ranges, open-ended ranges running to the end', async () => {
    const result = fileOf(
      await split(splitInput({ file: upload(await tenPages()), pages: '1-3,5,8-' }), contextFor(pdfSplit)),
    );
    expect(result.contentType).toBe('application/zip');
    const entries = unzipSync(result.bytes);
    expect(Object.keys(entries)).toEqual(['doc-p1-3.pdf', 'doc-p5.pdf', 'doc-p8-10.pdf']);
    expect(await pageTexts(entries['doc-p1-3.pdf'] ?? new Uint8Array())).toEqual(['P1', 'P2', 'P3']);
    expect(await pageTexts(entries['doc-p5.pdf'] ?? new Uint8Array())).toEqual(['P5']);
    expect(await pageTexts(entries['doc-p8-10.pdf'] ?? new Uint8Array())).toEqual(['P8', 'P9', 'P10']);
  });

  it('splits every page when no ranges are given', async () => {
    const result = fileOf(
      await split(splitInput({ file: upload(await makePdf(labels('S', 4))) }), contextFor(pdfSplit)),
    );
    const entries = unzipSync(result.bytes);
    expect(Object.keys(entries)).toHaveLength(4);
    const texts = await Promise.all(Object.values(entries).map((b) => pageTexts(b)));
    expect(texts).toEqual([['S1'], ['S2'], ['S3'], ['S4']]);
  });

  it.each([
    ['11', 'beyond the last page'],
    ['0', 'numbered from 1'],
    ['5-3', 'ends before it starts'],
    ['2-20', 'beyond the last page'],
  ])('answers 400 for the range %s', async (pages, message) => {
    const error = await expectProblem(
      split(splitInput({ file: upload(await tenPages()), pages }), contextFor(pdfSplit)),
      'invalid_request',
      400,
    );
    expect(error.message).toContain(message);
  });

  it.each(['a-b', '1--2', '1,,2', '-3', '1;2'])('refuses the malformed range %j in validation', (pages) => {
    expect(pdfSplit.input.safeParse({ file: 'file_abcdefghijABCDEFGHIJ', pages }).success).toBe(false);
  });

  it('answers 415 for bytes that are not a PDF and 422 for a PDF header with garbage', async () => {
    await expectProblem(
      split(splitInput({ file: upload(new Uint8Array(pngBytes)) }), contextFor(pdfSplit)),
      'unsupported_media_type',
      415,
    );
    const junk = new Uint8Array(new TextEncoder().encode('%PDF-1.7\nthis is not really a pdf\n%%EOF'));
    await expectProblem(split(splitInput({ file: upload(junk) }), contextFor(pdfSplit)), 'unprocessable_input', 422);
  });
});
