import {
  pdfAddText,
  pdfExtractText,
  pdfHtmlToPdf,
  pdfMerge,
  pdfProtect,
  pdfSplit,
  pdfUnprotect,
  pdfWatermark,
} from '../../shared/operations/pdf.js';
import type { Implementations } from '../core/operation.js';
import type { HtmlRenderer } from './engine/renderer.js';
import { createHtmlToPdf } from './operations/html.js';
import { merge, split } from './operations/pages.js';
import { protect, unprotect } from './operations/security.js';
import { createAddText, createWatermark } from './operations/stamp.js';
import { extractTextOperation } from './operations/text.js';

export interface PdfDeps {
  readonly fontBytes: () => Promise<Uint8Array>;
  readonly renderer: HtmlRenderer;
}

/** The pdf family's operations by id, with their engines bound. */
export function createPdfImplementations(deps: PdfDeps): Implementations {
  return {
    [pdfMerge.id]: merge,
    [pdfSplit.id]: split,
    [pdfWatermark.id]: createWatermark(deps),
    [pdfAddText.id]: createAddText(deps),
    [pdfProtect.id]: protect,
    [pdfUnprotect.id]: unprotect,
    [pdfExtractText.id]: extractTextOperation,
    [pdfHtmlToPdf.id]: createHtmlToPdf(deps),
  };
}
