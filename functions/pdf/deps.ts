import { registrar } from '../core/registration.js';
import type { HtmlRenderer } from './engine/renderer.js';

export interface PdfDeps {
  readonly fontBytes: () => Promise<Uint8Array>;
  /** CJK and emoji fallbacks after the primary font; default: the shared fonts in `functions/fonts/`. */
  readonly fallbackFonts?: () => Promise<readonly Uint8Array[]>;
  readonly renderer: HtmlRenderer;
}

/**
 * How a pdf operation registers itself: `functions/pdf/operations/<name>.ts` default-exports
 * `pdfImplementation(pdf<Name>, (deps) => fn)` for the table entry `pdf.<name>` (core/registration.ts).
 */
export const pdfImplementation = registrar<PdfDeps>('pdf');
