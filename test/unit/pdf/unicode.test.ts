import { describe, expect, it } from 'vitest';
import { loadFontBytes } from '../../../functions/pdf/engine/fonts.js';
import { extractPdfText } from '../../../functions/pdf/engine/text.js';
import { createAddText } from '../../../functions/pdf/operations/add-text.js';
import { createWatermark } from '../../../functions/pdf/operations/watermark.js';
import { pdfAddText, pdfWatermark } from '../../../shared/operations/pdf.js';
import { makePdf, upload } from '../../fixtures/pdf/build.js';
import { contextFor, resolvedInput } from '../files/context.js';
import { expectProblem, fileOf } from './support.js';

/**
 * Watermark and add-text draw what a user can type: Latin, CJK (Droid Sans Fallback), emoji (Symbola), mixed
 * in one line, each character with the first bundled font that has it, subset so the output stays small.
 */

const fontBytes = () => loadFontBytes();
const textOf = async (bytes: Uint8Array) =>
  (await extractPdfText(upload(new Uint8Array(bytes)), { field: 'file' })).pages.map((p) => p.replace(/\s+/g, ' '));

describe('Unicode text in watermark and add-text', { timeout: 30_000 }, () => {
  it('add-text draws Japanese, Chinese, Korean and emoji mixed with Latin, extractable and small', async () => {
    const source = await makePdf(['base']);
    const text = 'Olá 日本語のテキスト 中文 한국어 ✓ 😀 🚀';
    const input = resolvedInput(pdfAddText, { file: upload(source), text, x: 20, y: 400, fontSize: 14 });
    const result = fileOf(await createAddText({ fontBytes })(input, contextFor(pdfAddText)));
    const [page] = await textOf(result.bytes);
    for (const word of ['Olá', '日本語のテキスト', '中文', '한국어', '✓', '😀', '🚀']) expect(page).toContain(word);
    // Subset: the fallback fonts weigh 6.6 MB; the output grows by the glyphs used only.
    expect(result.bytes.length - source.length).toBeLessThan(60_000);
  });

  it('watermark draws CJK and emoji on every page', async () => {
    const input = resolvedInput(pdfWatermark, { file: upload(await makePdf(['a', 'b'])), text: '机密 秘密 기밀 🔒' });
    const result = fileOf(await createWatermark({ fontBytes })(input, contextFor(pdfWatermark)));
    for (const page of await textOf(result.bytes)) {
      for (const word of ['机密', '秘密', '기밀', '🔒']) expect(page).toContain(word);
    }
  });

  it('emoji presentation selectors and joiners draw nothing and are not refused', async () => {
    const input = resolvedInput(pdfAddText, { file: upload(await makePdf(['x'])), text: '❤️ ok', x: 20, y: 20 });
    const result = fileOf(await createAddText({ fontBytes })(input, contextFor(pdfAddText)));
    expect((await textOf(result.bytes))[0]).toContain('❤');
  });

  it('a character no bundled font covers is a 422 naming it and its code point, never a silent ?', async () => {
    const input = resolvedInput(pdfWatermark, { file: upload(await makePdf(['x'])), text: '中文 🫠 𠀋' });
    const error = await expectProblem(
      createWatermark({ fontBytes })(input, contextFor(pdfWatermark)),
      'unprocessable_input',
      422,
    );
    expect(error.message).toContain('🫠 (U+1FAE0)');
    expect(error.message).toContain('𠀋 (U+2000B)');
    expect(error.message).not.toContain('中');
  });
});
