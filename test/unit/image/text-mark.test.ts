import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { configureFontconfig, fontFile, pangoFont, xmlEscape } from '../../../functions/image/engine/fonts.js';
import { drawTextMark, layoutText, type Mark, rawOf } from '../../../functions/image/engine/text-mark.js';

/**
 * The mark as sharp pipelines drew it before the loops in text-mark.ts: white glyphs in RGBA, their alpha in
 * black blurred by libvips (sharp's `blur`), the glyphs composited over that, then faded with `linear`.
 */
async function libvipsMark(text: string, fontPx: number, opacity: number): Promise<Mark> {
  configureFontconfig();
  const sigma = Math.max(1, Math.round(fontPx / 12));
  const pad = 2 * sigma;
  const glyphs = await sharp({
    text: {
      text: `<span foreground="#ffffff">${xmlEscape(text)}</span>`,
      font: pangoFont(fontPx),
      fontfile: fontFile(),
      rgba: true,
      dpi: 72,
    },
  })
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#00000000' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const size = { width: glyphs.info.width, height: glyphs.info.height };
  const halo = await sharp(glyphs.data, rawOf(size)).linear([0, 0, 0, 1], [0, 0, 0, 0]).blur(sigma).raw().toBuffer();
  const blended = await sharp(halo, rawOf(size))
    .composite([{ input: glyphs.data, ...rawOf(size) }])
    .raw()
    .toBuffer();
  const pixels = await sharp(blended, rawOf(size)).linear([1, 1, 1, opacity], [0, 0, 0, 0]).raw().toBuffer();
  return { pixels, ...size };
}

/** The largest difference of one channel (0 grey, 3 alpha) between two marks, where either is visible. */
function maxDifference(a: Mark, b: Mark, channel: 0 | 3): number {
  let max = 0;
  for (let i = 0; i < a.pixels.length; i += 4) {
    const visible = Math.max(a.pixels[i + 3] ?? 0, b.pixels[i + 3] ?? 0);
    if (visible === 0) continue;
    const difference = Math.abs((a.pixels[i + channel] ?? 0) - (b.pixels[i + channel] ?? 0));
    // Grey matters in proportion to the alpha it is drawn with.
    max = Math.max(max, channel === 3 ? difference : Math.round((difference * visible) / 255));
  }
  return max;
}

describe('text mark', { timeout: 30_000 }, () => {
  it('lays the text out as 32-bit samples of 0–255 (cast, not scaled) inside a clear border of two sigmas', async () => {
    const layout = await layoutText('Alquimia', 120, 'watermarkContent');
    const samples = new Uint32Array(layout.samples.buffer, layout.samples.byteOffset, layout.samples.length / 4);
    const pad = 2 * layout.sigma;

    expect(layout.sigma).toBe(10);
    expect(Math.max(...samples)).toBe(255);
    const border = [...samples.subarray(0, pad * layout.width), ...samples.subarray(-pad * layout.width)];
    expect(Math.max(...border)).toBe(0);
  });

  for (const [text, fontPx, opacity] of [
    ['© São Paulo Ação 2027', 180, 1],
    ['東京 🎉 서울 <b>x</b> ✓', 180, 0.5],
    ['© Alquimia', 48, 1],
  ] as const) {
    it(`draws "${text}" at ${fontPx} px as libvips' blur and composite did, within a few levels`, async () => {
      const [ours, reference] = await Promise.all([
        layoutText(text, fontPx, 'watermarkContent').then((layout) => drawTextMark(layout, opacity)),
        libvipsMark(text, fontPx, opacity),
      ]);

      expect([ours.width, ours.height]).toEqual([reference.width, reference.height]);
      expect(maxDifference(ours, reference, 3)).toBeLessThanOrEqual(8);
      expect(maxDifference(ours, reference, 0)).toBeLessThanOrEqual(3);
    });
  }
});
