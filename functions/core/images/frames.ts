import type { Metadata } from 'sharp';

/**
 * How many pictures an image file shows, counted the way its decoder presents the image the operations process.
 * libvips' `pages` counts containers, not pictures: every top-level item of a HEIF/AVIF file (variants and bursts
 * stored beside the primary item, which is what the decoder draws), every directory of a TIFF (the reduced
 * copies of a pyramidal TIFF included), and it cannot see an APNG's animation at all (the default image is
 * decoded alone). So each format is counted from its own structure:
 * - HEIF/AVIF: the primary item (`pitm`) is one picture, whatever grids, tiles, alpha, depth or thumbnail items
 *   and other independent items sit beside it; an image sequence (a `moov` track, brands `avis`/`msf1`/`hevs`)
 *   is an animation;
 * - TIFF: full-resolution directories only (NewSubfileType without the reduced-resolution and mask bits);
 * - PNG: the frames an `acTL` chunk declares;
 * - GIF, WebP and the rest: libvips' pages, which are their frames.
 */

export type Frames =
  | { readonly kind: 'still' }
  | { readonly kind: 'animated'; readonly frames: number | undefined }
  | { readonly kind: 'multi-page'; readonly pages: number };

export function framesOf(bytes: Uint8Array, meta: Pick<Metadata, 'format' | 'pages'>): Frames {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (meta.format) {
    case 'heif':
      return isHeifSequence(view) ? { kind: 'animated', frames: undefined } : { kind: 'still' };
    case 'tiff': {
      const pages = tiffFullPages(view) ?? meta.pages ?? 1;
      return pages > 1 ? { kind: 'multi-page', pages } : { kind: 'still' };
    }
    case 'png': {
      const frames = apngFrames(view);
      return frames > 1 ? { kind: 'animated', frames } : { kind: 'still' };
    }
    default: {
      const frames = meta.pages ?? 1;
      return frames > 1 ? { kind: 'animated', frames } : { kind: 'still' };
    }
  }
}

const sequenceBrands = new Set(['avis', 'msf1', 'hevs', 'hevm']);

/** An ISOBMFF image sequence: a movie box among the top-level boxes, or a sequence brand as the major brand. */
export function isHeifSequence(bytes: Buffer): boolean {
  for (let at = 0; at + 8 <= bytes.length; ) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'moov') return true;
    if (type === 'ftyp' && at + 12 <= bytes.length && sequenceBrands.has(bytes.toString('latin1', at + 8, at + 12))) {
      return true;
    }
    if (size === 1 && at + 16 <= bytes.length) size = Number(bytes.readBigUInt64BE(at + 8));
    if (size < 8) return false;
    at += size;
  }
  return false;
}

/** Directories at most: a TIFF with more is not walked further (it is certainly not one still picture). */
const maxDirectories = 1024;

/**
 * The full-resolution directories of a TIFF: NewSubfileType (tag 254) bit 0 marks a reduced-resolution copy
 * (pyramid levels, thumbnails) and bit 2 a transparency mask, neither of which is a picture of its own.
 * Undefined when the directory chain cannot be walked (libvips' count stands then).
 */
export function tiffFullPages(bytes: Buffer): number | undefined {
  if (bytes.length < 8) return undefined;
  const order = bytes.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const le = order === 'II';
  const u16 = (at: number) => (le ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (le ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  if (u16(2) !== 42) return undefined; // BigTIFF (43) and anything else: leave it to libvips
  const seen = new Set<number>();
  let pages = 0;
  for (let ifd = u32(4); ifd !== 0; ) {
    if (seen.has(ifd) || seen.size >= maxDirectories || ifd + 2 > bytes.length) return undefined;
    seen.add(ifd);
    const entries = u16(ifd);
    const end = ifd + 2 + entries * 12;
    if (end + 4 > bytes.length) return undefined;
    let subfileType = 0;
    for (let e = ifd + 2; e < end; e += 12) {
      if (u16(e) !== 254) continue;
      // LONG (4) is the standard type; a SHORT (3) value sits in the first two bytes of the field.
      subfileType = u16(e + 2) === 3 ? u16(e + 8) : u32(e + 8);
    }
    if ((subfileType & 0b101) === 0) pages++;
    ifd = u32(end);
  }
  return pages;
}

/** The frames an APNG declares (its `acTL` chunk, before the image data), 1 for a plain PNG. */
export function apngFrames(bytes: Buffer): number {
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT' || type === 'IEND') return 1;
    if (type === 'acTL' && at + 12 <= bytes.length) return bytes.readUInt32BE(at + 8);
    at += 12 + length;
  }
  return 1;
}
