import { pdfUnprotect } from '../../../shared/operations/pdf.js';
import { AppError } from '../../core/errors.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { type ContextFor, file, type OperationResult } from '../../core/operation.js';
import { pdfImplementation } from '../deps.js';
import { savePdf } from '../engine/document.js';
import { baseName } from '../files.js';
import { openInputPdf } from '../input.js';

/**
 * Opens with the user or owner password and saves without encryption. A wrong password is 422 input_encrypted.
 * A PDF that is not encrypted at all has nothing to remove: answering it back unchanged would charge for nothing,
 * so it is a 422 that says so (refunded by the pipeline like every failure).
 */
export async function unprotect(
  input: ResolvedInputOf<typeof pdfUnprotect>,
  ctx: ContextFor<typeof pdfUnprotect>,
): Promise<OperationResult> {
  const source = input.file;
  const doc = await openInputPdf(input, ctx);
  if (!doc.context.isDecrypted) {
    throw new AppError(
      'unprocessable_input',
      'file: the PDF is not password-protected and carries no restrictions; there is nothing to remove.',
      { extensions: { field: 'file', reason: 'not_encrypted' } },
    );
  }
  return file(await savePdf(doc), 'application/pdf', `${baseName(source)}-unlocked.pdf`);
}

export default pdfImplementation(pdfUnprotect, () => unprotect);
