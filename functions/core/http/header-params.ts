/**
 * The parameter grammar of `Content-Type` (RFC 9110 §5.6.6) and `Content-Disposition` (RFC 6266, with RFC 5987
 * `name*=` values) as the multipart parser reads them. The accepted language is busboy 1.6's, so moving off busboy
 * changes no answer for a header it read: the same token and quoted-string characters, the first of a repeated
 * parameter wins, and a malformed list voids the whole header rather than being half-read.
 */

/** A header value split into its lower-cased type (`image/png`, `form-data`) and lower-cased parameter names. */
export interface HeaderValue {
  readonly type: string;
  readonly params: ReadonlyMap<string, string>;
}

/** How the bytes of a header or body part in this charset are turned into text; undefined when not supported. */
export function textEncodingOf(charset: string): 'utf8' | 'latin1' | undefined {
  const name = charset.toLowerCase();
  if (name === 'utf-8' || name === 'utf8') return 'utf8';
  // busboy's Latin-1 family: it reads all of them (Windows-1252 and ASCII included) as plain ISO-8859-1 bytes.
  return latin1Names.has(name) ? 'latin1' : undefined;
}

const latin1Names = new Set([
  'latin1',
  'ascii',
  'us-ascii',
  'iso-8859-1',
  'iso8859-1',
  'iso88591',
  'iso_8859-1',
  'iso_8859-1:1987',
  'windows-1252',
  'cp1252',
  'x-cp1252',
]);

/** `type/subtype; name=value…`, or undefined when any part of it is malformed. Values are returned as sent. */
export function parseMediaType(header: string): HeaderValue | undefined {
  const found = at(mediaType, header, 0);
  if (!found) return undefined;
  const params = parseParams(header, mediaType.lastIndex, false);
  return params && { type: `${found[1]}/${found[2]}`.toLowerCase(), params };
}

/**
 * `type; name=value…` of a Content-Disposition, or undefined when malformed. Plain values are read as UTF-8: browsers
 * send file names raw in the part header. `name*=charset'lang'%XX` values are decoded in their declared charset.
 */
export function parseDisposition(header: string): HeaderValue | undefined {
  const type = at(dispositionType, header, 0)?.[1]?.toLowerCase() ?? '';
  const params = parseParams(header, dispositionType.lastIndex, true);
  return params && { type, params };
}

// Header text reaches these as Latin-1 (one char per byte), so the classes below speak in bytes.
const mediaType = /([!#$%&'*+.^_`|~0-9A-Za-z-]+)\/([!#$%&'*+.^_`|~0-9A-Za-z-]+)/y;
const dispositionType = /([!#$%&'*+.^_`|~0-9A-Za-z-]*)/y;
const paramName = /[ \t]*;[ \t]*([!#$%&'*+.^_`|~0-9A-Za-z-]*)=/y;
const tokenValue = /[!#$%&'*+.^_`|~0-9A-Za-z-]+/y;
/** qdtext, or a backslash before any visible char; only `\\` and `\"` are unescaped (see unquote). */
const quotedValue = /"((?:[\t\x20\x21\x23-\x5b\x5d-\x7e\x80-\xff]|\\[\t\x20-\x7e\x80-\xff])*)"/y;
/** RFC 5987 ext-value: charset, language (ignored), then attr-chars and %XX. */
const extendedValue = /([!#$%&+^_`{}~0-9A-Za-z-]*)'[^']*'((?:[!#$&+.^_`|~0-9A-Za-z-]|%[0-9A-Fa-f]{2})*)/y;
const onlySpace = /[ \t]*$/y;

function at(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

function parseParams(header: string, start: number, disposition: boolean): Map<string, string> | undefined {
  const params = new Map<string, string>();
  let index = start;
  while (!at(onlySpace, header, index)) {
    const name = at(paramName, header, index)?.[1]?.toLowerCase();
    if (name === undefined) return undefined;
    index = paramName.lastIndex;
    let value: string | undefined;
    if (disposition && name.endsWith('*')) {
      value = extended(header, index);
      index = extendedValue.lastIndex;
    } else {
      const quoted = at(quotedValue, header, index);
      if (quoted) {
        value = unquote(quoted[1] ?? '');
        index = quotedValue.lastIndex;
      } else if (at(tokenValue, header, index)) {
        value = header.slice(index, tokenValue.lastIndex);
        index = tokenValue.lastIndex;
      }
      if (disposition && value !== undefined) value = Buffer.from(value, 'latin1').toString('utf8');
    }
    if (value === undefined) return undefined;
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

/**
 * Only `\\` and `\"` lose their backslash. Any other backslash stays: old browsers send Windows paths unescaped in
 * `filename`, and keeping `C:\dir\a.png` whole lets the base name be taken from it.
 */
const unquote = (value: string): string => value.replace(/\\([\\"])/g, '$1');

function extended(header: string, index: number): string | undefined {
  const found = at(extendedValue, header, index);
  if (!found) return undefined;
  const [, charset = '', encoded = ''] = found;
  // `name*=utf-8''` closing the header has no value at all; followed by `;` it is an empty one (busboy alike).
  if (encoded === '' && extendedValue.lastIndex === header.length) return undefined;
  const encoding = textEncodingOf(charset);
  if (!encoding) return undefined;
  const bytes = encoded.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString(encoding);
}
