import { readFileSync } from 'node:fs';
import fontkit from '@cantoo/fontkit';
import sharp from 'sharp';
import { AppError } from '../../core/errors.js';
import { configureFontconfig, fallbackFamily, fallbackFontFile, fontFamily, fontFile, xmlEscape } from './fonts.js';

/**
 * Text marks are rendered by libvips' text loader (Pango) with the bundled font file. The client's text is
 * escaped before it enters Pango markup, so `<b>` or `&amp;` are drawn as typed, never interpreted.
 * White glyphs over a soft dark halo stay readable on light and dark photos alike.
 */

let covered: ReadonlySet<number> | undefined;

function coveredCodePoints(): ReadonlySet<number> {
  if (!covered) {
    const set = new Set<number>();
    for (const file of [fontFile(), fallbackFontFile()]) {
      const font = fontkit.create(readFileSync(file));
      for (const code of 'characterSet' in font ? font.characterSet : []) set.add(code);
    }
    covered = set;
  }
  return covered;
}

/** Throws 422 naming the characters the bundled font cannot draw (instead of empty boxes in the image). */
export function checkDrawable(text: string, field: string): void {
  const set = coveredCodePoints();
  const missing = new Set<string>();
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (!/\s/.test(char) && !set.has(code)) missing.add(char);
  }
  if (missing.size > 0) {
    throw new AppError(
      'unprocessable_input',
      `${field}: the watermark fonts cannot draw these characters: ${[...missing].slice(0, 10).join(' ')}.`,
      { extensions: { field } },
    );
  }
}

/** A mark as raw, unpremultiplied RGBA pixels: passed between sharp steps without PNG encoding. */
export interface Mark {
  readonly pixels: Buffer;
  readonly width: number;
  readonly height: number;
}

/** sharp's description of a Mark's pixels, for reading them back in. */
export const rawOf = (mark: Mark) => ({ raw: { width: mark.width, height: mark.height, channels: 4 as const } });

/** Renders `text` at `fontPx` pixels (white text, dark halo, transparent elsewhere). */
export async function renderTextMark(text: string, fontPx: number): Promise<Mark> {
  configureFontconfig();
  const halo = Math.max(1, Math.round(fontPx / 12));
  // One Pango render: the white glyphs; the halo is the same alpha in black, blurred.
  const white = await sharp({
    text: {
      text: `<span foreground="#ffffff">${xmlEscape(text)}</span>`,
      // Characters DejaVu lacks fall back to the CJK/Hangul font, found through the generated fontconfig file.
      font: `${fontFamily},${fallbackFamily} ${fontPx}px`,
      fontfile: fontFile(),
      rgba: true,
      // Pango sizes in points at `dpi`; 72 dpi makes one point one pixel.
      dpi: 72,
    },
  })
    .extend({ top: halo * 2, bottom: halo * 2, left: halo * 2, right: halo * 2, background: '#00000000' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mark = { pixels: white.data, width: white.info.width, height: white.info.height };
  const shadow = await sharp(mark.pixels, rawOf(mark)).linear([0, 0, 0, 1], [0, 0, 0, 0]).blur(halo).raw().toBuffer();
  const pixels = await sharp(shadow, rawOf(mark))
    .composite([{ input: mark.pixels, ...rawOf(mark) }])
    .raw()
    .toBuffer();
  return { ...mark, pixels };
}
