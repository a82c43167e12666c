import sharp from 'sharp';
import { AppError } from '../../core/errors.js';
import { configureFontconfig, fontFile, pangoFont, xmlEscape } from './fonts.js';

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
 * Renders `text` at `fontPx` pixels (white text, dark halo, transparent elsewhere). A text Pango lays out as
 * nothing (only joiners or soft hyphens) is the client's 422 on `field`, not an engine fault.
 */
export async function renderTextMark(text: string, fontPx: number, field: string): Promise<Mark> {
  configureFontconfig();
  const halo = Math.max(1, Math.round(fontPx / 12));
  // One Pango render: the white glyphs; the halo is their alpha in black, blurred.
  const white = await sharp({
    text: {
      text: `<span foreground="#ffffff">${xmlEscape(text)}</span>`,
      // Characters DejaVu lacks fall back along the chain (CJK/Hangul, then symbols and emoji), found through the
      // generated fontconfig file.
      font: pangoFont(fontPx),
      fontfile: fontFile(),
      rgba: true,
      // Pango sizes in points at `dpi`; 72 dpi makes one point one pixel.
      dpi: 72,
    },
  })
    .extend({ top: halo * 2, bottom: halo * 2, left: halo * 2, right: halo * 2, background: '#00000000' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((cause: unknown) => {
      if (!String(cause).includes('no text to render')) throw cause;
      throw new AppError('unprocessable_input', `${field}: the text has no visible characters to draw.`, {
        extensions: { field },
        cause,
      });
    });
  const { width, height } = white.info;
  // The halo needs only the glyphs' coverage: blurring one band instead of four is the bulk of the render time.
  // (sharp's extractChannel runs after blur in its pipeline, so the band is taken out here.)
  const shadow = await sharp(alphaOf(white.data), { raw: { width, height, channels: 1 } })
    .blur(halo)
    .raw()
    .toBuffer();
  return { pixels: overBlack(white.data, shadow), width, height };
}

/** The alpha band of RGBA pixels. */
function alphaOf(rgba: Buffer): Buffer {
  const alpha = Buffer.alloc(rgba.length / 4);
  for (let j = 0; j < alpha.length; j++) alpha[j] = rgba[j * 4 + 3] ?? 0;
  return alpha;
}

/**
 * `glyphs` (RGBA) drawn over a black layer whose alpha is `shadow` (one band): the Porter-Duff "over" in straight
 * alpha, where the black layer adds coverage but no colour. One pass in JS over the mark's pixels, no sharp
 * round trip.
 */
function overBlack(glyphs: Buffer, shadow: Buffer): Buffer {
  const out = Buffer.alloc(glyphs.length);
  for (let j = 0, i = 0; j < shadow.length; j++, i += 4) {
    const top = glyphs[i + 3] ?? 0;
    const alpha = top + ((shadow[j] ?? 0) * (255 - top)) / 255;
    if (alpha === 0) continue;
    const scale = top / alpha;
    out[i] = Math.round((glyphs[i] ?? 0) * scale);
    out[i + 1] = Math.round((glyphs[i + 1] ?? 0) * scale);
    out[i + 2] = Math.round((glyphs[i + 2] ?? 0) * scale);
    out[i + 3] = Math.round(alpha);
  }
  return out;
}
