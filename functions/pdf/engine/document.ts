import {
  EncryptedPDFError,
  ParseSpeeds,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  PDFStream,
} from '@cantoo/pdf-lib';
import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { AppError } from '../../core/errors.js';
import { requireKind } from '../../core/files/sniff.js';

/**
 * Opening and saving PDFs with @cantoo/pdf-lib, with every failure mapped to a client error: not a PDF → 415,
 * unreadable → 422, encrypted without (or with a wrong) password → 422 `input_encrypted`, too many pages → 413.
 */

export interface OpenOptions {
  readonly field: string;
  readonly password?: string;
  readonly maxPages?: number;
}

export const encryptedError = (field: string, passwordGiven: boolean): AppError =>
  new AppError(
    'input_encrypted',
    passwordGiven
      ? `${field}: the password does not open this PDF.`
      : `${field}: the PDF is password-protected; send its password in the password field.`,
    { extensions: { field } },
  );

export const unreadable = (field: string, cause?: unknown): AppError =>
  new AppError('unprocessable_input', `${field}: the PDF is damaged or not a PDF this service can read.`, { cause });

/**
 * pdf-lib recovers whatever objects a cut-off file still holds and would answer a silently shortened document.
 * Writers end every file (and every incremental update) with `%%EOF`; readers accept it within the last
 * 1024 bytes, so its absence there means the upload was truncated.
 */
export function requireComplete(bytes: Uint8Array, field: string): void {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  if (!tail.includes('%%EOF')) {
    throw new AppError(
      'unprocessable_input',
      `${field}: the PDF is truncated (no end-of-file marker); upload it again.`,
    );
  }
}

export async function openPdf(file: UploadedFile, options: OpenOptions): Promise<PDFDocument> {
  const { field } = options;
  requireKind(file, 'pdf', field);
  requireComplete(file.bytes, field);
  const password = options.password === '' ? undefined : options.password;
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(file.bytes, { parseSpeed: ParseSpeeds.Fastest, updateMetadata: false, password });
  } catch (error) {
    if (error instanceof EncryptedPDFError) throw encryptedError(field, false);
    if (password !== undefined && (await isEncrypted(file.bytes))) throw encryptedError(field, true);
    throw unreadable(field, error);
  }
  if (password !== undefined) dropEncryption(doc);
  const pages = safePageCount(doc, field);
  if (pages === 0) throw new AppError('unprocessable_input', `${field}: the PDF has no pages.`);
  if (options.maxPages !== undefined && pages > options.maxPages) {
    throw new AppError('payload_too_large', `${field}: the PDF has ${pages} pages; the limit is ${options.maxPages}.`, {
      extensions: { limitPages: options.maxPages },
    });
  }
  return doc;
}

function safePageCount(doc: PDFDocument, field: string): number {
  try {
    return doc.getPageCount();
  } catch (error) {
    throw unreadable(field, error);
  }
}

async function isEncrypted(bytes: Uint8Array): Promise<boolean> {
  try {
    const doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      parseSpeed: ParseSpeeds.Fastest,
      updateMetadata: false,
    });
    return doc.isEncrypted;
  } catch {
    return false;
  }
}

/**
 * After a password load, pdf-lib keeps the old encryption dictionary, the old cross-reference stream (a trailer
 * that still names /Encrypt, unreadable once "decrypted") and the spent object-stream containers as plain
 * objects; saved as is, readers would take the decrypted file for an encrypted one. Remove them.
 */
function dropEncryption(doc: PDFDocument): void {
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFInvalidObject) {
      doc.context.delete(ref);
      continue;
    }
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;
    if (!dict) continue;
    const type = dict.get(PDFName.of('Type'));
    const isSecurityHandler = dict.get(PDFName.of('Filter')) === PDFName.of('Standard') && dict.has(PDFName.of('O'));
    const isTrailerCopy = dict.has(PDFName.of('Encrypt')) || type === PDFName.of('XRef');
    if (isSecurityHandler || isTrailerCopy || type === PDFName.of('ObjStm')) doc.context.delete(ref);
  }
}

export async function savePdf(doc: PDFDocument, field = 'file'): Promise<Uint8Array> {
  try {
    return await doc.save({ objectsPerTick: 500 });
  } catch (error) {
    // A document pdf-lib parsed leniently can still fail to serialise (dangling references in a damaged file).
    throw unreadable(field, error);
  }
}
