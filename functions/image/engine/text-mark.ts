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
export const rawOf = (mark: Mark) => ({ raw: { width: mark.width, height: mark.height, channels: 4 as const } });

/**
 * Renders `text` at `fontPx` pixels (white text, dark halo, transparent elsewhere). A text Pango lays out as
 * nothing (only joiners or soft hyphens) is the client's 422 on `field`, not an engine fault.
 */
export async function renderTextMark(text: string, fontPx: number, field: string): Promise<Mark> {
  configureFontconfig();
  const halo = Math.max(1, Math.round(fontPx / 12));
  // One Pango render: the white glyphs; the halo is the same alpha in black, blurred.
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
  const mark = { pixels: white.data, width: white.info.width, height: white.info.height };
  const shadow = await sharp(mark.pixels, rawOf(mark)).linear([0, 0, 0, 1], [0, 0, 0, 0]).blur(halo).raw().toBuffer();
  const pixels = await sharp(shadow, rawOf(mark))
    .composite([{ input: mark.pixels, ...rawOf(mark) }])
    .raw()
    .toBuffer();
  return { ...mark, pixels };
}
