import { PDFDocument } from '@cantoo/pdf-lib';
import { zipSync } from 'fflate';
import type { InputOf } from '../../../shared/operations/define.js';
import type { pdfMerge, pdfSplit } from '../../../shared/operations/pdf.js';
import { AppError } from '../../core/errors.js';
import { file, type OperationContext, type OperationResult } from '../../core/operation.js';
import { openPdf, savePdf } from '../engine/document.js';
import { indexesOf, type PageRange, parseRanges, rangeLabel } from '../ranges.js';
import { baseName, uploaded } from './files.js';

/** The merged document is bounded too, not only each input: 50 inputs at the per-file limit would be 100,000 pages. */
export const maxMergedPages = 5000;

/** Merge: pages of every input in the order sent. Each input is opened (and page-limited) on its own. */
export async function merge(input: InputOf<typeof pdfMerge>, ctx: OperationContext): Promise<OperationResult> {
  const out = await PDFDocument.create({ updateMetadata: false });
  const maxPages = ctx.operation.limits.maxPages;
  for (const [i, ref] of input.files.entries()) {
    const field = `files[${i}]`;
    const source = await openPdf(uploaded(ref, field), { field, password: input.passwords?.[i], maxPages });
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
export async function split(input: InputOf<typeof pdfSplit>, ctx: OperationContext): Promise<OperationResult> {
  const source = uploaded(input.file, 'file');
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
  for (const [i, part] of parts.entries())
    entries[entries[part.name] ? `${i + 1}-${part.name}` : part.name] = part.bytes;
  return file(zipSync(entries, { level: 0 }), 'application/zip', `${stem}-split.zip`);
}
