import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import fontkit, { type Font } from '@cantoo/fontkit';
import { degrees, type PDFDocument, type PDFFont, type PDFPage, type RGB } from '@cantoo/pdf-lib';
import { AppError } from '../../core/errors.js';
import { fontFiles, fontsDir } from '../../core/fonts.js';

/**
 * Text is always drawn with embedded TrueType fonts: pdf-lib's standard fonts are WinAnsi only and silently turn
 * other characters into `?`. A fallback chain covers what a user can type: DejaVu Sans (Latin, Greek, Cyrillic,
 * Hebrew, Arabic, common symbols), Droid Sans Fallback (CJK ideographs, kana, Hangul; 3.4 MB) and Symbola
 * (monochrome emoji and symbols; 3.2 MB). Each character is drawn with the first font that has it; a font is
 * embedded only when the text needs it, and always subset, so an output grows by the glyphs used (a few KB),
 * not by the font. A character no bundled font covers is a 422 naming it, never a silent `?` or empty box.
 */

export const fontChainFiles = [fontFiles.sans, fontFiles.fallback, fontFiles.symbols] as const;

/** The shared fonts folder (functions/core/fonts.ts), located at first use. */
const fontDirs = (): readonly URL[] => [pathToFileURL(`${fontsDir()}/`)];

const loaded = new Map<string, Promise<Uint8Array>>();

async function loadBundled(name: string, dirs: readonly URL[]): Promise<Uint8Array> {
  for (const dir of dirs) {
    const bytes = await readFile(new URL(name, dir)).catch(() => undefined);
    if (bytes) return new Uint8Array(bytes);
  }
  throw new AppError('engine_unavailable', `The PDF text font ${name} is missing from this deployment.`);
}

function cachedFont(name: string, dirs: readonly URL[] = fontDirs()): Promise<Uint8Array> {
  let bytes = loaded.get(name);
  if (!bytes) {
    bytes = loadBundled(name, dirs);
    loaded.set(name, bytes);
    bytes.catch(() => loaded.delete(name));
  }
  return bytes;
}

/** The primary font (DejaVu Sans). */
export function loadFontBytes(dirs: readonly URL[] = fontDirs()): Promise<Uint8Array> {
  return cachedFont(fontChainFiles[0], dirs);
}

/** The fallback fonts, in order, after the primary one. */
export function loadFallbackFonts(dirs: readonly URL[] = fontDirs()): Promise<readonly Uint8Array[]> {
  return Promise.all(fontChainFiles.slice(1).map((name) => cachedFont(name, dirs)));
}

/** Parsed once per process per font file: coverage is asked for every character of every request. */
const parsed = new WeakMap<Uint8Array, Font>();
function faceOf(bytes: Uint8Array): Font {
  let face = parsed.get(bytes);
  if (!face) {
    const created = fontkit.create(bytes);
    if (!('hasGlyphForCodePoint' in created)) throw new AppError('engine_unavailable', 'A PDF font is a collection.');
    face = created;
    parsed.set(bytes, face);
  }
  return face;
}

/**
 * Characters that draw nothing and need no glyph: newlines are laid out by the caller, variation selectors pick
 * emoji or text presentation (a monochrome font has one), joiners only glue emoji sequences.
 */
const invisibleCodes = new Set([0x0a, 0x200c, 0x200d, 0xfe0e, 0xfe0f]);
const invisible = { test: (char: string): boolean => invisibleCodes.has(char.codePointAt(0) ?? 0) };

interface Run {
  readonly text: string;
  readonly font: number;
}

export interface DrawOptions {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly color: RGB;
  readonly opacity?: number;
  /** Counter-clockwise, in degrees, about (x, y); runs follow the rotated baseline. */
  readonly rotate?: number;
}

export interface TextPainter {
  widthOf(line: string, size: number): number;
  /** Height of capitals above the baseline, for centring. */
  heightOf(size: number): number;
  draw(page: PDFPage, line: string, options: DrawOptions): void;
}

/**
 * Checks that the chain covers every character of `text` (422 naming the ones it does not), embeds the fonts
 * the text needs (subset) and answers a painter that splits each line into runs per font.
 */
export async function prepareText(
  doc: PDFDocument,
  text: string,
  field: string,
  chain: readonly Uint8Array[],
): Promise<TextPainter> {
  const faces = chain.map(faceOf);
  const pick = (char: string): number => {
    const code = char.codePointAt(0) ?? 0;
    return faces.findIndex((face) => face.hasGlyphForCodePoint(code));
  };
  const missing = new Set<string>();
  const needed = new Set<number>([0]);
  for (const char of text) {
    if (invisible.test(char)) continue;
    const index = pick(char);
    if (index < 0) missing.add(char);
    else needed.add(index);
  }
  if (missing.size > 0) {
    const list = [...missing]
      .slice(0, 10)
      .map((c) => `${c} (U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`)
      .join(', ');
    throw new AppError('unprocessable_input', `${field}: no bundled font can draw these characters: ${list}.`, {
      extensions: { field, characters: [...missing].slice(0, 10) },
    });
  }
  doc.registerFontkit(fontkit);
  const fonts: (PDFFont | undefined)[] = [];
  for (const [i, bytes] of chain.entries()) {
    fonts.push(needed.has(i) ? await doc.embedFont(bytes, { subset: true }) : undefined);
  }
  const primary = fonts[0];
  if (!primary) throw new AppError('engine_unavailable', 'The PDF text font is missing from this deployment.');

  const runsOf = (line: string): Run[] => {
    const runs: { text: string; font: number }[] = [];
    for (const char of line) {
      if (invisible.test(char)) continue;
      const font = Math.max(0, pick(char));
      const last = runs[runs.length - 1];
      // Spaces and punctuation common to all fonts stay in the current run.
      if (last && (last.font === font || (char === ' ' && faces[last.font]?.hasGlyphForCodePoint(32))))
        last.text += char;
      else runs.push({ text: char, font });
    }
    return runs;
  };
  const fontOf = (run: Run): PDFFont => fonts[run.font] ?? primary;
  const widthOf = (line: string, size: number) =>
    runsOf(line).reduce((sum, run) => sum + fontOf(run).widthOfTextAtSize(run.text, size), 0);

  return {
    widthOf,
    heightOf: (size) => primary.heightAtSize(size, { descender: false }),
    draw(page, line, options) {
      const angle = ((options.rotate ?? 0) * Math.PI) / 180;
      let advance = 0;
      for (const run of runsOf(line)) {
        const font = fontOf(run);
        page.drawText(run.text, {
          x: options.x + advance * Math.cos(angle),
          y: options.y + advance * Math.sin(angle),
          size: options.size,
          font,
          color: options.color,
          opacity: options.opacity,
          rotate: degrees(options.rotate ?? 0),
        });
        advance += font.widthOfTextAtSize(run.text, options.size);
      }
    },
  };
}
