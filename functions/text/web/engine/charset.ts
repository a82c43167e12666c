import { isUtf8 } from 'node:buffer';

/**
 * Turns a page's bytes into text the way browsers do (WHATWG Encoding / HTML "determine the character encoding"):
 * a byte-order mark wins, then the HTTP header's charset, then a `<meta>` declaration in the first bytes, then a
 * guess (valid UTF-8, else Windows-1252, which is also what the labels "iso-8859-1", "latin1" and "us-ascii" mean).
 */

export interface DecodedPage {
  readonly text: string;
  /** The WHATWG name of the encoding used (`utf-8`, `windows-1252`, `shift_jis`…). */
  readonly encoding: string;
  readonly source: 'bom' | 'header' | 'meta' | 'detected';
}

/** How many leading bytes are searched for a `<meta charset>` (browsers use 1024; real pages put it later). */
const prescanBytes = 4096;

export function decodePage(bytes: Uint8Array, headerCharset: string | undefined): DecodedPage {
  const bom = bomEncoding(bytes);
  if (bom)
    return {
      text: new TextDecoder(bom.encoding).decode(bytes.subarray(bom.length)),
      encoding: bom.encoding,
      source: 'bom',
    };
  const fromHeader = headerCharset === undefined ? undefined : htmlEncoding(headerCharset);
  if (fromHeader) return decodeWith(bytes, fromHeader, 'header');
  const declared = metaCharset(bytes);
  const fromMeta = declared === undefined ? undefined : htmlEncoding(declared);
  if (fromMeta) return decodeWith(bytes, fromMeta, 'meta');
  return decodeWith(bytes, isUtf8(bytes) ? 'utf-8' : 'windows-1252', 'detected');
}

/** The charset parameter of a Content-Type header value, if any. */
export function charsetOf(contentType: string): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType);
  return match?.[2];
}

function decodeWith(bytes: Uint8Array, encoding: string, source: DecodedPage['source']): DecodedPage {
  const text = encoding === 'windows-1252' ? decodeWindows1252(bytes) : new TextDecoder(encoding).decode(bytes);
  return { text, encoding, source };
}

/** WHATWG windows-1252 in 0x80–0x9F (the rest is Latin-1; 0x81, 0x8D, 0x8F, 0x90, 0x9D stay as C1 controls). */
const cp1252High = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * Node 20's TextDecoder decodes `windows-1252` as ISO-8859-1 (0x93 becomes U+0093, not “), so the 32 bytes
 * where they differ are mapped here.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\x80-\x9f]/g, (ch) => cp1252High[ch.charCodeAt(0) - 0x80] ?? ch);
}

function bomEncoding(bytes: Uint8Array): { encoding: string; length: number } | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  return undefined;
}

/**
 * The encoding a label names, as an HTML document may use it: unknown labels give undefined (so the next source is
 * tried), and a UTF-16 label met outside a BOM means UTF-8, because the bytes were readable as ASCII to find it.
 */
export function htmlEncoding(label: string): string | undefined {
  let encoding: string;
  try {
    encoding = new TextDecoder(label.trim()).encoding;
  } catch {
    return undefined;
  }
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return 'utf-8';
  if (encoding === 'x-user-defined') return 'windows-1252';
  return encoding;
}

/** `<meta charset="…">` or `<meta http-equiv="content-type" content="…; charset=…">` near the start. */
function metaCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, prescanBytes)).replace(/<!--[\s\S]*?-->/g, '');
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const direct = /\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(tag)?.[1];
    if (direct) return direct;
  }
  return undefined;
}
