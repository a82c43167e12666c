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
import { type Implementation, implement } from '../core/implement.js';
import type { HtmlRenderer } from './engine/renderer.js';
import { createHtmlToPdf } from './operations/html.js';
import { merge, split } from './operations/pages.js';
import { protect, unprotect } from './operations/security.js';
import { createAddText, createWatermark } from './operations/stamp.js';
import { extractTextOperation } from './operations/text.js';

export interface PdfDeps {
  readonly fontBytes: () => Promise<Uint8Array>;
  /** CJK and emoji fallbacks after the primary font; default: the shared fonts in `functions/fonts/`. */
  readonly fallbackFonts?: () => Promise<readonly Uint8Array[]>;
  readonly renderer: HtmlRenderer;
}

/** The pdf family's operations, each bound to its table entry, with their engines. */
export function createPdfImplementations(deps: PdfDeps): readonly Implementation[] {
  return [
    implement(pdfMerge, merge),
    implement(pdfSplit, split),
    implement(pdfWatermark, createWatermark(deps)),
    implement(pdfAddText, createAddText(deps)),
    implement(pdfProtect, protect),
    implement(pdfUnprotect, unprotect),
    implement(pdfExtractText, extractTextOperation),
    implement(pdfHtmlToPdf, createHtmlToPdf(deps)),
  ];
}
