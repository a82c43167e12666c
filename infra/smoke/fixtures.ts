import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';

/**
 * Tiny inputs made in code, so the smoke carries no fixture files and needs nothing beyond the repository: a
 * one-page PDF, a PNG of printed words for OCR, and solid-colour frames for a slideshow.
 */

/** A one-page A6 PDF whose text layer reads `text`. */
export async function onePagePdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([298, 420]);
  page.drawText(text, { x: 24, y: 380, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

/**
 * The repository's own DejaVu Sans (the one the functions draw with): OCR needs a real typeface, and a machine
 * that runs the smoke may have no system fonts at all.
 */
const fontFile = fileURLToPath(new URL('../../functions/fonts/DejaVuSans.ttf', import.meta.url));

/** Black `words` on white, large enough for Tesseract to read without guessing. */
export async function printedWords(words: string): Promise<Uint8Array> {
  // Pango renders white glyphs on black: negated, they are black text on white, with a white margin around.
  const page = await sharp({ text: { text: words, font: 'DejaVu Sans 48', fontfile: fontFile, dpi: 96 } })
    .flatten({ background: '#000000' })
    .negate()
    .png()
    .toBuffer();
  // sharp orders operations itself (extend before negate): the margin is a second pass.
  const framed = await sharp(page)
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#ffffff' })
    .png()
    .toBuffer();
  return new Uint8Array(framed);
}

/** A w×h PNG of one colour. */
export async function solidPng(w: number, h: number, colour: string): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: w, height: h, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );
}

export const dataUrl = (bytes: Uint8Array, type: string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
