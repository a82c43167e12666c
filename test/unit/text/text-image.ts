import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { fontFile } from '../../../functions/image/engine/fonts.js';

const family = 'Alquimia Text Image';
let registered = false;

/**
 * `lines` of dark 34 px text on a light background (or on transparency), drawn with the bundled font as a
 * screenshot would hold them, one line every 70 px: OCR tests and the OCR bench own their ground truth.
 */
export function textImage(
  lines: readonly string[],
  options: { width?: number; transparent?: boolean } = {},
): Uint8Array {
  if (!registered) registered = Boolean(GlobalFonts.registerFromPath(fontFile(), family));
  const canvas = createCanvas(options.width ?? 900, 70 * lines.length + 40);
  const ctx = canvas.getContext('2d');
  if (!options.transparent) {
    ctx.fillStyle = '#fbfbf7';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  ctx.fillStyle = '#111111';
  ctx.font = `34px "${family}"`;
  lines.forEach((line, i) => {
    ctx.fillText(line, 24, 60 + i * 70);
  });
  return canvas.toBuffer('image/png');
}
