import { randomAlphanumeric } from '../../../shared/ids.js';
import type { pdfProtect, pdfUnprotect } from '../../../shared/operations/pdf.js';
import { AppError } from '../../core/errors.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { type ContextFor, file, type OperationResult } from '../../core/operation.js';
import { openPdf, savePdf } from '../engine/document.js';
import { baseName } from './files.js';

/** AES-256 (security handler revision 6), the only cipher ISO 32000-2 still recommends; pdf-lib's default. */
export async function protect(
  input: ResolvedInputOf<typeof pdfProtect>,
  ctx: ContextFor<typeof pdfProtect>,
): Promise<OperationResult> {
  const source = input.file;
  const doc = await openPdf(source, {
    field: 'file',
    password: input.password,
    maxPages: ctx.operation.limits.maxPages,
  });
  const p = input.permissions;
  doc.encrypt({
    algorithm: 'AES-256',
    userPassword: input.userPassword,
    // Without an owner password nobody should be able to lift the permission limits: use a random one.
    ownerPassword: input.ownerPassword ?? randomAlphanumeric(32),
    permissions: p
      ? {
          printing: p.printing === 'none' ? false : p.printing,
          modifying: p.modifying,
          copying: p.copying,
          annotating: p.annotating,
          fillingForms: p.fillingForms,
          contentAccessibility: p.contentAccessibility,
          documentAssembly: p.documentAssembly,
        }
      : {
          printing: 'highResolution',
          modifying: true,
          copying: true,
          annotating: true,
          fillingForms: true,
          contentAccessibility: true,
          documentAssembly: true,
        },
  });
  return file(await savePdf(doc), 'application/pdf', `${baseName(source)}-protected.pdf`);
}

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
  const doc = await openPdf(source, {
    field: 'file',
    password: input.password,
    maxPages: ctx.operation.limits.maxPages,
  });
  if (!doc.context.isDecrypted) {
    throw new AppError(
      'unprocessable_input',
      'file: the PDF is not password-protected and carries no restrictions; there is nothing to remove.',
      { extensions: { field: 'file', reason: 'not_encrypted' } },
    );
  }
  return file(await savePdf(doc), 'application/pdf', `${baseName(source)}-unlocked.pdf`);
}
