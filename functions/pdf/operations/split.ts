import { PDFDocument } from '@cantoo/pdf-lib';
import { zipSync } from 'fflate';
import { pdfSplit } from '../../../shared/operations/pdf.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { type ContextFor, file, type OperationResult } from '../../core/operation.js';
import { pdfImplementation } from '../deps.js';
import { savePdf } from '../engine/document.js';
import { baseName, zipEntryName } from '../files.js';
import { openInputPdf } from '../input.js';
import { indexesOf, type PageRange, parseRanges, rangeLabel } from '../ranges.js';

/** Split: one range answers a PDF, several (or none: one per page) answer a ZIP of PDFs in range order. */
export async function split(
  input: ResolvedInputOf<typeof pdfSplit>,
  ctx: ContextFor<typeof pdfSplit>,
): Promise<OperationResult> {
  const source = input.file;
  const doc = await openInputPdf(input, ctx);
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

export default pdfImplementation(pdfSplit, () => split);
