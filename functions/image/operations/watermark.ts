import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { imageWatermark, type watermarkPositions } from '../../../shared/operations/image.js';
import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { stemOf } from '../../core/files/filename.js';
import {
  contentTypes,
  decode,
  decoding,
  encode,
  extensions,
  inspectImage,
  keptFormat,
  outputFormatOf,
  render,
} from '../../core/images/images.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { file, type OperationResult } from '../../core/operation.js';
import { imageImplementation } from '../deps.js';
import { checkDrawable } from '../engine/fonts.js';
import { MarkCache } from '../engine/mark-cache.js';
import { drawTextMark, layoutText, type Mark, plain, rawOf } from '../engine/text-mark.js';

type Input = ResolvedInputOf<typeof imageWatermark>;
type Position = (typeof watermarkPositions)[number];

/** 32 MB of faded marks, text or logo: a dozen 12 MP-sized marks, or hundreds of small ones. */
const sharedMarks = new MarkCache(32 * 1024 * 1024);

/**
 * Places a text or logo mark on a still image. Sizes follow the image (text about 6 % of the short side, a logo
 * at most a quarter of the width), a margin of 3 % keeps corner marks off the edge, and `tile` repeats the
 * mark with gaps over the whole image. The answer keeps the input's format unless `outputFormat` asks otherwise.
 * Text marks come from `marks`, keyed by everything that shapes their pixels, so a repeated mark is drawn once.
 */
export const createWatermark =
  (marks: MarkCache) =>
  async (input: Input): Promise<OperationResult> => {
    const source = input.file ?? input.imageUrl;
    const field = input.file ? 'file' : 'imageUrl';
    if (!source) throw new Error('image.watermark: the schema guarantees file or imageUrl');
    const info = await inspectImage(source, field);
    const format = input.outputFormat ? outputFormatOf(input.outputFormat) : keptFormat(info.format);

    const mark = await fadedMark(input, info.width, info.height, marks);

    // Transparent padding around the mark: a margin off the edges for one mark, gaps between tiles. Clamped so the
    // padded mark never exceeds the image (sharp refuses an overlay larger than its base). Raw pixels all the way:
    // no PNG encoding of intermediate marks.
    const tile = input.repeatPattern === 'tile';
    const short = Math.min(info.width, info.height);
    // Tiles: half the mark's width between marks in a row, and between rows half its height but at least a
    // quarter of its width, so a wide text mark gets rows well apart and a square logo an even grid. The grid is
    // centred (sharp lays an odd number of tiles about the centre), so no edge is left bare for a crop.
    const padX = clampPad(tile ? mark.width * 0.25 : short * 0.03, info.width, mark.width);
    const padY = clampPad(
      tile ? Math.max(mark.height * 0.25, mark.width * 0.125) : short * 0.03,
      info.height,
      mark.height,
    );
    const overlay = tile
      ? { ...(await padded(mark, padX, padY)), tile: true, gravity: 'centre' }
      : // One mark is placed where the padded mark would sit at that gravity, with no padded copy to blend.
        { input: mark.pixels, ...rawOf(mark), ...placed(input.position, info, mark, padX, padY) };

    // One pass over the photo: decode (oriented), blend the mark, encode. Compositing gives every image an alpha
    // band. Over an opaque result (an opaque input, or any input JPEG flattens first) that band is 255 everywhere
    // and is dropped again, so the encoder gets three bands: JPEG would otherwise flatten every pixel (about 12 ms
    // of a 12 MP photo's 125), and PNG or WebP would store an alpha band that says nothing.
    const opaque = !info.hasAlpha || format === 'jpeg';
    const bytes = await render(field, () => {
      const marked = decode(source.bytes).composite([overlay]);
      return encode(opaque ? marked.removeAlpha() : marked, format, { flatten: info.hasAlpha }).toBuffer();
    });
    return file(bytes, contentTypes[format], `${stemOf(source.filename) || 'image'}-watermark.${extensions[format]}`);
  };

export const watermark = createWatermark(sharedMarks);

/**
 * The mark fitted to the image and faded by the opacity, from the cache. Text marks are keyed by what shapes their
 * pixels; logos by a hash of their bytes, so one brand logo over a batch of photos is decoded and fitted once.
 */
