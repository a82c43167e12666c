import QRCode from 'qrcode';
import { imageQrCode } from '../../../shared/operations/image.js';
import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { AppError } from '../../core/errors.js';
import { decode, inspectImage, render } from '../../core/images/images.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { file, type OperationResult } from '../../core/operation.js';
import { imageImplementation } from '../deps.js';
import {
  chooseLogoVersion,
  type LogoChoice,
  lastLogoVersion,
  layoutFor,
  minLogoPixels,
  modulesOf,
  quietZone,
} from '../engine/qr-layout.js';
import { rasterQr, svgQr } from '../engine/qr-render.js';

type Input = ResolvedInputOf<typeof imageQrCode>;
type Level = 'H' | 'M';

/**
 * A QR code of `width` × `width` pixels, PNG or SVG. Error correction is H with a logo (the logo hides modules
 * that the correction must recover) and M without one. Data beyond a code's capacity, or a width too small to give every module a pixel (or a logo room) are refused with 422 naming the field.
 */
export async function qrCode(input: Input): Promise<OperationResult> {
  // Readable colours (dark on light, at least 3:1) are the schema's rule.
  const colours = { dark: input.color, light: input.backgroundColor };
  const level: Level = input.logo ? 'H' : 'M';
  const minVersion = smallestVersion(input.data, level);
  const minWidth = modulesOf(minVersion) + quietZone * 2;
  if (input.width < minWidth) {
    throw new AppError(
      'unprocessable_input',
      `width: this data needs a ${modulesOf(minVersion)}-module code; use a width of at least ${minWidth} pixels.`,
      { extensions: { field: 'width', minWidth } },
    );
  }
  const choice = input.logo ? logoChoice(minVersion, input.width) : undefined;
  const layout = layoutFor(choice?.version ?? minVersion, input.width, choice?.logoModules);
  const qr = QRCode.create(input.data, { errorCorrectionLevel: level, version: layout.version });
  const tile = input.logo && layout.logo ? await logoTile(input.logo, layout.logo.size, colours.light) : undefined;

  if (input.format === 'svg') {
    const svg = svgQr(qr.modules, layout, input.width, colours, tile);
    return file(Buffer.from(svg), 'image/svg+xml', 'qr-code.svg');
  }
  const raster = rasterQr(qr.modules, layout, input.width, colours);
  const overlays = tile && layout.logo ? [{ input: tile, left: layout.logo.left, top: layout.logo.top }] : [];
  const png = await raster.composite(overlays).png().toBuffer();
  return file(new Uint8Array(png), 'image/png', 'qr-code.png');
}

/** The smallest QR version holding this data, or 422 when it does not fit any version at this correction level. */
function smallestVersion(data: string, level: Level): number {
  try {
    return QRCode.create(data, { errorCorrectionLevel: level }).version;
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

/** The version and logo size (see qr-layout.ts), or 422 when no version leaves the logo room at this width. */
function logoChoice(minVersion: number, width: number): LogoChoice {
  const choice = chooseLogoVersion(minVersion, width);
  if (choice) return choice;
  const last = lastLogoVersion();
  if (minVersion > last) {
    throw new AppError(
      'unprocessable_input',
      `data: too long for a code with a logo: it needs QR version ${minVersion}, and beyond version ${last} ` +
        '(958 bytes of text at error correction H) a centred logo would cover alignment patterns. Send shorter ' +
        'data or no logo.',
      { extensions: { field: 'data' } },
    );
  }
  throw new AppError(
    'unprocessable_input',
    `width: at ${width} pixels a code for this data has no room for a logo of ${minLogoPixels} pixels; ` +
      'use a larger width, shorter data or no logo.',
    { extensions: { field: 'width' } },
  );
}

/**
 * The logo fitted into its square on a tile of the background colour, the padding keeping modules from touching
 * it. The tile fills the square exactly: the square is what the error-correction budget was computed for.
 */
async function logoTile(logo: UploadedFile, size: number, background: string): Promise<Buffer> {
  await inspectImage(logo, 'logo');
  const pad = Math.max(2, Math.round(size * 0.06));
  const inner = size - pad * 2;
  const bytes = await render('logo', () =>
    decode(logo.bytes)
      .resize({ width: inner, height: inner, fit: 'contain', background })
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background })
      .flatten({ background })
      .png()
      .toBuffer(),
  );
  return Buffer.from(bytes);
}

export default imageImplementation(imageQrCode, () => qrCode);
