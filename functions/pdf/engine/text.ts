import { extractText, getDocumentProxy } from 'unpdf';
import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { AppError } from '../../core/errors.js';
import { requireKind } from '../../core/files/sniff.js';
import { encryptedError, requireComplete, unreadable } from './document.js';

export interface ExtractedText {
  readonly pageCount: number;
  readonly pages: readonly string[];
}

/** pdf.js reports bad passwords with a PasswordException (code 1: none given, 2: wrong). */
const passwordCode = (error: unknown): number | undefined =>
  error instanceof Error && error.name === 'PasswordException' ? Number(Reflect.get(error, 'code')) : undefined;

/**
 * Text layer of every page with unpdf (a serverless pdf.js build). `isEvalSupported: false` keeps pdf.js from
 * compiling font programs into JavaScript (the CVE-2024-4367 class of bug).
 */
export async function extractPdfText(
  file: UploadedFile,
  options: { readonly field: string; readonly password?: string; readonly maxPages?: number },
): Promise<ExtractedText> {
  requireKind(file, 'pdf', options.field);
  requireComplete(file.bytes, options.field);
  const password = options.password === '' ? undefined : options.password;
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js may take ownership of (detach) the buffer it is given: pass a copy.
    pdf = await getDocumentProxy(new Uint8Array(file.bytes), { password, isEvalSupported: false, stopAtErrors: false });
  } catch (error) {
    const code = passwordCode(error);
    if (code !== undefined) throw encryptedError(options.field, code === 2 || password !== undefined);
    throw unreadable(options.field, error);
  }
  try {
    if (options.maxPages !== undefined && pdf.numPages > options.maxPages) {
      throw new AppError(
        'payload_too_large',
        `${options.field}: the PDF has ${pdf.numPages} pages; the limit is ${options.maxPages}.`,
        {
          extensions: { limitPages: options.maxPages },
        },
      );
    }
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    return { pageCount: totalPages, pages: text };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(options.field, error);
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
