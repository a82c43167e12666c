import type { FileKind } from '../../../shared/schemas/fields.js';
import { AppError } from '../errors.js';

/**
 * Content types from magic bytes. Declared types (multipart headers, URL responses, data URL prefixes) are
 * hints only: operations decide by what the bytes are.
 */

export type Sniffed = { readonly contentType: string; readonly extension: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0));

/** PDF readers accept the header anywhere in the first 1024 bytes (some producers prepend junk). */
function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  const sig = ascii('%PDF-');
  for (let i = 0; i + sig.length <= head.length; i++) {
    if (startsWith(head, sig, i)) return true;
  }
  return false;
}

/** The major brand of an ISO BMFF file (`ftyp` box at offset 4), or ''. */
const majorBrand = (b: Uint8Array): string =>
  startsWith(b, ascii('ftyp'), 4) ? String.fromCharCode(...b.subarray(8, 12)) : '';

/** The compatible brands of the `ftyp` box, within the bytes at hand. */
function compatibleBrands(b: Uint8Array): string[] {
  const size = ((b[0] ?? 0) << 24) | ((b[1] ?? 0) << 16) | ((b[2] ?? 0) << 8) | (b[3] ?? 0);
  const brands: string[] = [];
  for (let at = 16; at + 4 <= Math.min(size, b.length); at += 4)
    brands.push(String.fromCharCode(...b.subarray(at, at + 4)));
  return brands;
}

/** AVIF stills (`avif`), sequences (`avis`), and generic HEIF (`mif1`, `msf1`) that declare AVIF compatibility. */
function isAvif(b: Uint8Array): boolean {
  const brand = majorBrand(b);
  if (brand === 'avif' || brand === 'avis') return true;
  return (brand === 'mif1' || brand === 'msf1') && compatibleBrands(b).some((c) => c === 'avif' || c === 'avis');
}

/** HEIC/HEVC image brands: told apart from MP4 video so a HEIC photo is refused by name, not as a video. */
const heicBrands: readonly string[] = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'];

const signatures: readonly { test: (b: Uint8Array) => boolean; type: Sniffed }[] = [
  { test: hasPdfHeader, type: { contentType: 'application/pdf', extension: 'pdf' } },
  {
    test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    type: { contentType: 'image/png', extension: 'png' },
  },
  { test: (b) => startsWith(b, [0xff, 0xd8, 0xff]), type: { contentType: 'image/jpeg', extension: 'jpg' } },
  {
    test: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
    type: { contentType: 'image/gif', extension: 'gif' },
  },
  {
    test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
    type: { contentType: 'image/webp', extension: 'webp' },
  },
  {
    test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WAVE'), 8),
    type: { contentType: 'audio/wav', extension: 'wav' },
  },
  {
    test: (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]),
    type: { contentType: 'image/tiff', extension: 'tiff' },
  },
  { test: (b) => startsWith(b, ascii('BM')) && b.length > 14, type: { contentType: 'image/bmp', extension: 'bmp' } },
  { test: isAvif, type: { contentType: 'image/avif', extension: 'avif' } },
  { test: (b) => heicBrands.includes(majorBrand(b)), type: { contentType: 'image/heic', extension: 'heic' } },
  {
    test: (b) => startsWith(b, ascii('ftypqt'), 4),
    type: { contentType: 'video/quicktime', extension: 'mov' },
  },
  {
    test: (b) => startsWith(b, ascii('ftypM4A'), 4),
    type: { contentType: 'audio/mp4', extension: 'm4a' },
  },
  { test: (b) => startsWith(b, ascii('ftyp'), 4), type: { contentType: 'video/mp4', extension: 'mp4' } },
  { test: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]), type: { contentType: 'video/webm', extension: 'webm' } },
  { test: (b) => startsWith(b, ascii('OggS')), type: { contentType: 'audio/ogg', extension: 'ogg' } },
  { test: (b) => startsWith(b, ascii('fLaC')), type: { contentType: 'audio/flac', extension: 'flac' } },
  {
    test: (b) => startsWith(b, ascii('ID3')) || (b.length > 1 && b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
    type: { contentType: 'audio/mpeg', extension: 'mp3' },
  },
  { test: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]), type: { contentType: 'application/zip', extension: 'zip' } },
];

/** How many leading bytes sniffing looks at (a PDF header may sit anywhere in the first 1024). */
export const sniffBytes = 4096;

export function sniff(bytes: Uint8Array): Sniffed | undefined {
  return signatures.find((s) => s.test(bytes))?.type;
}

/** Broad kinds operations ask for. */
export const kinds = {
  pdf: ['application/pdf'],
  // BMP is recognised (so a refusal names it) but not accepted: the image engine (libvips in sharp) cannot read it.
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/tiff', 'image/avif'],
  audio: ['audio/wav', 'audio/mpeg', 'audio/ogg', 'audio/flac', 'audio/mp4', 'video/webm', 'video/mp4'],
  video: ['video/mp4', 'video/quicktime', 'video/webm'],
} as const satisfies Record<FileKind, readonly string[]>;
export type Kind = FileKind;

/**
 * Throws 415 naming the field when the bytes are not of the kind an operation needs. Empty input is 422: the
 * type is right in principle but there is nothing to process.
 */
export function requireKind(file: { readonly bytes: Uint8Array }, kind: Kind, field: string): Sniffed {
  if (file.bytes.length === 0) throw new AppError('unprocessable_input', `${field}: the file is empty.`);
  const found = sniff(file.bytes);
  const allowed: readonly string[] = kinds[kind];
  if (!found || !allowed.includes(found.contentType)) {
    throw new AppError(
      'unsupported_media_type',
      `${field}: expected ${kind === 'pdf' ? 'a PDF' : `a ${kind} file`} (${allowed.join(', ')}), got ${found?.contentType ?? 'unrecognised bytes'}.`,
      { extensions: { field, allowed } },
    );
  }
  return found;
}
