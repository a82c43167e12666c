import sharp, { type Gravity } from 'sharp';
import type { imageWatermark, watermarkPositions } from '../../../shared/operations/image.js';
import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { stemOf } from '../../core/files/filename.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { file, type OperationResult } from '../../core/operation.js';
import { checkDrawable } from '../engine/fonts.js';
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
} from '../engine/images.js';
import { type Mark, rawOf, renderTextMark } from '../engine/text-mark.js';

type Input = ResolvedInputOf<typeof imageWatermark>;
type Position = (typeof watermarkPositions)[number];

const gravities: Record<Position, Gravity> = {
  center: 'centre',
  'top-left': 'northwest',
  'top-right': 'northeast',
  'bottom-left': 'southwest',
  'bottom-right': 'southeast',
};

/**
 * Places a text or logo mark on a still image. Sizes follow the image (text about 6 % of the short side, a logo
 * at most a quarter of the width), a margin of 3 % keeps corner marks off the edge, and `tile` repeats the
 * mark with gaps over the whole image. The answer keeps the input's format unless `outputFormat` asks otherwise.
 */
export async function watermark(input: Input): Promise<OperationResult> {
  const source = input.file ?? input.imageUrl;
  const field = input.file ? 'file' : 'imageUrl';
  if (!source) throw new Error('image.watermark: the schema guarantees file or imageUrl');
  const info = await inspectImage(source, field);
  const format = input.outputFormat ? outputFormatOf(input.outputFormat) : keptFormat(info.format);

  const mark = await buildMark(input, info.width, info.height);

  // Faded by the opacity, with transparent padding around it: a margin off the edges for one mark, gaps between
  // tiles. Clamped so the padded mark never exceeds the image (sharp refuses an overlay larger than its base).
  // Raw pixels all the way: no PNG encoding of intermediate marks.
  const tile = input.repeatPattern === 'tile';
  const short = Math.min(info.width, info.height);
  const padX = clampPad(tile ? mark.width * 0.6 : short * 0.03, info.width, mark.width);
  const padY = clampPad(tile ? mark.height * 1.5 : short * 0.03, info.height, mark.height);
  const placed = await sharp(mark.pixels, rawOf(mark))
    .linear([1, 1, 1, input.opacity], [0, 0, 0, 0])
    .extend({ top: padY, bottom: padY, left: padX, right: padX, background: '#00000000' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const overlay = {
    input: placed.data,
    raw: { width: placed.info.width, height: placed.info.height, channels: 4 as const },
  };

  const bytes = await render(field, () =>
    encode(
      decode(source.bytes).composite([
        tile ? { ...overlay, tile: true, gravity: 'northwest' } : { ...overlay, gravity: gravities[input.position] },
      ]),
      format,
      // Over an opaque image the result is opaque: nothing to flatten before JPEG.
      { flatten: info.hasAlpha },
    ).toBuffer(),
  );
  return file(bytes, contentTypes[format], `${stemOf(source.filename) || 'image'}-watermark.${extensions[format]}`);
}

async function buildMark(input: Input, width: number, height: number): Promise<Mark> {
  const short = Math.min(width, height);
  // The mark never covers more than the image minus margins.
  const maxWidth = Math.max(1, Math.round(width * (input.repeatPattern === 'tile' ? 0.45 : 0.9)));
  const maxHeight = Math.max(1, Math.round(height * 0.45));
  if (input.watermarkType === 'text') {
    const text = input.watermarkContent ?? '';
    checkDrawable(text, 'watermarkContent');
    const mark = await renderTextMark(text, Math.max(12, Math.round(short * 0.06)), 'watermarkContent');
    return fitInside(mark, maxWidth, maxHeight);
  }
  const logo = requireLogo(input.logoUrl);
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
  return { pixels: data, width: info.width, height: info.height };
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
