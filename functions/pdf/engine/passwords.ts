/**
 * What bytes a typed password stands for depends on the security handler revision: revisions 2–4 (RC4 40/128,
 * AES-128) hash the password in PDFDocEncoding, revisions 5–6 (AES-256) hash SASLprep'd UTF-8 (ISO 32000-2
 * §7.6.4.3.3). Both PDF libraries here take a JavaScript string and use each UTF-16 unit's low byte, except for
 * revision 6 where they UTF-8-encode it themselves. So one typed password becomes a short list of "byte strings"
 * to try in order; for an ASCII password the list has a single entry.
 */

/** PDFDocEncoding bytes that differ from Latin-1 (ISO 32000-1 Annex D, table D.2). */
const pdfDocSpecials: Readonly<Record<number, number>> = {
  728: 0x18,
  711: 0x19,
  710: 0x1a,
  729: 0x1b,
  733: 0x1c,
  731: 0x1d,
  730: 0x1e,
  732: 0x1f,
  8226: 0x80,
  8224: 0x81,
  8225: 0x82,
  8230: 0x83,
  8212: 0x84,
  8211: 0x85,
  402: 0x86,
  8260: 0x87,
  8249: 0x88,
  8250: 0x89,
  8722: 0x8a,
  8240: 0x8b,
  8222: 0x8c,
  8220: 0x8d,
  8221: 0x8e,
  8216: 0x8f,
  8217: 0x90,
  8218: 0x91,
  8482: 0x92,
  64257: 0x93,
  64258: 0x94,
  321: 0x95,
  338: 0x96,
  352: 0x97,
  376: 0x98,
  381: 0x99,
  305: 0x9a,
  322: 0x9b,
  339: 0x9c,
  353: 0x9d,
  382: 0x9e,
  8364: 0xa0,
};

/** The password as PDFDocEncoding bytes (one char per byte), or undefined when a character has no code there. */
export function toPdfDocEncoding(password: string): string | undefined {
  let out = '';
  for (const char of password) {
    const code = char.codePointAt(0) ?? 0;
    const special = pdfDocSpecials[code];
    if (special !== undefined) out += String.fromCharCode(special);
    else if (code < 0x18 || (code >= 0x20 && code < 0x7f) || (code >= 0xa1 && code <= 0xff && code !== 0xad))
      out += String.fromCharCode(code);
    else return undefined;
  }
  return out;
}

/** RFC 3454 table C.1.2: non-ASCII spaces, mapped to U+0020 by SASLprep. */
const nonAsciiSpace = /[\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000]/g;
/** RFC 3454 table B.1: characters commonly mapped to nothing (soft hyphen, joiners, variation selectors…). */
const mappedToNothing = (code: number): boolean =>
  code === 0xad ||
  code === 0x34f ||
  code === 0x1806 ||
  (code >= 0x180b && code <= 0x180d) ||
  (code >= 0x200b && code <= 0x200d) ||
  code === 0x2060 ||
  (code >= 0xfe00 && code <= 0xfe0f) ||
  code === 0xfeff;

/** RFC 4013 SASLprep mapping and NFKC normalisation (prohibited characters are left for the hash to reject). */
export function saslprep(password: string): string {
  const mapped = [...password.replace(nonAsciiSpace, ' ')].filter((c) => !mappedToNothing(c.codePointAt(0) ?? 0));
  return mapped.join('').normalize('NFKC');
}

/** UTF-8 bytes as a one-char-per-byte string, truncated to the 127 bytes the AES-256 handlers hash. */
const utf8Binary = (text: string): string => Buffer.from(text, 'utf8').subarray(0, 127).toString('latin1');

/** Strings to hand to a PDF library, most likely first, without repeats. */
export function passwordCandidates(password: string): string[] {
  const prepared = saslprep(password);
  const candidates = [password, prepared, utf8Binary(prepared), toPdfDocEncoding(password)];
  return [...new Set(candidates.filter((c): c is string => c !== undefined))];
}
