import { rgb } from '@cantoo/pdf-lib';
import type { pdfAddText, pdfWatermark } from '../../../shared/operations/pdf.js';
import { invalidRequest } from '../../core/errors.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { type ContextFor, file, type OperationResult } from '../../core/operation.js';
import { guardedAsync, openPdf, savePdf } from '../engine/document.js';
import { loadFallbackFonts, prepareText } from '../engine/fonts.js';
import { displayedPage } from '../engine/geometry.js';
import { selectPages } from '../ranges.js';
import { baseName } from './files.js';

export interface StampDeps {
  /** The primary TTF used for drawn text (Unicode); loaded once per process. */
  readonly fontBytes: () => Promise<Uint8Array>;
  /** Fallback TTFs tried in order for characters the primary font lacks (CJK, emoji); default: the bundled ones. */
  readonly fallbackFonts?: () => Promise<readonly Uint8Array[]>;
}

const hexToRgb = (hex: string) => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const n = Number.parseInt(full.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

const fontChain = async (deps: StampDeps) => [
  await deps.fontBytes(),
  ...(await (deps.fallbackFonts ?? loadFallbackFonts)()),
];

/** The text centred on every page as displayed (its /Rotate honoured), at the given angle on the display. */
export function createWatermark(deps: StampDeps) {
  return async (
    input: ResolvedInputOf<typeof pdfWatermark>,
    ctx: ContextFor<typeof pdfWatermark>,
  ): Promise<OperationResult> => {
    const source = input.file;
    const doc = await openPdf(source, {
      field: 'file',
      password: input.password,
      maxPages: ctx.operation.limits.maxPages,
    });
    // One line: a diagonal watermark with line breaks would need a layout the product does not ask for.
    const text = input.text.replace(/\s*\n\s*/g, ' ');
    const painter = await prepareText(doc, text, 'text', await fontChain(deps));
    const width = painter.widthOf(text, input.fontSize);
    const height = painter.heightOf(input.fontSize);
    const color = hexToRgb(input.color);
    await guardedAsync('file', async () => {
      for (const page of doc.getPages()) {
        const display = displayedPage(page);
        const rotate = input.rotation + display.rotation;
        const angle = (rotate * Math.PI) / 180;
        // Rotation turns the text about its origin; offset the origin so the text's centre lands on the page's.
        const dx = (width / 2) * Math.cos(angle) - (height / 2) * Math.sin(angle);
        const dy = (width / 2) * Math.sin(angle) + (height / 2) * Math.cos(angle);
        const centre = display.toUser(display.width / 2, display.height / 2);
        painter.draw(page, text, {
          x: centre.x - dx,
          y: centre.y - dy,
          size: input.fontSize,
          color,
          opacity: input.opacity,
          rotate,
        });
      }
    });
    return file(await savePdf(doc), 'application/pdf', `${baseName(source)}-watermarked.pdf`);
  };
}

/** Text at (x, y) in points from the bottom-left corner of each chosen page as displayed, upright on the display. */
export function createAddText(deps: StampDeps) {
  return async (
    input: ResolvedInputOf<typeof pdfAddText>,
    ctx: ContextFor<typeof pdfAddText>,
  ): Promise<OperationResult> => {
    const source = input.file;
    const doc = await openPdf(source, {
      field: 'file',
      password: input.password,
      maxPages: ctx.operation.limits.maxPages,
    });
    const painter = await prepareText(doc, input.text, 'text', await fontChain(deps));
    const pages = doc.getPages();
    const lines = input.text.split('\n');
    const lineHeight = input.fontSize * 1.2;
    const color = rgb(input.color.r / 255, input.color.g / 255, input.color.b / 255);
    for (const index of selectPages(input.pages, pages.length, 'pages')) {
      const page = pages[index];
      if (!page) continue;
      const display = displayedPage(page);
      if (input.x > display.width || input.y > display.height) {
        throw invalidRequest(
          `x, y: (${input.x}, ${input.y}) is outside page ${index + 1}, which is ${Math.round(display.width)} × ${Math.round(display.height)} points as displayed.`,
        );
      }
      await guardedAsync('file', async () => {
        for (const [i, line] of lines.entries()) {
          const width = painter.widthOf(line, input.fontSize);
          const shift = input.alignment === 'center' ? width / 2 : input.alignment === 'right' ? width : 0;
          const origin = display.toUser(input.x - shift, input.y - i * lineHeight);
          painter.draw(page, line, { ...origin, size: input.fontSize, color, rotate: display.rotation });
        }
      });
    }
    return file(await savePdf(doc), 'application/pdf', `${baseName(source)}-text.pdf`);
  };
}
