import { inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from '@cantoo/pdf-lib';
import { checkContentSyntax, Lexer, type PdfDict, type PdfValue, parseValue, SyntaxDefect } from './syntax.js';

/**
 * Every PDF this service answers is read back before it is sent, the way a strict reader would: the
 * cross-reference section points at each object it lists, every object (object streams included) parses without
 * recovery, the page tree's /Count at every node is the number of pages under it and the root's is the number of
 * pages written, and every content stream of every page (and of the forms it draws) decodes and tokenises.
 * pdf-lib copies what it parsed leniently from a damaged input (an object it could not parse is written back byte
 * for byte); this check is what turns such an answer into a 422 instead of a charged, broken file.
 *
 * An encrypted answer (protect) is checked up to its objects' syntax and page tree: its streams are ciphertext.
 */

interface Entry {
  readonly value: PdfValue;
  readonly data?: Uint8Array;
}

const isDict = (v: PdfValue | undefined): v is PdfDict => typeof v === 'object' && v !== null && 'dict' in v;
const isRef = (v: PdfValue | undefined): v is { ref: readonly [number, number] } =>
  typeof v === 'object' && v !== null && 'ref' in v;
const nameOf = (v: PdfValue | undefined): string | undefined =>
  typeof v === 'object' && v !== null && 'name' in v ? v.name : undefined;

class Reader {
  readonly objects = new Map<number, Entry>();
  constructor(readonly bytes: Uint8Array) {}

  /** `N G obj … endobj` at an offset, with its stream data if any. */
  indirectAt(offset: number, expected?: number): { num: number; entry: Entry } {
    const lexer = new Lexer(this.bytes, offset);
    const num = lexer.next();
    const gen = lexer.next();
    const obj = lexer.next();
    if (num?.kind !== 'number' || gen?.kind !== 'number' || obj?.kind !== 'keyword' || obj.value !== 'obj') {
      throw new SyntaxDefect(`the cross-reference table points at offset ${offset}, where no object starts`);
    }
    if (expected !== undefined && num.value !== expected) {
      throw new SyntaxDefect(`the cross-reference entry of object ${expected} points at object ${num.value}`);
    }
    const value = parseValue(lexer);
    const after = lexer.next();
    if (after?.kind === 'keyword' && after.value === 'endobj') return { num: num.value, entry: { value } };
    if (after?.kind !== 'keyword' || after.value !== 'stream' || !isDict(value)) {
      throw new SyntaxDefect(`object ${num.value} is not followed by endobj`);
    }
    let start = lexer.pos;
    if (this.bytes[start] === 0x0d) start++;
    if (this.bytes[start] !== 0x0a) throw new SyntaxDefect(`object ${num.value}: stream keyword without end of line`);
    start++;
    const length = value.dict.get('Length');
    if (typeof length !== 'number' || !Number.isInteger(length) || length < 0 || start + length > this.bytes.length) {
      throw new SyntaxDefect(`object ${num.value}: stream without a valid direct /Length`);
    }
    lexer.pos = start + length;
    const end = lexer.next();
    const endobj = lexer.next();
    if (
      end?.kind !== 'keyword' ||
      end.value !== 'endstream' ||
      endobj?.kind !== 'keyword' ||
      endobj.value !== 'endobj'
    ) {
      throw new SyntaxDefect(`object ${num.value}: stream data does not end at its /Length`);
    }
    return { num: num.value, entry: { value, data: this.bytes.subarray(start, start + length) } };
  }

  resolve(v: PdfValue | undefined): PdfValue | undefined {
    return isRef(v) ? this.objects.get(v.ref[0])?.value : v;
  }
}

function inflated(entry: Entry, what: string): Uint8Array {
  const filter = isDict(entry.value) ? entry.value.dict.get('Filter') : undefined;
  const name = nameOf(filter) ?? (Array.isArray(filter) && filter.length === 1 ? nameOf(filter[0]) : undefined);
  if (!entry.data) throw new SyntaxDefect(`${what} is not a stream`);
  if (filter === undefined) return entry.data;
  if (name !== 'FlateDecode') throw new SyntaxDefect(`${what} uses a filter this check does not read`);
  try {
    return inflateSync(entry.data);
  } catch {
    throw new SyntaxDefect(`${what} does not inflate`);
  }
}

/** Reads the last cross-reference section (pdf-lib and Chromium write one) and every object it lists. */
function readObjects(reader: Reader): PdfDict {
  const { bytes } = reader;
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!match) throw new SyntaxDefect('no startxref and %%EOF at the end');
  const offset = Number(match[1]);
  const inUse: [number, number][] = [];
  const compressed: [number, number][] = [];
  let trailer: PdfDict;
  const head = new Lexer(bytes, offset);
  const first = head.next();
  if (first?.kind === 'keyword' && first.value === 'xref') {
    for (;;) {
      const t = head.next();
      if (t?.kind === 'keyword' && t.value === 'trailer') break;
      const count = head.next();
      if (t?.kind !== 'number' || count?.kind !== 'number') throw new SyntaxDefect('malformed cross-reference table');
      for (let i = 0; i < count.value; i++) {
        const off = head.next();
        const gen = head.next();
        const kind = head.next();
        if (off?.kind !== 'number' || gen?.kind !== 'number' || kind?.kind !== 'keyword') {
          throw new SyntaxDefect('malformed cross-reference entry');
        }
        if (kind.value === 'n') inUse.push([t.value + i, off.value]);
        else if (kind.value !== 'f') throw new SyntaxDefect('malformed cross-reference entry');
      }
    }
    const value = parseValue(head);
    if (!isDict(value)) throw new SyntaxDefect('the trailer is not a dictionary');
    trailer = value;
  } else {
    const { entry } = reader.indirectAt(offset);
    if (!isDict(entry.value) || nameOf(entry.value.dict.get('Type')) !== 'XRef') {
      throw new SyntaxDefect('startxref points at neither a table nor a cross-reference stream');
    }
    trailer = entry.value;
    const w = entry.value.dict.get('W');
    const size = entry.value.dict.get('Size');
    const index = entry.value.dict.get('Index') ?? [0, typeof size === 'number' ? size : 0];
    if (!Array.isArray(w) || w.length !== 3 || !w.every((n) => typeof n === 'number' && n >= 0 && n <= 8)) {
      throw new SyntaxDefect('cross-reference stream with an invalid /W');
    }
    const widths = w as readonly number[];
    const data = inflated(entry, 'the cross-reference stream');
    const field = (at: number, width: number, fallback: number) => {
      if (width === 0) return fallback;
      let n = 0;
      for (let i = 0; i < width; i++) n = n * 256 + (data[at + i] ?? 0);
      return n;
    };
    const [w0 = 0, w1 = 0, w2 = 0] = widths;
    const stride = w0 + w1 + w2;
    let at = 0;
    if (!Array.isArray(index)) throw new SyntaxDefect('cross-reference stream with an invalid /Index');
    for (let s = 0; s + 1 < index.length; s += 2) {
      const start = index[s];
      const count = index[s + 1];
      if (typeof start !== 'number' || typeof count !== 'number') throw new SyntaxDefect('invalid /Index');
      if (at + count * stride > data.length) throw new SyntaxDefect('cross-reference stream shorter than its /Index');
      for (let i = 0; i < count; i++, at += stride) {
        const type = field(at, w0, 1);
        const f2 = field(at + w0, w1, 0);
        if (type === 1) inUse.push([start + i, f2]);
        else if (type === 2) compressed.push([start + i, f2]);
      }
    }
  }
  for (const [num, off] of inUse) {
    if (off >= bytes.length) throw new SyntaxDefect(`object ${num} is listed beyond the end of the file`);
    reader.objects.set(num, reader.indirectAt(off, num).entry);
  }
  if (compressed.length > 0 && !trailer.dict.has('Encrypt')) readObjectStreams(reader, compressed);
  return trailer;
}

