import { rgb } from '@cantoo/pdf-lib';
import { pdfAddText } from '../../../shared/operations/pdf.js';
import { invalidRequest } from '../../core/errors.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { type ContextFor, file, type OperationResult } from '../../core/operation.js';
import { pdfImplementation } from '../deps.js';
import { guardedAsync, savePdf } from '../engine/document.js';
import { prepareText } from '../engine/fonts.js';
import { displayedPage } from '../engine/geometry.js';
import { baseName } from '../files.js';
import { openInputPdf } from '../input.js';
import { selectPages } from '../ranges.js';
import { fontChain, type StampDeps } from '../text-fonts.js';

/** Text at (x, y) in points from the bottom-left corner of each chosen page as displayed, upright on the display. */
export function createAddText(deps: StampDeps) {
  return async (
    input: ResolvedInputOf<typeof pdfAddText>,
    ctx: ContextFor<typeof pdfAddText>,
  ): Promise<OperationResult> => {
    const source = input.file;
    const doc = await openInputPdf(input, ctx);
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

export default pdfImplementation(pdfAddText, createAddText);
