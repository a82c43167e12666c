import { PDFDocument } from '@cantoo/pdf-lib';
import { zipSync } from 'fflate';
import type { pdfMerge, pdfSplit } from '../../../shared/operations/pdf.js';
import { AppError } from '../../core/errors.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { type ContextFor, file, type OperationResult } from '../../core/operation.js';
import { openPdf, savePdf } from '../engine/document.js';
import { indexesOf, type PageRange, parseRanges, rangeLabel } from '../ranges.js';
import { baseName, zipEntryName } from './files.js';

/** The merged document is bounded too, not only each input: 50 inputs at the per-file limit would be 100,000 pages. */
export const maxMergedPages = 5000;

/** Merge: pages of every input in the order sent. Each input is opened (and page-limited) on its own. */
export async function merge(
  input: ResolvedInputOf<typeof pdfMerge>,
  ctx: ContextFor<typeof pdfMerge>,
): Promise<OperationResult> {
  const out = await PDFDocument.create({ updateMetadata: false });
  const maxPages = ctx.operation.limits.maxPages;
  for (const [i, ref] of input.files.entries()) {
    const field = `files[${i}]`;
    const source = await openPdf(ref, { field, password: input.passwords?.[i], maxPages });
    if (out.getPageCount() + source.getPageCount() > maxMergedPages) {
      throw new AppError('payload_too_large', `files: the merged PDF would have more than ${maxMergedPages} pages.`, {
        extensions: { limitPages: maxMergedPages },
      });
    }
    const pages = await out.copyPages(source, source.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  return file(await savePdf(out), 'application/pdf', 'merged.pdf');
}

/** Split: one range answers a PDF, several (or none: one per page) answer a ZIP of PDFs in range order. */
export async function split(
  input: ResolvedInputOf<typeof pdfSplit>,
  ctx: ContextFor<typeof pdfSplit>,
): Promise<OperationResult> {
  const source = input.file;
  const doc = await openPdf(source, {
    field: 'file',
    password: input.password,
    maxPages: ctx.operation.limits.maxPages,
  });
  const count = doc.getPageCount();
  const ranges: PageRange[] =
    input.pages === undefined
      ? Array.from({ length: count }, (_, i) => ({ first: i + 1, last: i + 1 }))
      : parseRanges(input.pages, count, 'pages');
  const stem = baseName(source);
  const parts: { name: string; bytes: Uint8Array }[] = [];
  for (const range of ranges) {
    const part = await PDFDocument.create({ updateMetadata: false });
    for (const page of await part.copyPages(doc, indexesOf(range))) part.addPage(page);
    parts.push({ name: `${stem}-${rangeLabel(range)}.pdf`, bytes: await savePdf(part) });
  }
  const [only] = parts;
  if (parts.length === 1 && only) return file(only.bytes, 'application/pdf', only.name);
  // PDFs are already compressed: store them (level 0) rather than spend CPU deflating again.
  const entries: Record<string, Uint8Array> = {};
  for (const [i, part] of parts.entries()) {
    const name = zipEntryName(part.name, `part-${i + 1}.pdf`);
    entries[entries[name] ? `${i + 1}-${name}` : name] = part.bytes;
  }
  return file(zipSync(entries, { level: 0 }), 'application/zip', `${stem}-split.zip`);
}
