import type { Implementation } from '../core/implement.js';
import { createAll, discoverRegistrations } from '../core/registration.js';
import { type PdfDeps, pdfImplementation } from './deps.js';

export type { PdfDeps } from './deps.js';

/** Every pdf entry of the table, each from its own file: `pdf.add-text` is operations/add-text.ts. */
const registrations = await discoverRegistrations(pdfImplementation, (name) => import(`./operations/${name}.ts`));

/** The pdf family's operations, each bound to its table entry, with their engines. */
export function createPdfImplementations(deps: PdfDeps): readonly Implementation[] {
  return createAll(registrations, deps);
}
