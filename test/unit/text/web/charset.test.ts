import { describe, expect, it } from 'vitest';
import { charsetOf, decodePage, htmlEncoding } from '../../../../functions/text/web/engine/charset.js';
import { windows1252 } from './site.js';

const ascii = (text: string) => Buffer.from(text, 'latin1');
// "Привет" in KOI8-R: a single-byte charset that only a declaration can identify.
const koi8Privet = Buffer.from([0xf0, 0xd2, 0xc9, 0xd7, 0xc5, 0xd4]);

describe('page charset', () => {
  it('uses the HTTP header charset when there is no BOM, over a contradicting <meta>', () => {
    const bytes = Buffer.concat([ascii('<meta charset="iso-8859-1"><p>'), koi8Privet]);
    expect(decodePage(bytes, 'KOI8-R')).toMatchObject({
      text: '<meta charset="iso-8859-1"><p>Привет',
      encoding: 'koi8-r',
      source: 'header',
    });
  });

  it('lets a byte-order mark win over the header', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('ação')]);
    expect(decodePage(bytes, 'iso-8859-1')).toEqual({ text: 'ação', encoding: 'utf-8', source: 'bom' });
  });

  it.each([
    ['<meta charset="koi8-r">', 'koi8-r'],
    ["<META CHARSET='KOI8-R'>", 'koi8-r'],
    ['<meta http-equiv="Content-Type" content="text/html; charset=koi8-r">', 'koi8-r'],
  ])('reads %s from the first bytes', (meta, encoding) => {
    const bytes = Buffer.concat([ascii(`<html><head>${meta}</head><body>`), koi8Privet]);
    const page = decodePage(bytes, undefined);
    expect(page).toMatchObject({ encoding, source: 'meta' });
    expect(page.text).toContain('Привет');
  });

  it('ignores a <meta charset> inside a comment', () => {
    const bytes = Buffer.concat([ascii('<!-- <meta charset="koi8-r"> --><p>'), Buffer.from('ação')]);
    expect(decodePage(bytes, undefined)).toMatchObject({
      text: '<!-- <meta charset="koi8-r"> --><p>ação',
      source: 'detected',
    });
  });

  it('treats Latin-1 labels as windows-1252 and decodes all of 0x80–0x9F as browsers do', () => {
    const specials = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
    const bytes = Buffer.concat([
      windows1252('€‚ƒ„…'),
      Buffer.from([0x86, 0x87, 0x88, 0x89]),
      windows1252('Š'),
      Buffer.from([0x8b]),
      windows1252('ŒŽ‘’“”'),
      Buffer.from([0x95]),
      windows1252('–—'),
      Buffer.from([0x98]),
      windows1252('™š'),
      Buffer.from([0x9b]),
      windows1252('œžŸ'),
    ]);
    for (const label of ['iso-8859-1', 'latin1', 'us-ascii', 'windows-1252']) {
      expect(decodePage(bytes, label).text, label).toBe(specials);
      expect(htmlEncoding(label)).toBe('windows-1252');
    }
  });

  it('guesses UTF-8 for valid UTF-8 and windows-1252 otherwise', () => {
    expect(decodePage(Buffer.from('coração'), undefined)).toMatchObject({
      text: 'coração',
      encoding: 'utf-8',
      source: 'detected',
    });
    expect(decodePage(windows1252('coração “5 €”'), undefined)).toMatchObject({
      text: 'coração “5 €”',
      encoding: 'windows-1252',
      source: 'detected',
    });
  });

  it('skips an unknown label and reads a UTF-16 declaration without BOM as UTF-8', () => {
    expect(decodePage(Buffer.from('ação'), 'klingon')).toMatchObject({ text: 'ação', source: 'detected' });
    expect(decodePage(Buffer.from('<meta charset="utf-16">ação'), undefined)).toMatchObject({
      encoding: 'utf-8',
      source: 'meta',
    });
  });

  it('decodes UTF-16 big and little endian with their BOM', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('ação ✓', 'utf16le')]);
    const be = Buffer.from(le.subarray(2)).swap16();
    expect(decodePage(le, undefined)).toMatchObject({ text: 'ação ✓', encoding: 'utf-16le' });
    expect(decodePage(Buffer.concat([Buffer.from([0xfe, 0xff]), be]), undefined)).toMatchObject({
      text: 'ação ✓',
      encoding: 'utf-16be',
    });
  });

  it('reads the charset parameter of a Content-Type header', () => {
    expect(charsetOf('text/html; charset=ISO-8859-1')).toBe('ISO-8859-1');
    expect(charsetOf('text/html;charset="utf-8"; foo=bar')).toBe('utf-8');
    expect(charsetOf('text/html')).toBeUndefined();
  });
});
