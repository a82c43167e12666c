import { pdfHtmlToPdf } from '../../../shared/operations/pdf.js';
import { AppError } from '../../core/errors.js';
import { safeFilename, withExtension } from '../../core/files/filename.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { type ContextFor, file, type OperationResult } from '../../core/operation.js';
import { pdfImplementation } from '../deps.js';
import { requireSound } from '../engine/document.js';
import type { HtmlRenderer } from '../engine/renderer.js';

const cssLength = (v: number | string): string =>
  typeof v === 'number' ? `${v}px` : /^\d+(\.\d+)?$/.test(v) ? `${v}px` : v;

export function createHtmlToPdf(deps: { readonly renderer: HtmlRenderer }) {
  return async (
    input: ResolvedInputOf<typeof pdfHtmlToPdf>,
    ctx: ContextFor<typeof pdfHtmlToPdf>,
  ): Promise<OperationResult> => {
    const maxChars = ctx.operation.limits.maxChars;
    if (maxChars !== undefined && input.html.length > maxChars) {
      throw new AppError('payload_too_large', `html: ${input.html.length} characters; the limit is ${maxChars}.`, {
        extensions: { limitChars: maxChars },
      });
    }
    const o = input.options;
    const pdf = await deps.renderer.render(
      input.html,
      {
        format: o.format,
        landscape: o.landscape,
        printBackground: o.printBackground,
        margin: {
          top: cssLength(o.marginTop),
          right: cssLength(o.marginRight),
          bottom: cssLength(o.marginBottom),
          left: cssLength(o.marginLeft),
        },
      },
      ctx.signal,
    );
    await requireSound(pdf, 'html');
    return file(pdf, 'application/pdf', withExtension(safeFilename(input.filename, 'document.pdf'), 'pdf'));
  };
}

export default pdfImplementation(pdfHtmlToPdf, createHtmlToPdf);
