import { getDocumentProxy } from 'unpdf';
import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { AppError } from '../../core/errors.js';
import { requireKind } from '../../core/files/sniff.js';
import { encryptedError, openPdf, requireComplete, requireStandardSecurity, savePdf, unreadable } from './document.js';
import { passwordCandidates } from './passwords.js';
import { pdfjsData } from './pdfjs-data.js';
import { linesToText, type TextRun } from './reading-order.js';

export interface ExtractedText {
  readonly pageCount: number;
  readonly pages: readonly string[];
}

type PdfProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

/** pdf.js reports bad passwords with a PasswordException (code 1: none given, 2: wrong). */
const passwordCode = (error: unknown): number | undefined =>
  error instanceof Error && error.name === 'PasswordException' ? Number(Reflect.get(error, 'code')) : undefined;

/** pdf.js operator codes that draw text (showText, showSpacedText, nextLineShowText, nextLineSetSpacingShowText). */
const textOperators = new Set([44, 45, 46, 47]);

/**
 * Text layer of every page with unpdf (a serverless pdf.js build). `isEvalSupported: false` keeps pdf.js from
 * compiling font programs into JavaScript (the CVE-2024-4367 class of bug). The CMaps and standard font data
 * pdf.js needs for CID fonts with predefined encodings (Shift-JIS, GBK, Big5, UHC…) ship with the engine.
 */
export async function extractPdfText(
  file: UploadedFile,
  options: { readonly field: string; readonly password?: string; readonly maxPages?: number },
): Promise<ExtractedText> {
  requireKind(file, 'pdf', options.field);
  requireComplete(file.bytes, options.field);
  requireStandardSecurity(file.bytes, options.field);
  const pdf = await openReadable(file, options.field, options.password);
  try {
    if (options.maxPages !== undefined && pdf.numPages > options.maxPages) {
      throw new AppError(
        'payload_too_large',
        `${options.field}: the PDF has ${pdf.numPages} pages; the limit is ${options.maxPages}.`,
        { extensions: { limitPages: options.maxPages } },
      );
    }
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) pages.push(await pageText(pdf, n));
    if (isEncrypted(file.bytes) && pages.every((p) => p.trim() === '')) {
      // An encrypted document with no text at all is either a scan, or content that did not decrypt: pages that
      // draw text yet give none, or content streams that are still ciphertext (openPdf checks them). Never an
      // empty success for the latter.
      if (await drawsText(pdf)) {
        throw new AppError(
          'unprocessable_input',
          `${options.field}: the PDF is encrypted and its text could not be decoded; nothing was extracted.`,
        );
      }
      await openPdf(file, { field: options.field, password: options.password });
    }
    return { pageCount: pdf.numPages, pages };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(options.field, error);
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

/**
 * pdf.js finds objects through the cross-reference table and the trailer, and gives up when those are damaged
 * although every object is intact (a trailer without /Root, no table, a table cut short); pdf-lib parses the objects
 * in file order and rebuilds both, which is why split or watermark already answer such a file. An unencrypted file
 * pdf.js cannot open is read from pdf-lib's rewrite of it (openPdf: its page tree checked, repaired when it lies;
 * savePdf: the rewrite reparsed strictly); when that fails too, pdf.js' refusal stands. Encrypted files never take
 * this path: their password handling is pdf.js' own.
 */
async function openReadable(file: UploadedFile, field: string, password: string | undefined): Promise<PdfProxy> {
  try {
    return await openWithPassword(file.bytes, field, password);
  } catch (refusal) {
    if (!(refusal instanceof AppError) || refusal.code !== 'unprocessable_input' || isEncrypted(file.bytes)) {
      throw refusal;
    }
    const rebuilt = await openPdf(file, { field })
      .then((doc) => savePdf(doc, field))
      .catch(() => undefined);
    if (rebuilt === undefined) throw refusal;
    return openWithPassword(rebuilt, field, undefined).catch(() => Promise.reject(refusal));
  }
}

async function openWithPassword(bytes: Uint8Array, field: string, password: string | undefined): Promise<PdfProxy> {
  const typed = password ?? '';
  const data = pdfjsData();
  let wrong = false;
  for (const candidate of typed === '' ? [undefined] : passwordCandidates(typed)) {
    try {
      // pdf.js may take ownership of (detach) the buffer it is given: pass a copy.
      return await getDocumentProxy(new Uint8Array(bytes), {
        password: candidate,
        isEvalSupported: false,
        stopAtErrors: false,
        ...data,
      });
    } catch (error) {
      const code = passwordCode(error);
      if (code === undefined) throw unreadable(field, error);
      wrong = wrong || code === 2;
    }
  }
  throw encryptedError(field, wrong || typed !== '');
}

async function pageText(pdf: PdfProxy, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  const runs: TextRun[] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    runs.push({
      text: item.str,
      dir: item.dir,
      x: Number(item.transform[4] ?? 0),
      width: item.width,
      height: item.height,
      endOfLine: item.hasEOL,
    });
  }
  const fields = await annotationText(page);
  page.cleanup();
  const text = linesToText(runs);
  return fields === '' ? text : text === '' ? fields : `${text}\n${fields}`;
}

/**
 * Filled form fields and free-text notes are drawn from annotation appearance streams, outside the page's
 * content: poppler reads them as page text, pdf.js' text layer does not. Their values, one per line, in the
 * order the page lists them (hidden ones left out).
 */
async function annotationText(page: Awaited<ReturnType<PdfProxy['getPage']>>): Promise<string> {
  const lines: string[] = [];
  for (const raw of (await page.getAnnotations({ intent: 'display' })) as unknown[]) {
    const a = Object(raw) as Record<string, unknown>;
    if (a.hidden === true || a.noView === true) continue;
    const value = a.subtype === 'Widget' && a.fieldType !== 'Btn' ? a.fieldValue : undefined;
    const note = a.subtype === 'FreeText' ? Reflect.get(Object(a.contentsObj), 'str') : undefined;
    for (const item of [value, note].flat()) if (typeof item === 'string' && item.trim() !== '') lines.push(item);
  }
  return lines.join('\n');
}

async function drawsText(pdf: PdfProxy): Promise<boolean> {
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const ops = await page.getOperatorList();
    if (ops.fnArray.some((op) => textOperators.has(op))) return true;
  }
  return false;
}

/** The trailer names /Encrypt in clear text (cross-reference streams are never encrypted). */
const isEncrypted = (bytes: Uint8Array): boolean => Buffer.from(bytes).includes('/Encrypt');
