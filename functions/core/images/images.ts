import sharp, { type Sharp } from 'sharp';
import { AppError } from '../errors.js';
import { requireKind, sniff } from '../files/sniff.js';
import { framesOf } from './frames.js';

/**
 * sharp behind the few calls the image operations and OCR need (here in core so both families read client images
 * through the same rules), with the safety rules in one place:
 * - the pixel limit is explicit (`maxInputPixels`) and checked from the header before any decoding, so a
 *   small file declaring 50,000 × 50,000 pixels is refused in milliseconds;
 * - only raster formats recognised by their magic bytes reach sharp: SVG (which could reference external files)
 *   is refused, so libvips' SVG loader never runs on client bytes;
 * - animated and multi-page images are refused explicitly: a still image is expected. Frames are counted the way
 *   the decoder presents the image (./frames.ts): a HEIF/AVIF primary item or a pyramidal TIFF is one picture;
 * - CMYK, greyscale and 16-bit inputs are converted to 8-bit sRGB, never failed;
 * - EXIF orientation is applied first, so marks and sizes refer to the image as it is shown.
 */

/** 50 megapixels: a 12 MP phone photo passes easily; libvips streams, but CPU time grows with the pixel count. */
export const maxInputPixels = 50_000_000;

// One image at a time per Lambda: libvips' own thread pool is sized by the cores, its cache is not needed.
sharp.cache(false);

export type RasterFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'avif';
export type OutputFormat = 'png' | 'jpeg' | 'webp';

export interface ImageInfo {
  /** The input's format as libvips read it. */
  readonly format: string;
  /** Size after EXIF orientation. */
  readonly width: number;
  readonly height: number;
  readonly hasAlpha: boolean;
}

/**
 * Refuses anything but a still raster image within the pixel limit (`maxPixels`, `maxInputPixels` by default); reads
 * only the header.
 */
export async function inspectImage(
  file: { readonly bytes: Uint8Array },
  field: string,
  maxPixels = maxInputPixels,
): Promise<ImageInfo> {
  if (looksLikeSvg(file.bytes)) {
    throw new AppError(
      'unsupported_media_type',
      `${field}: SVG images are not accepted (they can reference other files); send PNG, JPG, WEBP, GIF, TIFF or AVIF.`,
      { extensions: { field } },
    );
  }
  if (sniff(file.bytes)?.contentType === 'image/bmp') {
    // libvips as sharp ships it has no BMP loader: an honest 415 naming it, not a 422 calling a valid file damaged.
    throw new AppError(
      'unsupported_media_type',
      `${field}: BMP images are not supported; send PNG, JPG, WEBP, GIF, TIFF or AVIF.`,
      { extensions: { field } },
    );
  }
  requireKind(file, 'image', field);
  // The header only: limitInputPixels is off here so the declared size can be reported precisely below.
  const meta = await sharp(file.bytes, { limitInputPixels: false })
    .metadata()
    .catch((cause: unknown) => {
      throw new AppError('unprocessable_input', `${field}: the image could not be read (corrupt or truncated).`, {
        cause,
        extensions: { field },
      });
    });
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) {
    throw new AppError('unprocessable_input', `${field}: the image has no readable size.`, { extensions: { field } });
  }
  if (width * height > maxPixels) {
    throw new AppError(
      'unprocessable_input',
      `${field}: the image declares ${width} × ${height} pixels; the limit is ${maxPixels / 1e6} megapixels.`,
      { extensions: { field, maxPixels } },
    );
  }
  const frames = framesOf(file.bytes, meta);
  if (frames.kind === 'animated') {
    const count = frames.frames === undefined ? 'an image sequence' : `${frames.frames} frames`;
    throw new AppError(
      'unprocessable_input',
      `${field}: animated images (${count}) are not supported; send a still image.`,
      { extensions: { field } },
    );
  }
  if (frames.kind === 'multi-page') {
    throw new AppError(
      'unprocessable_input',
      `${field}: multi-page images (${frames.pages} pages) are not supported; send one page as a still image.`,
      { extensions: { field } },
    );
  }
  return { format: meta.format ?? 'unknown', width, height, hasAlpha: meta.hasAlpha === true };
}

/** A decoder for bytes that passed inspectImage: oriented, 8-bit sRGB, the pixel limit enforced again. */
export function decode(bytes: Uint8Array): Sharp {
  return sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'warning' }).autoOrient().toColourspace('srgb');
}

export interface EncodeOptions {
  /** JPEG quality and WebP quality (default 90). */
  readonly quality?: number;
  /**
   * Whether the image may have transparent areas, which JPEG turns white (default true). False skips the flatten
   * pass over an image known to be opaque.
   */
  readonly flatten?: boolean;
}

/** Encodes to the requested format. */
export function encode(image: Sharp, format: OutputFormat, options: EncodeOptions = {}): Sharp {
  const { quality = 90, flatten = true } = options;
  switch (format) {
    case 'jpeg':
      // JPEG has no alpha: transparent areas become white rather than black.
      return (flatten ? image.flatten({ background: '#ffffff' }) : image).jpeg({ quality, mozjpeg: false });
    case 'webp':
      return image.webp({ quality });
    case 'png':
      return image.png({ compressionLevel: 6 });
  }
}

/** The format an image keeps when the client does not ask for another: formats sharp cannot write become PNG. */
export function keptFormat(format: string): OutputFormat {
  if (format === 'jpeg' || format === 'jpg') return 'jpeg';
  if (format === 'webp') return 'webp';
  return 'png';
}

export const contentTypes: Record<OutputFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export const extensions: Record<OutputFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/** `PNG` | `JPG` | `WEBP` from the table's enums. */
export function outputFormatOf(name: 'PNG' | 'JPG' | 'WEBP'): OutputFormat {
  return name === 'JPG' ? 'jpeg' : name === 'WEBP' ? 'webp' : 'png';
}

/**
 * Runs a sharp pipeline on client bytes: a decode failure (truncated data, bad pixels) is the input's fault, 422.
 * Errors that already carry a problem code pass through.
 */
export async function decoding<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    throw new AppError('unprocessable_input', `${field}: the image could not be decoded (corrupt or truncated).`, {
      cause,
      extensions: { field },
    });
  }
}

/** decoding() for a pipeline that answers encoded bytes: a view of sharp's buffer, not a copy of it. */
export async function render(field: string, work: () => Promise<Buffer>): Promise<Uint8Array> {
  const bytes = await decoding(field, work);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 512)).toString('utf8').trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || head.includes('<svg ');
}
