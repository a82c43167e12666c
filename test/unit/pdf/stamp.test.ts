import { describe, expect, it } from 'vitest';
import { loadFontBytes } from '../../../functions/pdf/engine/fonts.js';
import { createAddText } from '../../../functions/pdf/operations/add-text.js';
import { createWatermark } from '../../../functions/pdf/operations/watermark.js';
import { pdfAddText, pdfWatermark } from '../../../shared/operations/pdf.js';
import { labels, makePdf, pageTexts, upload } from '../../fixtures/pdf/build.js';
import { contextFor, resolvedInput } from '../files/context.js';
import { expectProblem, fileOf } from './support.js';

const deps = { fontBytes: () => loadFontBytes() };
const watermark = createWatermark(deps);
const addText = createAddText(deps);
const unicode = 'Ação Ω ✓ Привет';

describe('pdf.watermark', { timeout: 30_000 }, () => {
  it('draws Unicode text on every page with the spec defaults, never as question marks', async () => {
    const input = resolvedInput(pdfWatermark, {
      file: upload(await makePdf(labels('W', 3)), 'contrato.pdf'),
      text: unicode,
    });
    expect(input).toMatchObject({ opacity: 0.5, rotation: 45, fontSize: 50, color: '#000000' });
    const result = fileOf(await watermark(input, contextFor(pdfWatermark)));
    expect(result.filename).toBe('contrato-watermarked.pdf');
    const texts = await pageTexts(result.bytes);
    expect(texts).toHaveLength(3);
    for (const [i, text] of texts.entries()) {
      expect(text).toContain(`W${i + 1}`);
      expect(text).toContain(unicode);
      expect(text).not.toContain('?');
    }
  });

  it('accepts multipart-style string parameters', async () => {
    const input = resolvedInput(pdfWatermark, {
      file: upload(await makePdf(['x'])),
      text: 'RASCUNHO',
      opacity: '0.2',
      rotation: '-30',
      fontSize: '20',
      color: '#f00',
    });
    const texts = await pageTexts(fileOf(await watermark(input, contextFor(pdfWatermark))).bytes);
    expect(texts[0]).toContain('RASCUNHO');
  });

  it('refuses characters no bundled font can draw (422 naming them) and out-of-range options (400)', async () => {
    // U+1FAE0 (Unicode 14) is newer than every bundled font; CJK and older emoji are drawn (see unicode.test.ts).
    const input = resolvedInput(pdfWatermark, { file: upload(await makePdf(['x'])), text: 'ok 🫠' });
    const error = await expectProblem(watermark(input, contextFor(pdfWatermark)), 'unprocessable_input', 422);
    expect(error.message).toContain('🫠 (U+1FAE0)');
    expect(pdfWatermark.input.safeParse({ file: 'file_abcdefghijABCDEFGHIJ', text: 'x', opacity: 1.5 }).success).toBe(
      false,
    );
    expect(pdfWatermark.input.safeParse({ file: 'file_abcdefghijABCDEFGHIJ', text: 'x', color: 'red' }).success).toBe(
      false,
    );
    expect(pdfWatermark.input.safeParse({ file: 'file_abcdefghijABCDEFGHIJ', text: '   ' }).success).toBe(false);
  });

  it('answers input_encrypted for a protected input without its password, and works with it', async () => {
    const locked = await makePdf(['secret page'], { userPassword: 'pw' });
    const without = resolvedInput(pdfWatermark, { file: upload(locked), text: 'x' });
    await expectProblem(watermark(without, contextFor(pdfWatermark)), 'input_encrypted', 422);
    const withPassword = resolvedInput(pdfWatermark, { file: upload(locked), text: 'MARCA', password: 'pw' });
    const texts = await pageTexts(fileOf(await watermark(withPassword, contextFor(pdfWatermark))).bytes);
    expect(texts[0]).toContain('secret page');
    expect(texts[0]).toContain('MARCA');
  });
});

describe('pdf.add-text', { timeout: 30_000 }, () => {
  it('writes the text only on the selected pages, with the spec defaults', async () => {
    const input = resolvedInput(pdfAddText, {
      file: upload(await makePdf(labels('T', 3))),
      text: unicode,
      x: 100,
      y: 100,
      pages: '2',
    });
    expect(input).toMatchObject({ alignment: 'left', fontSize: 12, color: { r: 0, g: 0, b: 0 } });
    const texts = await pageTexts(fileOf(await addText(input, contextFor(pdfAddText))).bytes);
    expect(texts[0]).not.toContain(unicode);
    expect(texts[1]).toContain(unicode);
    expect(texts[2]).not.toContain(unicode);
  });

  it('writes on every page by default, with several lines', async () => {
    const input = resolvedInput(pdfAddText, {
      file: upload(await makePdf(labels('T', 2))),
      text: 'linha um\nlinha dois',
      x: 300,
      y: 400,
      alignment: 'center',
    });
    const texts = await pageTexts(fileOf(await addText(input, contextFor(pdfAddText))).bytes);
    for (const text of texts) {
      expect(text).toContain('linha um');
      expect(text).toContain('linha dois');
    }
  });

  it.each([
    ['{r,g,b}', { r: 255, g: 0, b: 10 }],
    ['"r,g,b"', '255, 0, 10'],
    ['hex', '#ff000a'],
  ])('accepts the colour as %s', (_name, color) => {
    const parsed = pdfAddText.input.parse({ file: 'file_abcdefghijABCDEFGHIJ', text: 'x', x: 1, y: 1, color });
    expect(parsed.color).toEqual({ r: 255, g: 0, b: 10 });
  });

  it('refuses colours out of range and positions outside the page', async () => {
    expect(
      pdfAddText.input.safeParse({ file: 'file_abcdefghijABCDEFGHIJ', text: 'x', x: 1, y: 1, color: '300,0,0' })
        .success,
    ).toBe(false);
    expect(pdfAddText.input.safeParse({ file: 'file_abcdefghijABCDEFGHIJ', text: 'x', y: 1 }).success).toBe(false);
    const input = resolvedInput(pdfAddText, { file: upload(await makePdf(['x'])), text: 'x', x: 5000, y: 10 });
    const error = await expectProblem(addText(input, contextFor(pdfAddText)), 'invalid_request', 400);
    expect(error.message).toContain('outside page 1');
    const badPages = resolvedInput(pdfAddText, {
      file: upload(await makePdf(['x'])),
      text: 'x',
      x: 5,
      y: 10,
      pages: '3',
    });
    await expectProblem(addText(badPages, contextFor(pdfAddText)), 'invalid_request', 400);
  });
});
