import sharp from 'sharp';
import { AppError } from '../../core/errors.js';
import { configureFontconfig, fontFile, pangoFont, xmlEscape } from './fonts.js';
import { haloRows } from './halo.js';

/**
 * Text marks are rendered by libvips' text loader (Pango) with the bundled fonts; callers check the text first
 * (checkDrawable in ./fonts.ts). The client's text is escaped before it enters Pango markup, so `<b>` or `&amp;`
 * are drawn as typed, never interpreted. White glyphs over a soft dark halo stay readable on light and dark
 * photos alike.
 */

/** A mark as raw, unpremultiplied RGBA pixels: passed between sharp steps without PNG encoding. */
export interface Mark {
  readonly pixels: Buffer;
  readonly width: number;
  readonly height: number;
}

/** sharp's description of a Mark's pixels, for reading them back in. */
export const rawOf = (mark: { readonly width: number; readonly height: number }) => ({
  raw: { width: mark.width, height: mark.height, channels: 4 as const },
});

/**
 * A text laid out by Pango, ready to be drawn once as a mark: the glyphs' coverage on the mark's canvas (a
 * transparent border of two sigmas holds the halo, whose kernel reaches 1.8 σ), as 32-bit samples of 0–255.
 *
 * 32 bits because that is an RGBA pixel: libvips allocates the buffer, and the mark is then drawn into it in
 * place, each sample becoming the pixel's four bytes. Fresh memory was much of a new mark's cost (every page
 * first touched is a page fault, about 4 ms per MB on the benchmark machine), while libvips reuses the pages its
 * pipelines free.
 */
export interface TextLayout {
  readonly samples: Buffer;
  readonly width: number;
  readonly height: number;
  /** The halo's sigma in pixels. */
  readonly sigma: number;
}

/**
 * Lays `text` out at `fontPx` pixels. A text Pango lays out as nothing (only joiners or soft hyphens) is the
 * client's 422 on `field`, not an engine fault.
 */
export async function layoutText(text: string, fontPx: number, field: string): Promise<TextLayout> {
  configureFontconfig();
  const sigma = Math.max(1, Math.round(fontPx / 12));
  const pad = 2 * sigma;
  const { data, info } = await sharp({
    text: {
      text: xmlEscape(text),
      // Characters DejaVu lacks fall back along the chain (CJK/Hangul, then symbols and emoji), found through the
      // generated fontconfig file.
      font: pangoFont(fontPx),
      fontfile: fontFile(),
      // Pango sizes in points at `dpi`; 72 dpi makes one point one pixel.
      dpi: 72,
    },
  })
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#000000' })
    // One band: every font of the chain is monochrome (Symbola's emoji included), so the coverage is all there
    // is to a white glyph; sharp would otherwise write it out as sRGB. Cast, not scaled, to 32 bits.
    .toColourspace('b-w')
    .raw({ depth: 'uint' })
    .toBuffer({ resolveWithObject: true })
    .catch((cause: unknown) => {
      if (!String(cause).includes('no text to render')) throw cause;
      throw new AppError('unprocessable_input', `${field}: the text has no visible characters to draw.`, {
        extensions: { field },
        cause,
      });
    });
  if (info.channels !== 1 || data.length !== info.width * info.height * 4) {
    throw new Error(`text-mark: Pango answered ${info.channels} bands in ${data.length} bytes, expected 1 of uint`);
  }
  return { samples: data, width: info.width, height: info.height, sigma };
}

/**
 * The mark of a laid-out text: white glyphs over a soft dark halo, transparent elsewhere, faded to `opacity`.
 * Drawn in the layout's own buffer, so a layout is drawn once.
 *
 * A sharp pipeline per step (extend, blur, blend, fade) cost 40–55 ms for a 12 MP photo's mark, much of it
 * per-call overhead, float conversions and fresh buffers over a mostly empty canvas; these loops take about 5 ms.
 */
export function drawTextMark(layout: TextLayout, opacity: number): Mark {
  const { width, height } = layout;
  const pixels = wholePixels(layout.samples);
  const table = blendTable(opacity);
  haloRows({ data: pixels, width, height }, layout.sigma, (y, halo) => {
    blendRow(pixels.subarray(y * width, (y + 1) * width), halo, table);
  });
  return { pixels: layout.samples, width, height };
}

/** A Buffer's bytes as a plain Uint8Array, no copy: V8 reads and writes a Buffer's elements about half as fast. */
export const plain = (bytes: Buffer): Uint8Array => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);

/** A Buffer as 32-bit samples, no copy (libvips' buffers are malloc-aligned; anything else is an engine error). */
function wholePixels(bytes: Buffer): Uint32Array {
  if (bytes.byteOffset % 4 !== 0) throw new Error('text-mark: Pango samples are not 32-bit aligned');
  return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
}

/**
 * One row of blended pixels, each looked up by (coverage, halo): the coverage sample is replaced by the pixel's
 * four RGBA bytes, stored together as one 32-bit value.
 */
function blendRow(row: Uint32Array, halo: Uint8Array, table: Uint32Array): void {
  for (let x = 0; x < row.length; x++) row[x] = table[((row[x] ?? 0) << 8) | (halo[x] ?? 0)] ?? 0;
}

let blends: { readonly opacity: number; readonly table: Uint32Array } | undefined;

/**
 * Every blended pixel, by coverage g · 256 + halo s: white at alpha g "over" black at alpha s (Porter-Duff, straight
 * alpha), whose alpha is g + s·(1 − g) and whose colour is white in the glyph's share of it; the alpha rounded,
 * then faded and rounded again, as fading the finished mark would. RGBA bytes in memory order, so whole pixels
 * can be copied as 32-bit values whatever the platform's byte order. The last table is kept: a batch of marks
 * shares one opacity.
 */
function blendTable(opacity: number): Uint32Array {
  if (blends?.opacity !== opacity) {
    const bytes = new Uint8Array(65536 * 4);
    for (let at = 0, g = 0; g < 256; g++) {
      for (let s = 0; s < 256; s++, at += 4) {
        const alpha = g + (s * (255 - g)) / 255;
        const grey = alpha === 0 ? 0 : Math.round((255 * g) / alpha);
        bytes[at] = grey;
        bytes[at + 1] = grey;
        bytes[at + 2] = grey;
        bytes[at + 3] = Math.round(Math.round(alpha) * opacity);
      }
    }
    blends = { opacity, table: new Uint32Array(bytes.buffer) };
  }
  return blends.table;
}
