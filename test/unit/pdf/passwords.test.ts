import { describe, expect, it } from 'vitest';
import { passwordCandidates, saslprep, toPdfDocEncoding } from '../../../functions/pdf/engine/passwords.js';
import { linesToText } from '../../../functions/pdf/engine/reading-order.js';
import { unprotect } from '../../../functions/pdf/operations/unprotect.js';
import { pdfUnprotect } from '../../../shared/operations/pdf.js';
import { makePdf, pageTexts, upload } from '../../fixtures/pdf/build.js';
import { encrypt } from '../../fixtures/pdf/corpus.js';
import { contextFor, resolvedInput } from '../files/context.js';
import { fileOf } from './support.js';

describe('password encodings', () => {
  it('PDFDocEncoding maps € to 0xA0 and typographic quotes to their own codes; unmappable text has none', () => {
    expect(toPdfDocEncoding('pässwörd€')).toBe('p\u00e4ssw\u00f6rd\u00a0');
    expect(toPdfDocEncoding('\u201cok\u201d')).toBe('\u008dok\u008e');
    expect(toPdfDocEncoding('密码')).toBeUndefined();
  });

  it('SASLprep maps non-ASCII spaces to spaces, drops soft hyphens and normalises with NFKC', () => {
    expect(saslprep('a\u00a0b\u00adc\uff21')).toBe('a bcA');
  });

  it('an ASCII password is tried once; a non-ASCII one in every encoding a revision may have used', () => {
    expect(passwordCandidates('secret')).toEqual(['secret']);
    const candidates = passwordCandidates('contraseña');
    expect(candidates).toContain('contraseña');
    expect(candidates).toContain(Buffer.from('contraseña', 'utf8').toString('latin1'));
  });
});

describe('pdf.unprotect with an empty password', { timeout: 30_000 }, () => {
  it('the schema accepts an empty or omitted password', () => {
    expect(pdfUnprotect.input.safeParse({ file: 'file_abcdefghijABCDEFGHIJ', password: '' }).success).toBe(true);
    expect(pdfUnprotect.input.safeParse({ file: 'file_abcdefghijABCDEFGHIJ' }).success).toBe(true);
  });

  it('removes AES-256 encryption from a file that opens without a password (copying restricted)', async () => {
    const locked = encrypt(await makePdf(['restrito']), 'aes-256-r6', '');
    const input = resolvedInput(pdfUnprotect, { file: upload(locked), password: '' });
    const result = fileOf(await unprotect(input, contextFor(pdfUnprotect)));
    expect(Buffer.from(result.bytes).includes('/Encrypt')).toBe(false);
    expect(await pageTexts(result.bytes)).toEqual(['restrito']);
  });
});

describe('right-to-left reading order', () => {
  const run = (text: string, x: number, width: number, dir = 'rtl', endOfLine = false) => ({
    text,
    dir,
    x,
    width,
    height: 12,
    endOfLine,
  });

  it('reads runs written left to right in visual order back in logical order, with spaces between words', () => {
    // "שלום עולם 2024" drawn from the left: "2024" (leftmost), "עולם", then "שלום" (rightmost).
    const runs = [run('2024', 10, 30, 'ltr'), run('עולם', 50, 35), run('שלום', 95, 35, 'rtl', true)];
    expect(linesToText(runs)).toBe('שלום עולם 2024\n');
  });

  it('keeps left-to-right lines exactly as pdf.js gives them', () => {
    expect(linesToText([run('Hello ', 10, 30, 'ltr'), run('world', 45, 30, 'ltr', true), run('x', 10, 5, 'ltr')])).toBe(
      'Hello world\nx',
    );
  });
});