function readObjectStreams(reader: Reader, compressed: readonly [number, number][]): void {
  const wanted = new Set(compressed.map(([num]) => num));
  for (const container of new Set(compressed.map(([, stream]) => stream))) {
    const entry = reader.objects.get(container);
    if (!entry || !isDict(entry.value)) throw new SyntaxDefect(`object stream ${container} is missing`);
    const data = inflated(entry, `object stream ${container}`);
    const n = entry.value.dict.get('N');
    const first = entry.value.dict.get('First');
    if (typeof n !== 'number' || typeof first !== 'number') throw new SyntaxDefect(`object stream ${container}: no /N`);
    const header = new Lexer(data, 0, first);
    const offsets: [number, number][] = [];
    for (let i = 0; i < n; i++) {
      const num = header.next();
      const off = header.next();
      if (num?.kind !== 'number' || off?.kind !== 'number')
        throw new SyntaxDefect(`object stream ${container}: bad header`);
      offsets.push([num.value, off.value]);
    }
    for (const [i, [num, off]] of offsets.entries()) {
      const end = i + 1 < offsets.length ? first + (offsets[i + 1]?.[1] ?? 0) : data.length;
      const lexer = new Lexer(data, first + off, end);
      const value = parseValue(lexer);
      if (lexer.next() !== undefined)
        throw new SyntaxDefect(`object ${num} in object stream ${container}: extra tokens`);
      if (wanted.has(num)) reader.objects.set(num, { value });
    }
  }
  for (const num of wanted) if (!reader.objects.has(num)) throw new SyntaxDefect(`object ${num} is listed but missing`);
}

