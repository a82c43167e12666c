import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fontFamilies, fontFiles, fontPath, fontsDir } from '../../core/fonts.js';

/**
 * The image family draws text (watermarks, chart labels) with the shared fonts (functions/core/fonts.ts): DejaVu
 * Sans first, then Droid Sans Fallback for CJK, kana and Hangul. Scripts neither covers are refused up front for
 * watermarks rather than drawn as boxes.
 */

export const fontFamily = fontFamilies.sans;
export const fallbackFamily = fontFamilies.fallback;
export const fontFile = (): string => fontPath(fontFiles.sans);
export const fallbackFontFile = (): string => fontPath(fontFiles.fallback);

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
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      `  <dir>${xmlEscape(fontsDir())}</dir>`,
      `  <cachedir>${xmlEscape(join(dir, 'cache'))}</cachedir>`,
      `  <alias><family>sans-serif</family><prefer><family>${fontFamily}</family><family>${fallbackFamily}</family></prefer></alias>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  env.FONTCONFIG_FILE = file;
  env.FONTCONFIG_PATH ??= dirname(file);
}

/** Text placed inside XML or Pango markup: drawn literally, never interpreted. */
export function xmlEscape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
