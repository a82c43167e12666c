/**
 * File names that come from clients (multipart parts, URL paths, request fields) end up in S3 keys and
 * Content-Disposition headers. These helpers keep only a plain base name: no directories, no `..`, no control,
 * quote, separator or header-breaking characters.
 */

/** Characters dropped from names: quotes, separators, wildcards, `%` (no encoded escapes survive). */
const unsafe = /["'`\\/:;*?<>|%]/g;

/**
 * C0/C1 controls and DEL (a line break in a header value would split it), and the invisible format characters that
 * reorder or hide text: bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069, which make
 * `invoice‮fdp.exe` display as `invoiceexe.pdf`), marks, zero-width characters and the BOM.
 */
const isControl = (c: string): boolean => {
  const code = c.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0x061c ||
    code === 0xfeff
  );
};

export function safeFilename(raw: string, fallback = 'file'): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .split('')
    .filter((c) => !isControl(c))
    .join('')
    .replace(unsafe, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.\s-]+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)
    .trim();
  return cleaned === '' ? fallback : cleaned;
}

/** Replaces (or adds) the extension: `report.PDF` → `report.pdf`, `a` → `a.pdf`. */
export function withExtension(name: string, extension: string): string {
  const stem = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${stem || 'file'}.${extension}`;
}

/** `report.pdf` → `report`. */
export function stemOf(name: string): string {
  return name.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'file';
}

/**
 * Content-Disposition (RFC 6266) with an ASCII `filename` fallback and the RFC 8187 `filename*` carrying the full
 * UTF-8 name, encoded once, built from the sanitised name only. The one builder for every download.
 */
export function contentDisposition(raw: string, fallback = 'result'): string {
  const name = safeFilename(raw, fallback);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
