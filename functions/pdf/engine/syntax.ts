/**
 * A strict reader of PDF syntax (ISO 32000-1 §7.2–7.3), used only to check the files this service writes. It
 * accepts what a well-formed file holds and reports the first thing qpdf or poppler would warn about (a bad hex
 * digit, a stray `>`, a dictionary key that is not a name, a token that is no PDF object) instead of recovering.
 */

export type PdfValue =
  | null
  | boolean
  | number
  | string
  | { readonly name: string }
  | { readonly ref: readonly [number, number] }
  | readonly PdfValue[]
  | PdfDict;

export interface PdfDict {
  readonly dict: ReadonlyMap<string, PdfValue>;
}

export class SyntaxDefect extends Error {}

const isWhite = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
const isDelimiter = (c: number) =>
  c === 0x28 || c === 0x29 || c === 0x3c || c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d;
const isRegular = (c: number) => !isWhite(c) && !isDelimiter(c) && c !== 0x2f && c !== 0x25;
const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const numberPattern = /^[+-]?(\d+\.?\d*|\.\d+)$/;

export type Token =
  | { readonly kind: 'number'; readonly value: number; readonly integer: boolean }
  | { readonly kind: 'name'; readonly value: string }
  | { readonly kind: 'string' }
  | { readonly kind: 'open-dict' | 'close-dict' | 'open-array' | 'close-array' }
  | { readonly kind: 'keyword'; readonly value: string };

/** A lexer over bytes; `pos` is public so callers can step over stream data and inline images. */
export class Lexer {
  pos: number;
  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    readonly end = bytes.length,
  ) {
    this.pos = start;
  }

  private at(i: number): number {
    return i < this.end ? (this.bytes[i] ?? -1) : -1;
  }

  private fail(what: string): never {
    throw new SyntaxDefect(`${what} at offset ${this.pos}`);
  }

  skipWhite(): void {
    for (;;) {
      const c = this.at(this.pos);
      if (c === -1) return;
      if (isWhite(c)) this.pos++;
      else if (c === 0x25) {
        while (this.pos < this.end && this.at(this.pos) !== 0x0a && this.at(this.pos) !== 0x0d) this.pos++;
      } else return;
    }
  }

  /** The next token, or undefined at the end. */
  next(): Token | undefined {
    this.skipWhite();
    const c = this.at(this.pos);
    if (c === -1) return undefined;
    if (c === 0x2f) {
      let j = this.pos + 1;
      while (j < this.end && isRegular(this.at(j))) j++;
      const raw = Buffer.from(this.bytes.subarray(this.pos + 1, j)).toString('latin1');
      if (/#(?![0-9a-fA-F]{2})/.test(raw)) this.fail('invalid #-escape in a name');
      this.pos = j;
      return { kind: 'name', value: raw };
    }
    if (c === 0x28) return this.literalString();
    if (c === 0x3c) {
      if (this.at(this.pos + 1) === 0x3c) {
        this.pos += 2;
        return { kind: 'open-dict' };
      }
      this.pos++;
      for (;;) {
        const h = this.at(this.pos);
        if (h === 0x3e) break;
        if (h === -1) this.fail('unterminated hex string');
        if (!isHex(h) && !isWhite(h)) this.fail('invalid character in a hex string');
        this.pos++;
      }
      this.pos++;
      return { kind: 'string' };
    }
    if (c === 0x3e) {
      if (this.at(this.pos + 1) !== 0x3e) this.fail('unexpected >');
      this.pos += 2;
      return { kind: 'close-dict' };
    }
    if (c === 0x5b || c === 0x5d) {
      this.pos++;
      return { kind: c === 0x5b ? 'open-array' : 'close-array' };
    }
    if (c === 0x29 || c === 0x7b || c === 0x7d) this.fail(`unexpected ${String.fromCharCode(c)}`);
    let j = this.pos;
    while (j < this.end && isRegular(this.at(j))) j++;
    const word = Buffer.from(this.bytes.subarray(this.pos, j)).toString('latin1');
    this.pos = j;
    if (/^[+-]?[\d.]/.test(word)) {
      if (!numberPattern.test(word)) this.fail(`malformed number ${JSON.stringify(word.slice(0, 20))}`);
      return { kind: 'number', value: Number(word), integer: /^[+-]?\d+$/.test(word) };
    }
    return { kind: 'keyword', value: word };
  }

  private literalString(): Token {
    let depth = 0;
    for (;;) {
      const c = this.at(this.pos);
      if (c === -1) this.fail('unterminated string');
      this.pos++;
      if (c === 0x5c) this.pos++;
      else if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) return { kind: 'string' };
    }
  }
}

/** Parses one object (`N G R` references included); keywords other than true/false/null are defects. */
export function parseValue(lexer: Lexer, first: Token | undefined = lexer.next()): PdfValue {
  if (!first) throw new SyntaxDefect(`unexpected end at offset ${lexer.pos}`);
  switch (first.kind) {
    case 'number': {
      if (!first.integer || first.value < 0) return first.value;
      const save = lexer.pos;
      const gen = lexer.next();
      if (gen?.kind === 'number' && gen.integer) {
        const r = lexer.next();
        if (r?.kind === 'keyword' && r.value === 'R') return { ref: [first.value, gen.value] };
      }
      lexer.pos = save;
      return first.value;
    }
    case 'name':
      return { name: first.value };
    case 'string':
      return '';
    case 'open-array': {
      const items: PdfValue[] = [];
      for (;;) {
        const t = lexer.next();
        if (t?.kind === 'close-array') return items;
        items.push(parseValue(lexer, t));
      }
    }
    case 'open-dict': {
      const dict = new Map<string, PdfValue>();
      for (;;) {
        const key = lexer.next();
        if (key?.kind === 'close-dict') return { dict };
        if (key?.kind !== 'name') throw new SyntaxDefect(`a dictionary key that is not a name at offset ${lexer.pos}`);
        dict.set(key.value, parseValue(lexer));
      }
    }
    case 'keyword':
      if (first.value === 'true' || first.value === 'false') return first.value === 'true';
      if (first.value === 'null') return null;
      throw new SyntaxDefect(`unknown token ${JSON.stringify(first.value.slice(0, 20))} at offset ${lexer.pos}`);
    default:
      throw new SyntaxDefect(`unexpected ${first.kind} at offset ${lexer.pos}`);
  }
}

/**
 * Checks a decoded content stream token by token (operands and operators; inline image data is stepped over).
 * Operators are not checked against the list: readers skip unknown ones without a warning.
 */
export function checkContentSyntax(bytes: Uint8Array): void {
  const lexer = new Lexer(bytes);
  for (;;) {
    const token = lexer.next();
    if (!token) return;
    if (token.kind === 'keyword') {
      if (token.value === 'ID') skipInlineImage(lexer);
      continue;
    }
    parseValue(lexer, token);
  }
}

/** Inline image data runs to whitespace, `EI`, and whitespace or the end. */
function skipInlineImage(lexer: Lexer): void {
  const { bytes } = lexer;
  for (let i = lexer.pos + 1; i + 1 < lexer.end; i++) {
    if (
      bytes[i] === 0x45 &&
      bytes[i + 1] === 0x49 &&
      isWhite(bytes[i - 1] ?? 0) &&
      (i + 2 >= lexer.end || isWhite(bytes[i + 2] ?? 0x20))
    ) {
      lexer.pos = i + 2;
      return;
    }
  }
  throw new SyntaxDefect('inline image without EI');
}
