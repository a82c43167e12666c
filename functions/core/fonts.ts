import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from './errors.js';

/**
 * The one set of fonts every family that draws text uses (PDF text and watermarks, image watermarks and chart
 * labels, video subtitles): Lambda has no system fonts. DejaVu Sans covers Latin, Greek, Cyrillic, Armenian,
 * Georgian, Hebrew and basic Arabic; Droid Sans Fallback adds CJK ideographs, kana and Hangul; Symbola adds
 * monochrome emoji and symbols. Licences: `functions/fonts/LICENSE`.
 */
export const fontFiles = {
  sans: 'DejaVuSans.ttf',
  fallback: 'DroidSansFallback.ttf',
  symbols: 'Symbola.ttf',
} as const;

export const fontFamilies = { sans: 'DejaVu Sans', fallback: 'Droid Sans Fallback', symbols: 'Symbola' } as const;

/** `fonts/` beside a single-file Lambda bundle (where import.meta.url is the bundle), else `functions/fonts/`. */
const candidates = [new URL('./fonts/', import.meta.url), new URL('../fonts/', import.meta.url)];

let located: string | undefined;

/** The folder holding the fonts; a missing folder is a deployment fault (503), not a client error. */
export function fontsDir(): string {
  located ??= candidates.map((url) => fileURLToPath(url)).find((dir) => existsSync(join(dir, fontFiles.sans)));
  if (located === undefined)
    throw new AppError('engine_unavailable', 'The text fonts are missing from this deployment.');
  return located;
}

/** The path of one bundled font file. */
export const fontPath = (name: string): string => join(fontsDir(), name);
