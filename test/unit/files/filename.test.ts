import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFilename, withExtension } from '../../../functions/core/files/filename.js';
import { requireKind, sniff } from '../../../functions/core/files/sniff.js';

describe('safe file names', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['a"b;c\r\nSet-Cookie: x=1.pdf', 'abcSet-Cookie x=1.pdf'],
    ['....pdf', 'pdf'],
    ['/', 'file'],
    ['', 'file'],
    ['relatório final.pdf', 'relatório final.pdf'],
    ['%2e%2e%2fsecret', '2e2e2fsecret'],
  ])('%j becomes %j', (raw, expected) => {
    expect(safeFilename(raw)).toBe(expected);
  });

  it('never puts path, quote or line-break characters into Content-Disposition', () => {
    const header = contentDisposition('../../x"\r\nInjected: 1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).not.toContain('..');
    expect(header).not.toContain('/');
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toBe(`attachment; filename="xInjected 1.pdf"; filename*=UTF-8''xInjected%201.pdf`);
  });

  it('keeps non-ASCII names in filename* and an ASCII fallback', () => {
    expect(contentDisposition('ação.pdf')).toBe(`attachment; filename="a__o.pdf"; filename*=UTF-8''a%C3%A7%C3%A3o.pdf`);
  });

  it('strips bidirectional overrides, isolates and zero-width characters from names', () => {
    expect(safeFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(safeFilename('a\u2066b\u2069c\u200Bd\uFEFF.pdf')).toBe('abcd.pdf');
    expect(contentDisposition('x\u202E.pdf')).not.toMatch(/%E2%80%AE/);
  });

  it('swaps extensions', () => {
    expect(withExtension('report.PDF', 'zip')).toBe('report.zip');
    expect(withExtension('report', 'pdf')).toBe('report.pdf');
  });
});

describe('content sniffing', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it('recognises PDFs even after leading junk, and common media', () => {
    expect(sniff(new TextEncoder().encode('\n\n%PDF-1.4'))?.contentType).toBe('application/pdf');
    expect(sniff(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))?.contentType).toBe('image/png');
    expect(sniff(bytes(0xff, 0xd8, 0xff, 0xe0))?.contentType).toBe('image/jpeg');
    expect(sniff(new TextEncoder().encode('hello'))).toBeUndefined();
  });

  it('answers 415 for the wrong kind and 422 for empty input', () => {
    expect(() => requireKind({ bytes: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) }, 'pdf', 'file')).toThrow(
      expect.objectContaining({ code: 'unsupported_media_type', status: 415 }),
    );
    expect(() => requireKind({ bytes: new Uint8Array() }, 'pdf', 'file')).toThrow(
      expect.objectContaining({ code: 'unprocessable_input', status: 422 }),
    );
  });
});
