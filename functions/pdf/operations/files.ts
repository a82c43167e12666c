import type { FileRef, UploadedFile } from '../../../shared/schemas/fields.js';
import { AppError } from '../../core/errors.js';
import { safeFilename, stemOf } from '../../core/files/filename.js';

/**
 * The pipeline resolves every file field to an UploadedFile before an operation runs; a string here means the
 * wiring skipped that step, which is a server fault, not the client's.
 */
export function uploaded(value: FileRef, field: string): UploadedFile {
  if (typeof value === 'string') {
    throw new AppError('internal_error', `${field} was not resolved to a file before the operation ran.`);
  }
  return value;
}

/** `relatório.pdf` → `relatório`; unnamed inputs → `document`. */
export const baseName = (file: UploadedFile): string => stemOf(safeFilename(file.filename, 'document.pdf'));
