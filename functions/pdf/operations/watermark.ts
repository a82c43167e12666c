import { rgb } from '@cantoo/pdf-lib';
import { pdfWatermark } from '../../../shared/operations/pdf.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { type ContextFor, file, type OperationResult } from '../../core/operation.js';
import { pdfImplementation } from '../deps.js';
import { guardedAsync, savePdf } from '../engine/document.js';
import { prepareText } from '../engine/fonts.js';
import { displayedPage } from '../engine/geometry.js';
import { baseName } from '../files.js';
import { openInputPdf } from '../input.js';
import { fontChain, type StampDeps } from '../text-fonts.js';

const hexToRgb = (hex: string) => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const n = Number.parseInt(full.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** The text centred on every page as displayed (its /Rotate honoured), at the given angle on the display. */
export function createWatermark(deps: StampDeps) {
  return async (
    input: ResolvedInputOf<typeof pdfWatermark>,
    ctx: ContextFor<typeof pdfWatermark>,
  ): Promise<OperationResult> => {
    const source = input.file;
    const doc = await openInputPdf(input, ctx);
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

export default pdfImplementation(pdfWatermark, createWatermark);
