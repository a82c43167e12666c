import sharp from 'sharp';
import { decoding, inspectImage } from '../../core/images/images.js';

/**
 * Image bytes in and out of the providers: inputs are checked and decoded once here (pixel bombs are refused
 * from the header, before any decoding), outputs are converted to the format the client asked for.
 */

/** Largest input we decode: 40 megapixels (e.g. 8000x5000), far above what any provider accepts. */
export const maxInputPixels = 40_000_000;

export type OutputFormat = 'PNG' | 'JPG' | 'WEBP';

export const contentTypes: Record<OutputFormat, string> = {
  PNG: 'image/png',
  JPG: 'image/jpeg',
  WEBP: 'image/webp',
};
export const extensions: Record<OutputFormat, string> = { PNG: 'png', JPG: 'jpg', WEBP: 'webp' };

export interface DecodedInput {
  readonly png: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/**
 * An uploaded image as an upright PNG. The image family's own inspection decides what is accepted (415 for bytes
 * that are not a raster image, 422 for a pixel bomb, an animated or multi-page image, or one the decoder cannot
 * read), so every image operation accepts and refuses the same files.
 */
export async function decodeInputImage(file: { readonly bytes: Uint8Array }, field: string): Promise<DecodedInput> {
  await inspectImage(file, field, maxInputPixels);
  const { data, info } = await decoding(field, () =>
    sharp(file.bytes, { limitInputPixels: maxInputPixels }).rotate().png().toBuffer({ resolveWithObject: true }),
  );
  return { png: new Uint8Array(data), width: info.width, height: info.height };
}

/** Re-encodes a provider's image in the asked format (JPG drops alpha onto white). Same format: bytes unchanged. */
export async function encodeAs(bytes: Uint8Array, format: OutputFormat): Promise<Uint8Array> {
  const image = sharp(bytes, { limitInputPixels: maxInputPixels });
  const meta = await image.metadata();
  const current = meta.format === 'jpeg' ? 'JPG' : meta.format === 'png' ? 'PNG' : meta.format === 'webp' ? 'WEBP' : '';
  if (current === format) return bytes;
  const out =
    format === 'PNG'
      ? image.png()
      : format === 'JPG'
        ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 92 })
        : image.webp({ quality: 92, alphaQuality: 100 });
  return new Uint8Array(await out.toBuffer());
}

/** Resizes an image so that it fits a provider's box (shrinks to fit, grows to reach the minimum side). */
export async function fitWithin(
  png: Uint8Array,
  size: { readonly width: number; readonly height: number },
  box: { readonly minSide: number; readonly maxSide: number; readonly maxPixels: number },
): Promise<{ png: Uint8Array; width: number; height: number }> {
  const { width, height } = size;
  let scale = Math.min(1, box.maxSide / Math.max(width, height), Math.sqrt(box.maxPixels / (width * height)));
  if (Math.min(width, height) * scale < box.minSide) scale = box.minSide / Math.min(width, height);
  if (scale === 1) return { png, width, height };
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const data = await sharp(png, { limitInputPixels: maxInputPixels }).resize(w, h, { fit: 'fill' }).png().toBuffer();
  return { png: new Uint8Array(data), width: w, height: h };
}
