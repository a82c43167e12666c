import { PDFDocument } from '@cantoo/pdf-lib';
import { pdfMerge } from '../../../shared/operations/pdf.js';
import { AppError } from '../../core/errors.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { type ContextFor, file, type OperationResult } from '../../core/operation.js';
import { pdfImplementation } from '../deps.js';
import { openPdf, savePdf } from '../engine/document.js';

/** The merged document is bounded too, not only each input: 50 inputs at the per-file limit would be 100,000 pages. */
export const maxMergedPages = 5000;

/** Merge: pages of every input in the order sent. Each input is opened (and page-limited) on its own. */
export async function merge(
  input: ResolvedInputOf<typeof pdfMerge>,
  ctx: ContextFor<typeof pdfMerge>,
): Promise<OperationResult> {
  const out = await PDFDocument.create({ updateMetadata: false });
  const maxPages = ctx.operation.limits.maxPages;
  for (const [i, ref] of input.files.entries()) {
    const field = `files[${i}]`;
    const source = await openPdf(ref, { field, password: input.passwords?.[i], maxPages });
    if (out.getPageCount() + source.getPageCount() > maxMergedPages) {
      throw new AppError('payload_too_large', `files: the merged PDF would have more than ${maxMergedPages} pages.`, {
        extensions: { limitPages: maxMergedPages },
      });
    }
    const pages = await out.copyPages(source, source.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  return file(await savePdf(out), 'application/pdf', 'merged.pdf');
}

export default pdfImplementation(pdfMerge, () => merge);
