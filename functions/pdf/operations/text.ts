import type { InputOf } from '../../../shared/operations/define.js';
import type { pdfExtractText } from '../../../shared/operations/pdf.js';
import { json, type OperationContext, type OperationResult } from '../../core/operation.js';
import { extractPdfText } from '../engine/text.js';
import { uploaded } from './files.js';

/** `{pageCount, text, pages: [{page, text}]}`; pages are joined with a blank line in `text`. */
export async function extractTextOperation(
  input: InputOf<typeof pdfExtractText>,
  ctx: OperationContext,
): Promise<OperationResult> {
  const extracted = await extractPdfText(uploaded(input.file, 'file'), {
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
