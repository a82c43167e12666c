import { pdfExtractText } from '../../../shared/operations/pdf.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { type ContextFor, json, type OperationResult } from '../../core/operation.js';
import { pdfImplementation } from '../deps.js';
import { extractPdfText } from '../engine/text.js';

/** `{pageCount, text, pages: [{page, text}]}`; pages are joined with a blank line in `text`. */
export async function extractTextOperation(
  input: ResolvedInputOf<typeof pdfExtractText>,
  ctx: ContextFor<typeof pdfExtractText>,
): Promise<OperationResult> {
  const extracted = await extractPdfText(input.file, {
    field: 'file',
    password: input.password,
    maxPages: ctx.operation.limits.maxPages,
  });
  return json({
    pageCount: extracted.pageCount,
    text: extracted.pages.join('\n\n'),
    pages: extracted.pages.map((text, i) => ({ page: i + 1, text })),
  });
}

export default pdfImplementation(pdfExtractText, () => extractTextOperation);
