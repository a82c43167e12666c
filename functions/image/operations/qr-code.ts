import QRCode from 'qrcode';
import sharp from 'sharp';
import type { imageQrCode } from '../../../shared/operations/image.js';
import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { AppError } from '../../core/errors.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { file, type OperationResult } from '../../core/operation.js';
import { decode, inspectImage, render } from '../engine/images.js';

type Input = ResolvedInputOf<typeof imageQrCode>;

/** Quiet zone in modules (the QR standard asks for 4). */
const margin = 4;
/** A logo covers at most 22 % of the width: decoders still read level-H codes with that much hidden. */
const logoShare = 0.22;

/**
 * A QR code of `width` × `width` pixels, PNG or SVG. Error correction is H with a logo (the logo hides modules
 * that the correction must recover) and M without one. Data beyond a code's capacity, or a width too small to
 * give every module a pixel, is refused with 422 naming the limit.
 */
export async function qrCode(input: Input): Promise<OperationResult> {
  const level = input.logo ? 'H' : 'M';
  const modules = symbolSize(input.data, level);
  const minWidth = modules + margin * 2;
  if (input.width < minWidth) {
    throw new AppError(
      'unprocessable_input',
      `width: this data needs a ${modules}-module code; use a width of at least ${minWidth} pixels.`,
      { extensions: { field: 'width', minWidth } },
    );
  }
  const options = {
    errorCorrectionLevel: level,
    margin,
    width: input.width,
    color: { dark: input.color, light: input.backgroundColor },
  } as const;
  const logo = input.logo ? await prepareLogo(input.logo, input.width, input.backgroundColor) : undefined;

  if (input.format === 'svg') {
    const svg = await QRCode.toString(input.data, { ...options, type: 'svg' });
    return file(Buffer.from(logo ? withSvgLogo(svg, logo, input.width) : svg), 'image/svg+xml', 'qr-code.svg');
  }
  const png = await QRCode.toBuffer(input.data, { ...options, type: 'png' });
  if (!logo) return file(new Uint8Array(png), 'image/png', 'qr-code.png');
  const bytes = await render('logo', () =>
    sharp(png)
      .composite([{ input: logo.png, gravity: 'centre' }])
      .png()
      .toBuffer(),
  );
  return file(bytes, 'image/png', 'qr-code.png');
}

/** Modules per side for this data, or 422 when it does not fit any QR version at this correction level. */
function symbolSize(data: string, level: 'H' | 'M'): number {
  try {
    return QRCode.create(data, { errorCorrectionLevel: level }).modules.size;
  } catch (cause) {
    const bytes = Buffer.byteLength(data, 'utf8');
    throw new AppError(
      'unprocessable_input',
      `data: ${bytes} bytes do not fit in a QR code at error correction ${level}` +
        (level === 'H' ? ' (needed for a logo; the maximum is 1,273 bytes).' : ' (the maximum is 2,331 bytes).'),
      { cause, extensions: { field: 'data' } },
    );
  }
}

interface Logo {
  readonly png: Buffer;
  readonly width: number;
  readonly height: number;
}

/** The logo scaled into the centre box on a padded tile of the background colour, so modules do not touch it. */
async function prepareLogo(logo: UploadedFile, width: number, background: string): Promise<Logo> {
  await inspectImage(logo, 'logo');
  const box = Math.max(8, Math.floor(width * logoShare));
  const pad = Math.max(2, Math.round(box * 0.06));
  const inner = box - pad * 2;
  const scaled = await render('logo', () =>
    decode(logo.bytes).resize({ width: inner, height: inner, fit: 'inside' }).png().toBuffer(),
  );
  const meta = await sharp(scaled).metadata();
  const w = meta.width ?? inner;
  const h = meta.height ?? inner;
  const png = await sharp(scaled)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background })
    .flatten({ background })
    .png()
    .toBuffer();
  return { png, width: w + pad * 2, height: h + pad * 2 };
}

/** Adds the logo to qrcode's SVG (viewBox in modules) as an embedded PNG: no external reference. */
function withSvgLogo(svg: string, logo: Logo, width: number): string {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const units = Number(viewBox?.[1] ?? width);
  const scale = units / width;
  const w = logo.width * scale;
  const h = logo.height * scale;
  const x = (units - w) / 2;
  const y = (units - h) / 2;
  const image = `<image x="${x}" y="${y}" width="${w}" height="${h}" href="data:image/png;base64,${logo.png.toString('base64')}"/>`;
  return svg.replace(/<\/svg>\s*$/, `${image}</svg>`);
}
