import {
  decodePDFRawStream,
  EncryptedPDFError,
  ParseSpeeds,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  PDFRawStream,
  PDFStream,
} from '@cantoo/pdf-lib';
import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { AppError } from '../../core/errors.js';
import { requireKind } from '../../core/files/sniff.js';
import { repairPageTree } from './pagetree.js';
import { passwordCandidates } from './passwords.js';
import { soundnessDefect } from './soundness.js';

/**
 * Opening and saving PDFs with @cantoo/pdf-lib, with every failure mapped to a client error: not a PDF → 415,
 * unreadable → 422, encrypted without (or with a wrong) password → 422 `input_encrypted`, too many pages → 413.
 * Every opened document is decrypted for real (the encryption dictionary and its traces removed) and carries a
 * sound page tree (repaired when it lies), so every PDF written from it is sound too.
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
  requireStandardSecurity(file.bytes, field);
  requireBoundedXrefStreams(file.bytes, field);
  const doc = await loadWithPassword(file.bytes, field, options.password);
  const pages = guarded(field, () => {
    repairPageTree(doc);
    dropNonStreamContents(doc);
    if (doc.context.isDecrypted) {
      dropEncryption(doc);
      requireDecrypted(doc, field);
    }
    return doc.getPageCount();
  });
  if (pages === 0) throw new AppError('unprocessable_input', `${field}: the PDF has no pages.`);
  if (options.maxPages !== undefined && pages > options.maxPages) {
    throw new AppError('payload_too_large', `${field}: the PDF has ${pages} pages; the limit is ${options.maxPages}.`, {
      extensions: { limitPages: options.maxPages },
    });
  }
  return doc;
}

/** pdf-lib's answers to a missing or wrong password (it has no error class for the wrong one). */
const isPasswordError = (error: unknown): boolean =>
  error instanceof EncryptedPDFError ||
  (error instanceof Error && /^(NEEDS PASSWORD|Password incorrect)$/.test(error.message));

/**
 * No password (or an empty one) is tried as the empty user password: the many documents that open without one
 * but restrict printing or copying. A typed password is tried in each encoding a security handler revision may
 * have hashed (see passwords.ts).
 */
async function loadWithPassword(bytes: Uint8Array, field: string, password: string | undefined): Promise<PDFDocument> {
  const typed = password ?? '';
  for (const candidate of typed === '' ? [''] : passwordCandidates(typed)) {
    try {
      return await PDFDocument.load(bytes, {
        parseSpeed: ParseSpeeds.Fastest,
        updateMetadata: false,
        password: candidate,
      });
    } catch (error) {
      if (!isPasswordError(error)) throw unreadable(field, error);
    }
  }
  throw encryptedError(field, typed !== '');
}

/**
 * Engine work on a parsed document: pdf-lib parses damaged files leniently and can then fail deep inside with a
 * TypeError. Whatever it throws that is not already a client error is a 422 for the input, never a 5xx.
 */
export function guarded<T>(field: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(field, error);
  }
}

export async function guardedAsync<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(field, error);
  }
}

/**
 * A content stream that does not inflate after decryption is still ciphertext (a wrong key, an unsupported
 * crypt filter, a damaged stream): written out as is it would be an unreadable page in a charged answer.
 */
function requireDecrypted(doc: PDFDocument, field: string): void {
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of('Filter')) === undefined) continue;
      try {
        decodePDFRawStream(stream).decode();
      } catch (cause) {
        throw new AppError(
          'unprocessable_input',
          `${field}: the PDF is encrypted and its page content could not be decrypted with this service's engine.`,
          { cause },
        );
      }
    }
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

/**
 * Writes the document and reads it back strictly (see soundness.ts): a file we could not write soundly (objects
 * pdf-lib kept from a damaged input, content streams that do not decode) is a 422 naming the defect, never a
 * charged answer. `field` names the input the defect came from.
 */
export async function savePdf(doc: PDFDocument, field = 'file'): Promise<Uint8Array> {
  let bytes: Uint8Array;
  try {
    bytes = await doc.save({ objectsPerTick: 500 });
  } catch (error) {
    // A document pdf-lib parsed leniently can still fail to serialise (dangling references in a damaged file).
    throw unreadable(field, error);
  }
  await requireSound(bytes, field, doc.getPageCount());
  return bytes;
}

