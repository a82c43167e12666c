import { tmpdir } from 'node:os';
import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontsDir } from '../../../functions/core/fonts.js';
import { browserEnvironment } from '../../../functions/pdf/engine/fontconfig.js';
import {
  createChromiumRenderer,
  type HtmlRenderer,
  launchArgs,
  sparticuzChromium,
} from '../../../functions/pdf/engine/renderer.js';
import { createHtmlToPdf } from '../../../functions/pdf/operations/html-to-pdf.js';
import { pdfHtmlToPdf } from '../../../shared/operations/pdf.js';
import { pageTexts } from '../../fixtures/pdf/build.js';
import { contextFor, resolvedInput } from '../files/context.js';
import { fileOf } from './support.js';

/**
 * HTML → PDF as Lambda runs it: always @sparticuz/chromium's headless shell (never Debian's Chromium, even where
 * CHROMIUM_PATH names one), with the flags it needs on Lambda, and the bundled fonts as the only fonts.
 */

let renderer: HtmlRenderer;

beforeAll(() => {
  renderer = createChromiumRenderer({ locate: sparticuzChromium });
});

afterAll(async () => {
  await renderer.close();
});

const render = (html: string, with_ = renderer) =>
  createHtmlToPdf({ renderer: with_ })(
    resolvedInput(pdfHtmlToPdf, { html, filename: 'doc.pdf' }),
    contextFor(pdfHtmlToPdf),
  );

/** The names of the fonts embedded in a PDF, without the subset tag (`ABCDEF+`). */
async function embeddedFonts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const names = new Set<string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const name = object.get(PDFName.of('FontName'));
    if (name instanceof PDFName) names.add(name.decodeText().replace(/^[A-Z]{6}\+/, ''));
  }
  return [...names].sort();
}

describe('pdf.html-to-pdf in the Lambda browser', () => {
  it('launches with --single-process and the other flags the Lambda build needs, less the unsafe ones', async () => {
    const args = launchArgs(await sparticuzChromium());
    expect(args).toEqual(expect.arrayContaining(['--single-process', '--no-sandbox', '--no-zygote']));
    expect(args).toContain('--proxy-server=http://255.255.255.255:1');
    expect(args).not.toContain('--disable-web-security');
    expect(args).not.toContain('--allow-running-insecure-content');
  }, 60_000);

  it('draws Latin, CJK and emoji with the bundled fonts, and only with them', async () => {
    const html =
      '<h1>Fatura nº 42</h1><p>日本語の文章</p><p>中文</p><p>한국어</p><p>Obrigado 😀 🚀🎉</p>' +
      '<p style="font-family: Arial, Helvetica">Ação</p><p style="font-family: serif">Ω ✓</p>';
    const result = fileOf(await render(html));

    // DejaVu Sans draws the Latin text (and 😀, which it has), Droid Sans Fallback the CJK, Symbola 🚀🎉.
    const fonts = await embeddedFonts(result.bytes);
    expect(fonts).toEqual(expect.arrayContaining(['DejaVuSans', 'DroidSansFallback', 'Symbola']));
    // Nothing from the machine (Open Sans of the Lambda build, Debian's or a desktop's fonts).
    expect(fonts.filter((name) => !/^(DejaVuSans(-\w+)?|DroidSansFallback|Symbola)$/.test(name))).toEqual([]);

    const [text] = await pageTexts(result.bytes);
    for (const expected of ['Fatura nº 42', '日本語の文章', '中文', '한국어', '😀', '🚀🎉', 'Ação', 'Ω ✓']) {
      expect(text).toContain(expected);
    }
  }, 90_000);

  it('keeps rendering when pages are reused, retired and opened side by side in the single process', async () => {
    const pooled = createChromiumRenderer({ locate: sparticuzChromium, poolSize: 1, maxRendersPerPage: 2 });
    try {
      const words = ['um', 'dois', 'três', 'quatro', 'cinco'];
      const docs = words.map((word) => `<p>documento ${word}</p>`);
      // Two at once need a second page; five in all retire the pooled one twice.
      const results = [
        ...(await Promise.all(docs.slice(0, 2).map((html) => render(html, pooled)))),
        ...(await Promise.all(docs.slice(2).map((html) => render(html, pooled)))),
      ];
      const texts = await Promise.all(results.map(async (r) => (await pageTexts(fileOf(r).bytes))[0]?.trim()));
      expect(texts).toEqual(words.map((word) => `documento ${word}`));
    } finally {
      await pooled.close();
    }
  }, 90_000);

  it('gives the browser a home and a font setup under the OS temp dir only (Lambda: /tmp)', async () => {
    const env = await browserEnvironment(fontsDir());
    expect(Object.keys(env).sort()).toEqual(
      ['FONTCONFIG_FILE', 'FONTCONFIG_PATH', 'HOME', 'XDG_CACHE_HOME', 'XDG_CONFIG_HOME', 'XDG_DATA_HOME'].sort(),
    );
    for (const path of Object.values(env)) expect(path.startsWith(`${tmpdir()}/`)).toBe(true);
  });
});
