import { degrees, type PDFPage, rgb } from '@cantoo/pdf-lib';
import type { InputOf } from '../../../shared/operations/define.js';
import type { pdfAddText, pdfWatermark } from '../../../shared/operations/pdf.js';
import { invalidRequest } from '../../core/errors.js';
import { file, type OperationContext, type OperationResult } from '../../core/operation.js';
import { openPdf, savePdf } from '../engine/document.js';
import { embedTextFont } from '../engine/fonts.js';
import { selectPages } from '../ranges.js';
import { baseName, uploaded } from './files.js';

export interface StampDeps {
  /** The TTF used for all drawn text (Unicode); loaded once per process. */
  readonly fontBytes: () => Promise<Uint8Array>;
}

const hexToRgb = (hex: string) => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const n = Number.parseInt(full.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** The page's visible box: drawing coordinates are relative to the MediaBox origin, which is not always 0,0. */
const boxOf = (page: PDFPage) => {
  const { x, y, width, height } = page.getMediaBox();
  return { x, y, width, height };
};

export function createWatermark(deps: StampDeps) {
  return async (input: InputOf<typeof pdfWatermark>, ctx: OperationContext): Promise<OperationResult> => {
    const source = uploaded(input.file, 'file');
    const doc = await openPdf(source, {
      field: 'file',
      password: input.password,
      maxPages: ctx.operation.limits.maxPages,
    });
    const { font, check } = await embedTextFont(doc, await deps.fontBytes());
    // One line: a diagonal watermark with line breaks would need a layout the spec does not ask for.
    const text = input.text.replace(/\s*\n\s*/g, ' ');
    check(text, 'text');
    const width = font.widthOfTextAtSize(text, input.fontSize);
    const height = font.heightAtSize(input.fontSize, { descender: false });
    const angle = (input.rotation * Math.PI) / 180;
    // Rotation turns the text about its origin; offset the origin so the text's centre lands on the page's.
    const dx = (width / 2) * Math.cos(angle) - (height / 2) * Math.sin(angle);
    const dy = (width / 2) * Math.sin(angle) + (height / 2) * Math.cos(angle);
    const color = hexToRgb(input.color);
    for (const page of doc.getPages()) {
      const box = boxOf(page);
      page.drawText(text, {
        x: box.x + box.width / 2 - dx,
        y: box.y + box.height / 2 - dy,
        size: input.fontSize,
        font,
        color,
        opacity: input.opacity,
        rotate: degrees(input.rotation),
      });
    }
    return file(await savePdf(doc), 'application/pdf', `${baseName(source)}-watermarked.pdf`);
  };
}

export function createAddText(deps: StampDeps) {
  return async (input: InputOf<typeof pdfAddText>, ctx: OperationContext): Promise<OperationResult> => {
    const source = uploaded(input.file, 'file');
    const doc = await openPdf(source, {
      field: 'file',
      password: input.password,
      maxPages: ctx.operation.limits.maxPages,
    });
    const { font, check } = await embedTextFont(doc, await deps.fontBytes());
    check(input.text, 'text');
    const pages = doc.getPages();
    const lines = input.text.split('\n');
    const lineHeight = input.fontSize * 1.2;
    const color = rgb(input.color.r / 255, input.color.g / 255, input.color.b / 255);
    for (const index of selectPages(input.pages, pages.length, 'pages')) {
      const page = pages[index];
      if (!page) continue;
      const box = boxOf(page);
      if (input.x > box.width || input.y > box.height) {
        throw invalidRequest(
          `x, y: (${input.x}, ${input.y}) is outside page ${index + 1}, which is ${Math.round(box.width)} × ${Math.round(box.height)} points.`,
        );
      }
      for (const [i, line] of lines.entries()) {
        const width = font.widthOfTextAtSize(line, input.fontSize);
        const shift = input.alignment === 'center' ? width / 2 : input.alignment === 'right' ? width : 0;
        page.drawText(line, {
          x: box.x + input.x - shift,
          y: box.y + input.y - i * lineHeight,
          size: input.fontSize,
          font,
          color,
        });
      }
    }
    return file(await savePdf(doc), 'application/pdf', `${baseName(source)}-text.pdf`);
  };
}