/** The check every PDF answer passes, whatever wrote it (pdf-lib here, Chromium for html-to-pdf). */
export async function requireSound(bytes: Uint8Array, field: string, pages?: number): Promise<void> {
  const defect = await soundnessDefect(bytes, pages);
  if (defect !== undefined) {
    throw new AppError(
      'unprocessable_input',
      `${field}: the PDF is damaged in a way this service cannot repair (${defect}); no file was produced.`,
      { extensions: { field, defect } },
    );
  }
}

/**
 * The /Standard security handler is the one with a published algorithm (passwords); any other /Filter
 * (FileOpen, Adobe LiveCycle rights management, a DRM plug-in) encrypts with keys only its vendor's plug-in
 * obtains. Such a file cannot be read here: say which handler it is rather than "damaged".
 */
export function requireStandardSecurity(bytes: Uint8Array, field: string): void {
  const text = Buffer.from(bytes).toString('latin1');
  const refs = [...text.matchAll(/\/Encrypt\s*(\d+)\s+(\d+)\s+R/g)];
  const dicts = refs.map(([, num, gen]) => {
    const start = text.search(new RegExp(`(^|[^0-9])${num}\\s+${gen}\\s+obj\\b`));
    return start < 0 ? '' : text.slice(start, text.indexOf('endobj', start));
  });
  for (const inline of text.matchAll(/\/Encrypt\s*<<([^>]*)>>/g)) dicts.push(inline[1] ?? '');
  for (const dict of dicts) {
    const handler = /\/Filter\s*\/([^\s/<>[\]()]+)/.exec(dict)?.[1];
    if (handler !== undefined && handler !== 'Standard') {
      throw new AppError(
        'unprocessable_input',
        `${field}: the PDF is encrypted with the "${handler}" security handler, which only its vendor's software can open; only password-protected PDFs (the Standard handler) can be read here.`,
        { extensions: { field, securityHandler: handler } },
      );
    }
  }
}

/**
 * pdf-lib reads a cross-reference stream entry by entry for as many entries as /Size or /Index declare, byte by
 * byte for the widths /W declares: a damaged /Size or a width of 231,833,911 keeps it busy for minutes. No stream
 * holds more entries than the file has bytes, and no field is wider than 8 bytes.
 */
function requireBoundedXrefStreams(bytes: Uint8Array, field: string): void {
  const text = Buffer.from(bytes).toString('latin1');
  for (const match of text.matchAll(/\/Type\s*\/XRef\b/g)) {
    const start = text.lastIndexOf('obj', match.index);
    const end = text.indexOf('stream', match.index);
    const dict = text.slice(start < 0 ? match.index : start, end < 0 ? match.index + 400 : end);
    const index = /\/Index\s*\[([^\]]*)\]/.exec(dict)?.[1];
    const counts = index
      ? index
          .trim()
          .split(/\s+/)
          .filter((_, i) => i % 2 === 1)
          .map(Number)
      : [Number(/\/Size\s+(\d+)/.exec(dict)?.[1] ?? 0)];
    const entries = counts.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
    const widths = (/\/W\s*\[([^\]]*)\]/.exec(dict)?.[1] ?? '').trim().split(/\s+/).map(Number);
    if (widths.some((w) => !(w >= 0 && w <= 8))) {
      throw new AppError(
        'unprocessable_input',
        `${field}: the PDF is damaged (its cross-reference stream declares fields of ${widths.join(', ')} bytes).`,
      );
    }
    if (entries > bytes.length) {
      throw new AppError(
        'unprocessable_input',
        `${field}: the PDF is damaged (its cross-reference stream declares ${entries} objects in a ${bytes.length}-byte file).`,
      );
    }
  }
}

/** A page's /Contents array may hold references to missing or non-stream objects: readers skip them, and so do we. */
function dropNonStreamContents(doc: PDFDocument): void {
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const resolved = contents === undefined ? undefined : doc.context.lookup(contents);
    if (resolved instanceof PDFArray) {
      const streams = resolved.asArray().filter((item) => doc.context.lookup(item) instanceof PDFStream);
      if (streams.length !== resolved.size()) page.node.set(PDFName.of('Contents'), doc.context.obj(streams));
    } else if (resolved !== undefined && !(resolved instanceof PDFStream)) {
      page.node.delete(PDFName.of('Contents'));
    }
  }
}
