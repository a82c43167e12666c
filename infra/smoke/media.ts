import { PDFDocument } from '@cantoo/pdf-lib';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { ensure } from './http.js';

/**
 * What the smoke checks in a result's bytes, each a property a customer would notice: a PDF that opens with its
 * pages, a PNG that decodes (and a QR code that scans), audio and video with a real duration. Parsed here from
 * the formats themselves, so a wrong Content-Type or an empty file cannot pass.
 */

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** The page count of a PDF, after checking its magic number. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  ensure(ascii(bytes, 0, 5) === '%PDF-', `not a PDF (starts with ${JSON.stringify(ascii(bytes, 0, 8))})`);
  return (await PDFDocument.load(bytes)).getPageCount();
}

/** A PNG's size in pixels, decoded in full (metadata alone would accept a truncated file). */
export async function pngSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const { info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const { format } = await sharp(bytes).metadata();
  ensure(format === 'png', `expected a PNG, decoded ${format}`);
  return { width: info.width, height: info.height };
}

/** The text a QR code image scans as, or undefined when no code is found. */
export async function qrContent(bytes: Uint8Array): Promise<string | undefined> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** Seconds of audio in a RIFF/WAVE file: the data chunk's size over the format's byte rate. */
export function wavSeconds(bytes: Uint8Array): number {
  ensure(ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE', 'not a RIFF/WAVE file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.byteLength; ) {
    const id = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') byteRate = view.getUint32(at + 16, true);
    // Streamed WAVs may declare an unknown (0 or oversized) data length: what is present is what plays.
    if (id === 'data') return byteRate > 0 ? Math.min(size, bytes.byteLength - at - 8) / byteRate : 0;
    at += 8 + size + (size % 2);
  }
  throw new Error('WAVE file without a data chunk');
}

/** Seconds of an MP4 (ISO BMFF) from its movie header, after checking the file opens with `ftyp`. */
export function mp4Seconds(bytes: Uint8Array): number {
  ensure(ascii(bytes, 4, 4) === 'ftyp', 'not an MP4 (no ftyp box first)');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const find = (type: string, from: number, to: number): { start: number; end: number } | undefined => {
    for (let at = from; at + 8 <= to; ) {
      const size = view.getUint32(at);
      if (size < 8) return undefined;
      if (ascii(bytes, at + 4, 4) === type) return { start: at + 8, end: Math.min(at + size, to) };
      at += size;
    }
    return undefined;
  };
  const moov = find('moov', 0, bytes.byteLength);
  const mvhd = moov && find('mvhd', moov.start, moov.end);
  ensure(mvhd !== undefined, 'MP4 without a movie header (moov/mvhd)');
  const version = view.getUint8(mvhd.start);
  const timescale = view.getUint32(mvhd.start + (version === 1 ? 20 : 12));
  const duration = version === 1 ? Number(view.getBigUint64(mvhd.start + 24)) : view.getUint32(mvhd.start + 16);
  ensure(timescale > 0, 'MP4 movie header with a zero timescale');
  return duration / timescale;
}
