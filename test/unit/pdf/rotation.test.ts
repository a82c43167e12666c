import { degrees, PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { loadFontBytes } from '../../../functions/pdf/engine/fonts.js';
import { createAddText } from '../../../functions/pdf/operations/add-text.js';
import { createWatermark } from '../../../functions/pdf/operations/watermark.js';
import { pdfAddText, pdfWatermark } from '../../../shared/operations/pdf.js';
import { upload } from '../../fixtures/pdf/build.js';
import { contextFor, resolvedInput } from '../files/context.js';
import { fileOf } from './support.js';

/**
 * Pages with /Rotate: positions are on the page as displayed, text reads upright on the display, and the
 * watermark is centred on the displayed page at its angle. Checked with pdf.js' viewport (which applies
 * /Rotate exactly as viewers do): the drawn text's origin, direction and centre in displayed coordinates.
 */

const rotations = [0, 90, 180, 270] as const;

/** A 300 × 500 portrait page per rotation: displayed 500 × 300 (landscape) at 90 and 270. */
async function rotatedPdf(): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const rotation of rotations) {
    const page = doc.addPage([300, 500]);
    page.setRotation(degrees(rotation));
    page.drawText(`page ${rotation}`, { x: 100, y: 250, size: 10, font });
  }
  return new Uint8Array(await doc.save());
}

interface Placed {
  /** Origin of the text in displayed points, from the displayed bottom-left corner. */
  readonly x: number;
  readonly y: number;
  /** Direction of the baseline on the display, degrees counter-clockwise. */
  readonly angle: number;
  readonly width: number;
  readonly height: number;
  readonly display: { readonly width: number; readonly height: number };
}

const multiply = (m: readonly number[], n: readonly number[]): number[] => {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = m;
  const [p = 0, q = 0, r = 0, s = 0, t = 0, u = 0] = n;
  return [a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s, a * t + c * u + e, b * t + d * u + f];
};

/** Where pdf.js places the run containing `needle` on each page, in displayed coordinates. */
async function placements(bytes: Uint8Array, needle: string): Promise<Placed[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const out: Placed[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const item = content.items.find((i) => 'str' in i && i.str.includes(needle));
      if (!item || !('str' in item)) throw new Error(`"${needle}" not found on page ${n}`);
      // Viewport space has y pointing down; flip it to "points from the displayed bottom edge".
      const m = multiply(viewport.transform, item.transform);
      const [a = 0, b = 0, , , e = 0, f = 0] = m;
      out.push({
        x: e,
        y: viewport.height - f,
        angle: ((((Math.atan2(-b, a) * 180) / Math.PI) % 360) + 360) % 360,
        width: item.width,
        height: item.height,
        display: { width: viewport.width, height: viewport.height },
      });
    }
    return out;
  } finally {
    await pdf.destroy();
  }
}

const fontBytes = () => loadFontBytes();

describe('pages with /Rotate', { timeout: 30_000 }, () => {
  it('add-text places the text at (x, y) of the displayed page, upright, on every rotation', async () => {
    const input = resolvedInput(pdfAddText, { file: upload(await rotatedPdf()), text: 'Carimbo', x: 40, y: 60 });
    const result = fileOf(await createAddText({ fontBytes })(input, contextFor(pdfAddText)));
    const placed = await placements(result.bytes, 'Carimbo');
    for (const [i, rotation] of rotations.entries()) {
      const p = placed[i];
      expect(p?.display).toEqual(rotation % 180 === 0 ? { width: 300, height: 500 } : { width: 500, height: 300 });
      expect(p?.x, `x on /Rotate ${rotation}`).toBeCloseTo(40, 0);
      expect(p?.y, `y on /Rotate ${rotation}`).toBeCloseTo(60, 0);
      expect(p?.angle, `angle on /Rotate ${rotation}`).toBeCloseTo(0, 3);
    }
  });

  it('add-text accepts positions inside a landscape-displayed page and refuses those outside it', async () => {
    const bytes = await rotatedPdf();
    // 450 is beyond the 300-point width of the unrotated page but inside the 500-point displayed width.
    const inside = resolvedInput(pdfAddText, { file: upload(bytes), text: 'Longe', x: 450, y: 20, pages: '2' });
    const doc = fileOf(await createAddText({ fontBytes })(inside, contextFor(pdfAddText))).bytes;
    const pdf = await getDocumentProxy(new Uint8Array(doc));
    const page = await pdf.getPage(2);
    const viewport = page.getViewport({ scale: 1 });
    const item = (await page.getTextContent()).items.find((i) => 'str' in i && i.str === 'Longe');
    if (!item || !('str' in item)) throw new Error('text not drawn on page 2');
    const [, , , , e = 0, f = 0] = multiply(viewport.transform, item.transform);
    expect(e).toBeCloseTo(450, 0);
    expect(viewport.height - f).toBeCloseTo(20, 0);
    await pdf.destroy();
    const outside = resolvedInput(pdfAddText, { file: upload(bytes), text: 'x', x: 20, y: 450, pages: '2' });
    await expect(createAddText({ fontBytes })(outside, contextFor(pdfAddText))).rejects.toMatchObject({
      code: 'invalid_request',
      status: 400,
    });
  });

  it('watermark is centred on the displayed page at its angle on the display, on every rotation', async () => {
    const input = resolvedInput(pdfWatermark, { file: upload(await rotatedPdf()), text: 'MARCA', rotation: 30 });
    const result = fileOf(await createWatermark({ fontBytes })(input, contextFor(pdfWatermark)));
    const placed = await placements(result.bytes, 'MARCA');
    for (const [i, rotation] of rotations.entries()) {
      const p = placed[i];
      if (!p) throw new Error(`no watermark on page ${i + 1}`);
      expect(p.angle, `angle on /Rotate ${rotation}`).toBeCloseTo(30, 1);
      // The centre of the text box: half the width along the baseline, half the cap height across it.
      const rad = (p.angle * Math.PI) / 180;
      const capHeight = p.height * 0.73;
      const cx = p.x + (p.width / 2) * Math.cos(rad) - (capHeight / 2) * Math.sin(rad);
      const cy = p.y + (p.width / 2) * Math.sin(rad) + (capHeight / 2) * Math.cos(rad);
      expect(Math.abs(cx - p.display.width / 2), `centre x on /Rotate ${rotation}`).toBeLessThan(6);
      expect(Math.abs(cy - p.display.height / 2), `centre y on /Rotate ${rotation}`).toBeLessThan(6);
    }
  });
});