async function fadedMark(input: Input, width: number, height: number, marks: MarkCache): Promise<Mark> {
  const short = Math.min(width, height);
  // The mark never covers more than the image minus margins.
  const maxWidth = Math.max(1, Math.round(width * (input.repeatPattern === 'tile' ? 0.45 : 0.9)));
  const maxHeight = Math.max(1, Math.round(height * 0.45));
  if (input.watermarkType === 'image') {
    const logo = requireLogo(input.logoUrl);
    // A hit also skips the logo's inspection: these very bytes passed it before.
    const key = JSON.stringify(['logo', contentHash(logo.bytes), width, maxHeight, input.opacity]);
    return marks.get(key, () => logoMark(logo, width, maxHeight, input.opacity));
  }
  const text = input.watermarkContent ?? '';
  checkDrawable(text, 'watermarkContent');
  const fontPx = Math.max(12, Math.round(short * 0.06));
  const key = JSON.stringify(['text', text, fontPx, maxWidth, maxHeight, input.opacity]);
  return marks.get(key, () => textMark(text, fontPx, maxWidth, maxHeight, input.opacity));
}

/** The text drawn at `fontPx`, shrunk to fit `maxWidth` × `maxHeight` if it is larger, and faded. */
async function textMark(
  text: string,
  fontPx: number,
  maxWidth: number,
  maxHeight: number,
  opacity: number,
): Promise<Mark> {
  const layout = await layoutText(text, fontPx, 'watermarkContent');
  if (layout.width <= maxWidth && layout.height <= maxHeight) return drawTextMark(layout, opacity);
  // A mark that must shrink is faded after the resize: a shrinking resize rings past full alpha, and fading
  // first would keep that overshoot.
  const fitted = await fitInside(drawTextMark(layout, 1), maxWidth, maxHeight);
  fadeInPlace(fitted.pixels, opacity);
  return fitted;
}

/** sha-256 of a logo's bytes: the logo's identity whatever URL or upload it came from. */
const contentHash = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('base64');

/** The logo decoded, fitted to a quarter of the image's width and faded. */
async function logoMark(logo: UploadedFile, width: number, maxHeight: number, opacity: number): Promise<Mark> {
  await inspectImage(logo, 'logoUrl');
  const { data, info } = await decoding('logoUrl', () =>
    decode(logo.bytes)
      .ensureAlpha()
      .resize({
        width: Math.max(1, Math.round(width * 0.25)),
        height: maxHeight,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  // sharp's buffer is this call's own: faded where it lies.
  fadeInPlace(data, opacity);
  return { pixels: data, width: info.width, height: info.height };
}

/**
 * Scales the alpha of RGBA pixels the caller has just made, so owns, by `opacity`, in place: one pass over the
 * alpha bytes, where sharp's `linear` would take every band to float and back in another pipeline.
 */
function fadeInPlace(pixels: Buffer, opacity: number): void {
  if (opacity === 1) return;
  const bytes = plain(pixels);
  for (let i = 3; i < bytes.length; i += 4) bytes[i] = Math.round((bytes[i] ?? 0) * opacity);
}

async function padded(mark: Mark, padX: number, padY: number) {
  const { data, info } = await sharp(mark.pixels, rawOf(mark))
    .extend({ top: padY, bottom: padY, left: padX, right: padX, background: '#00000000' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 as const } };
}

/**
 * Where the mark's top-left corner goes: the offset sharp's gravity gives the mark padded by `padX`/`padY` on
 * every side (its CalculateCrop, integer division rounding down), plus the padding.
 */
function placed(
  position: Position,
  image: { readonly width: number; readonly height: number },
  mark: Mark,
  padX: number,
  padY: number,
): { left: number; top: number } {
  const spareX = image.width - (mark.width + 2 * padX);
  const spareY = image.height - (mark.height + 2 * padY);
  const centred = (spare: number) => Math.floor((spare + 1) / 2);
  const offsets: Record<Position, [number, number]> = {
    center: [centred(spareX), centred(spareY)],
    'top-left': [0, 0],
    'top-right': [spareX, 0],
    'bottom-left': [0, spareY],
    'bottom-right': [spareX, spareY],
  };
  const [left, top] = offsets[position];
  return { left: left + padX, top: top + padY };
}

const clampPad = (wanted: number, side: number, markSide: number): number =>
  Math.max(0, Math.floor(Math.min(wanted, (side - markSide) / 2)));

function requireLogo(logo: UploadedFile | undefined): UploadedFile {
  if (!logo) throw new Error('image.watermark: the schema guarantees logoUrl for an image mark');
  return logo;
}

async function fitInside(mark: Mark, maxWidth: number, maxHeight: number): Promise<Mark> {
  if (mark.width <= maxWidth && mark.height <= maxHeight) return mark;
  const { data, info } = await sharp(mark.pixels, rawOf(mark))
    .resize({ width: maxWidth, height: maxHeight, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

export default imageImplementation(imageWatermark, () => watermark);