/** Counts the pages under the root, checking every node's /Count. */
function countPages(reader: Reader, trailer: PdfDict): number {
  const catalog = reader.resolve(trailer.dict.get('Root'));
  if (!isDict(catalog)) throw new SyntaxDefect('the trailer has no document catalog');
  const seen = new Set<number>();
  const walk = (ref: PdfValue | undefined, depth: number): number => {
    if (!isRef(ref) || seen.has(ref.ref[0]) || depth > 64) throw new SyntaxDefect('the page tree is not a tree');
    seen.add(ref.ref[0]);
    const node = reader.resolve(ref);
    if (!isDict(node)) throw new SyntaxDefect(`page tree node ${ref.ref[0]} is missing`);
    const type = nameOf(node.dict.get('Type'));
    if (type === 'Page') return 1;
    const kids = reader.resolve(node.dict.get('Kids'));
    if (type !== 'Pages' || !Array.isArray(kids)) throw new SyntaxDefect(`page tree node ${ref.ref[0]} has no type`);
    let count = 0;
    for (const kid of kids) count += walk(kid, depth + 1);
    if (reader.resolve(node.dict.get('Count')) !== count) {
      throw new SyntaxDefect(
        `page tree node ${ref.ref[0]} claims ${String(node.dict.get('Count'))} pages over ${count}`,
      );
    }
    return count;
  };
  return walk(catalog.dict.get('Pages'), 0);
}

/** Content streams of every page and of the form XObjects they draw, decoded and tokenised. */
async function checkContents(bytes: Uint8Array): Promise<void> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  const seen = new Set<PDFStream>();
  const check = (stream: unknown, where: string): void => {
    if (!(stream instanceof PDFStream)) throw new SyntaxDefect(`${where}: a content entry that is not a stream`);
    if (seen.has(stream)) return;
    seen.add(stream);
    let decoded: Uint8Array;
    try {
      decoded = stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
    } catch {
      throw new SyntaxDefect(`${where}: a content stream does not decode`);
    }
    try {
      checkContentSyntax(decoded);
    } catch (error) {
      throw new SyntaxDefect(`${where}: content stream ${error instanceof Error ? error.message : ''}`);
    }
    const xobjects = stream.dict.lookup(PDFName.of('Resources'));
    if (xobjects instanceof PDFDict) forms(xobjects, where);
  };
  const forms = (resources: PDFDict, where: string) => {
    const xobjects = resources.lookup(PDFName.of('XObject'));
    if (!(xobjects instanceof PDFDict)) return;
    for (const value of xobjects.values()) {
      const xobject = value instanceof PDFRef ? doc.context.lookup(value) : value;
      if (xobject instanceof PDFStream && xobject.dict.get(PDFName.of('Subtype')) === PDFName.of('Form')) {
        check(xobject, `${where}, form XObject`);
      }
    }
  };
  for (const [i, page] of doc.getPages().entries()) {
    const where = `page ${i + 1}`;
    const contents = page.node.get(PDFName.of('Contents'));
    const resolved = contents instanceof PDFRef ? doc.context.lookup(contents) : contents;
    if (resolved instanceof PDFArray) {
      for (const item of resolved.asArray()) check(item instanceof PDFRef ? doc.context.lookup(item) : item, where);
    } else if (resolved !== undefined) check(resolved, where);
    const resources = page.node.Resources();
    if (resources) forms(resources, where);
  }
}

/**
 * What is wrong with a PDF this service wrote, or undefined when a strict reader takes it as sound.
 * `pages`: the number of pages written (checked against the page tree when given).
 */
export async function soundnessDefect(bytes: Uint8Array, pages?: number): Promise<string | undefined> {
  try {
    const reader = new Reader(bytes);
    const trailer = readObjects(reader);
    const counted = countPages(reader, trailer);
    if (pages !== undefined && counted !== pages) return `the page tree holds ${counted} pages, not ${pages}`;
    if (counted === 0) return 'no pages';
    if (!trailer.dict.has('Encrypt')) await checkContents(bytes);
    return undefined;
  } catch (error) {
    if (error instanceof SyntaxDefect) return error.message;
    return 'the written file does not parse';
  }
}
