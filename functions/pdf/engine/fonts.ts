import { readFile } from 'node:fs/promises';
import fontkit from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';
import { AppError } from '../../core/errors.js';

/**
 * Text is always drawn with an embedded TTF: pdf-lib's standard fonts are WinAnsi only and silently turn other
 * characters into `?`. DejaVu Sans covers Latin, Greek, Cyrillic and common symbols (not CJK); characters it
 * lacks are refused up front (422) rather than drawn as empty boxes.
 */

let fontBytes: Promise<Uint8Array> | undefined;

/**
 * Bundled with this code: `functions/pdf/fonts/` when run from source, or a `fonts/` folder copied next to a
 * single-file Lambda bundle (where import.meta.url is the bundle itself).
 */
const fontLocations = [
  new URL('../fonts/DejaVuSans.ttf', import.meta.url),
  new URL('./fonts/DejaVuSans.ttf', import.meta.url),
];

export function loadFontBytes(locations: readonly URL[] = fontLocations): Promise<Uint8Array> {
  fontBytes ??= (async () => {
    for (const url of locations) {
      const bytes = await readFile(url).catch(() => undefined);
      if (bytes) return new Uint8Array(bytes);
    }
    fontBytes = undefined;
    throw new AppError('engine_unavailable', 'The PDF text font is missing from this deployment.');
  })();
  return fontBytes;
}

export interface EmbeddedFont {
  readonly font: PDFFont;
  /** Throws 422 naming the characters the font cannot draw. */
  check(text: string, field: string): void;
}

export async function embedTextFont(doc: PDFDocument, bytes: Uint8Array): Promise<EmbeddedFont> {
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(bytes, { subset: true });
  const covered = new Set(font.getCharacterSet());
  return {
    font,
    check(text, field) {
      const missing = new Set<string>();
      for (const char of text) {
        const code = char.codePointAt(0) ?? 0;
        if (char !== '\n' && !covered.has(code)) missing.add(char);
      }
      if (missing.size > 0) {
        const list = [...missing].slice(0, 10).join(' ');
        throw new AppError('unprocessable_input', `${field}: the font cannot draw these characters: ${list}.`, {
          extensions: { field },
        });
      }
    },
  };
}
