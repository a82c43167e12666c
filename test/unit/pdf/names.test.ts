import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { split } from '../../../functions/pdf/operations/split.js';
import { pdfSplit } from '../../../shared/operations/pdf.js';
import { labels, makePdf, upload } from '../../fixtures/pdf/build.js';
import { contextFor, resolvedInput } from '../files/context.js';
import { fileOf } from './support.js';

/** ZIP entry names from client file names: UTF-8 flagged, encoded once, no control or bidirectional characters. */

/** Central-directory entries of a ZIP: raw name bytes and the general purpose flags. */
function centralDirectory(zip: Uint8Array): { flags: number; name: Buffer }[] {
  const bytes = Buffer.from(zip);
  const entries: { flags: number; name: Buffer }[] = [];
  for (let i = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); i >= 0; ) {
    const nameLength = bytes.readUInt16LE(i + 28);
    entries.push({ flags: bytes.readUInt16LE(i + 8), name: bytes.subarray(i + 46, i + 46 + nameLength) });
    i = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), i + 46 + nameLength);
  }
  return entries;
}

const splitAll = async (filename: string) => {
  const input = resolvedInput(pdfSplit, { file: upload(await makePdf(labels('P', 2)), filename) });
  return fileOf(await split(input, contextFor(pdfSplit)));
};

describe('split ZIP entry names', () => {
  it('are UTF-8 (flag bit 11 set) and encoded once', async () => {
    const zip = await splitAll('relatório ação.pdf');
    const entries = centralDirectory(zip.bytes);
    expect(entries).toHaveLength(2);
    for (const entry of entries) expect(entry.flags & 0x0800).toBe(0x0800);
    expect(entries.map((e) => e.name.toString('utf8'))).toEqual(['relatório ação-p1.pdf', 'relatório ação-p2.pdf']);
    expect(Object.keys(unzipSync(zip.bytes))).toEqual(['relatório ação-p1.pdf', 'relatório ação-p2.pdf']);
  });

  it('drop bidirectional overrides, isolates and zero-width characters', async () => {
    const zip = await splitAll('fatura\u202Efdp.exe\u2066\u200B.pdf');
    const names = Object.keys(unzipSync(zip.bytes));
    expect(names).toEqual(['faturafdp.exe-p1.pdf', 'faturafdp.exe-p2.pdf']);
    expect(zip.filename).toBe('faturafdp.exe-split.zip');
  });

  it('repair a UTF-8 name that arrived decoded as Latin-1 instead of encoding it twice', async () => {
    const doubled = Buffer.from('relatório.pdf', 'utf8').toString('latin1');
    const zip = await splitAll(doubled);
    expect(Object.keys(unzipSync(zip.bytes))).toEqual(['relatório-p1.pdf', 'relatório-p2.pdf']);
  });
});
