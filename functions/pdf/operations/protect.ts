import { randomAlphanumeric } from '../../../shared/ids.js';
import { pdfProtect } from '../../../shared/operations/pdf.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { type ContextFor, file, type OperationResult } from '../../core/operation.js';
import { pdfImplementation } from '../deps.js';
import { savePdf } from '../engine/document.js';
import { baseName } from '../files.js';
import { openInputPdf } from '../input.js';

/** AES-256 (security handler revision 6), the only cipher ISO 32000-2 still recommends; pdf-lib's default. */
export async function protect(
  input: ResolvedInputOf<typeof pdfProtect>,
  ctx: ContextFor<typeof pdfProtect>,
): Promise<OperationResult> {
  const source = input.file;
  const doc = await openInputPdf(input, ctx);
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

export default pdfImplementation(pdfProtect, () => protect);
