import sharp, { type Sharp } from 'sharp';
import { type Rgb, rgbOf } from '../../../shared/schemas/colour.js';
import type { QrLayout } from './qr-layout.js';

/** qrcode's module matrix: `size` × `size`, row-major, 1 for a dark module. */
export interface Modules {
  readonly size: number;
  readonly data: Uint8Array;
}

export interface QrColours {
  readonly dark: string;
  readonly light: string;
}

/**
 * Both renderers draw from the same layout so PNG and SVG have the same geometry: whole-pixel modules and the
 * logo on module edges (see qr-layout.ts). qrcode's own renderers scale by fractions, which is what made codes
 * unreadable at some widths.
 */

/** The code as an RGB raster `width` × `width`, ready for a logo composite and PNG encoding. */
export function rasterQr(modules: Modules, layout: QrLayout, width: number, colours: QrColours): Sharp {
  const light = rgbOf(colours.light);
  const dark = rgbOf(colours.dark);
  const pixels = Buffer.alloc(width * width * 3);
  fill(pixels, 0, width * width, light);
  const { scale, origin } = layout;
  for (const [row, col, length] of darkRuns(modules)) {
    for (let y = 0; y < scale; y++) {
      const start = (origin + row * scale + y) * width + origin + col * scale;
      fill(pixels, start, start + length * scale, dark);
    }
  }
  return sharp(pixels, { raw: { width, height: width, channels: 3 } });
}

/** The code as a self-contained SVG in pixel units; the logo, if any, is an embedded PNG (no external reference). */
export function svgQr(modules: Modules, layout: QrLayout, width: number, colours: QrColours, logo?: Buffer): string {
  const { scale, origin } = layout;
  const path = darkRuns(modules)
    .map(
      ([row, col, length]) =>
        `M${origin + col * scale} ${origin + row * scale}h${length * scale}v${scale}h-${length * scale}z`,
    )
    .join('');
  const image =
    logo && layout.logo
      ? `<image x="${layout.logo.left}" y="${layout.logo.top}" width="${layout.logo.size}" height="${layout.logo.size}" href="data:image/png;base64,${logo.toString('base64')}"/>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 ${width} ${width}" shape-rendering="crispEdges">` +
    `<rect width="${width}" height="${width}" fill="${colours.light}"/><path fill="${colours.dark}" d="${path}"/>${image}</svg>\n`
  );
}

/** Horizontal runs of dark modules as [row, first column, length]: one rectangle per run keeps the SVG small. */
function darkRuns(modules: Modules): [number, number, number][] {
  const runs: [number, number, number][] = [];
  const { size, data } = modules;
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      const first = col;
      while (col < size && data[row * size + col]) col++;
      runs.push([row, first, col - first]);
    }
  }
  return runs;
}

function fill(pixels: Buffer, from: number, to: number, colour: Rgb): void {
  for (let i = from; i < to; i++) {
    pixels[i * 3] = colour.r;
    pixels[i * 3 + 1] = colour.g;
    pixels[i * 3 + 2] = colour.b;
  }
}
