import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fontkit from '@cantoo/fontkit';
import { AppError } from '../../core/errors.js';
import { fontFamilies, fontFiles, fontPath, fontsDir } from '../../core/fonts.js';

/**
 * The image family draws text (watermarks, chart labels) with the shared fonts (functions/core/fonts.ts), in one
 * order everywhere: DejaVu Sans first, then Droid Sans Fallback for CJK, kana and Hangul, then Symbola for
 * emoji and symbols. Every text is checked against that chain before drawing (checkDrawable), so a character no
 * bundled font has is refused with a 422 naming it rather than drawn as an empty box.
 */

export const fontFamily = fontFamilies.sans;
export const fontFile = (): string => fontPath(fontFiles.sans);

/** The chain, primary first; Pango, fontconfig and the chart canvas all fall back in this order. */
const chain = [
  { family: fontFamilies.sans, file: fontFiles.sans },
  { family: fontFamilies.fallback, file: fontFiles.fallback },
  { family: fontFamilies.symbols, file: fontFiles.symbols },
] as const;

/** The chain's families with the paths of their bundled files (located at first use). */
export const fontChain = (): readonly { readonly family: string; readonly file: string }[] =>
  chain.map(({ family, file }) => ({ family, file: fontPath(file) }));

let configured = false;

/**
 * Points fontconfig (used by libvips' text and SVG loaders inside sharp) at the bundled fonts only, through a
 * generated fonts.conf in the temp dir. Must run before sharp renders its first text: fontconfig reads its
 * configuration once per process. A FONTCONFIG_FILE set by the deployment wins.
 */
export function configureFontconfig(env: NodeJS.ProcessEnv = process.env): void {
  if (configured) return;
  configured = true;
  if (env.FONTCONFIG_FILE) return;
  const dir = join(tmpdir(), 'alquimia-fontconfig');
  mkdirSync(join(dir, 'cache'), { recursive: true });
  const file = join(dir, 'fonts.conf');
  const prefer = chain.map(({ family }) => `<family>${family}</family>`).join('');
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      `  <dir>${xmlEscape(fontsDir())}</dir>`,
      `  <cachedir>${xmlEscape(join(dir, 'cache'))}</cachedir>`,
      `  <alias><family>sans-serif</family><prefer>${prefer}</prefer></alias>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  env.FONTCONFIG_FILE = file;
  env.FONTCONFIG_PATH ??= dirname(file);
}

/** The chain as a Pango font description (families in order, then the size). */
export const pangoFont = (px: number): string => `${chain.map(({ family }) => family).join(',')} ${px}px`;

/** The chain as a CSS font-family list, for the chart canvas. */
export const cssFamilies = (): string => chain.map(({ family }) => `'${family}'`).join(', ');

/** Text placed inside XML or Pango markup: drawn literally, never interpreted. */
export function xmlEscape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

let covered: ReadonlySet<number> | undefined;

/** Every code point some font of the chain has a glyph for; read once per process (about 60,000 entries). */
function coveredCodePoints(): ReadonlySet<number> {
  if (!covered) {
    const set = new Set<number>();
    for (const { file } of fontChain()) {
      const font = fontkit.create(readFileSync(file));
      for (const code of 'characterSet' in font ? font.characterSet : []) set.add(code);
    }
    covered = set;
  }
  return covered;
}

/**
 * Characters that need no glyph: whitespace is laid out, variation selectors pick emoji or text presentation
 * (Symbola has one), joiners only glue emoji sequences. Pango and Skia both draw nothing for them.
 */
const invisibleCodes = new Set([0x200c, 0x200d, 0xfe0e, 0xfe0f]);
const invisible = (char: string): boolean => /\s/.test(char) || invisibleCodes.has(char.codePointAt(0) ?? 0);

const codeOf = (char: string): string => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Throws 422 naming `field` and the characters (with their code points) no bundled font can draw, instead of
 * drawing empty boxes. The one coverage check for every text the image family draws.
 */
export function checkDrawable(text: string, field: string): void {
  const set = coveredCodePoints();
  const missing = new Set<string>();
  for (const char of text) {
    if (!invisible(char) && !set.has(char.codePointAt(0) ?? 0)) missing.add(char);
  }
  if (missing.size === 0) return;
  const characters = [...missing].slice(0, 10);
  throw new AppError(
    'unprocessable_input',
    `${field}: no bundled font can draw these characters: ${characters.map((c) => `${c} (${codeOf(c)})`).join(', ')}.`,
    { extensions: { field, characters } },
  );
}
