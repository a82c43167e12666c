import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Band, haloRows } from '../../../functions/image/engine/halo.js';

/** Glyph-like coverage: bars and a ring with anti-aliased edges, the shapes a halo has to follow. */
function shapes(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height);
  const ink = (x: number, y: number) => {
    const bar = x > 20 && x < 40 && y > 10 && y < height - 10;
    const ring = Math.abs(Math.hypot(x - 120, y - height / 2) - 45) < 9;
    const thin = x > 200 && x < 203 && y > 30 && y < 90;
    return bar || ring || thin;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // Four samples per pixel: soft edges, as Pango draws them.
      let hits = 0;
      for (const [dx, dy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const)
        if (ink(x + dx, y + dy)) hits++;
      data[y * width + x] = Math.round((hits * 255) / 4);
    }
  return data;
}

/** `ink` (width × height) in the middle of a transparent border `pad` wide, as a mark's canvas holds it. */
function canvasOf(ink: Uint8Array, width: number, height: number, pad: number): Band {
  const canvas = {
    data: new Uint8Array((width + 2 * pad) * (height + 2 * pad)),
    width: width + 2 * pad,
    height: height + 2 * pad,
  };
  for (let y = 0; y < height; y++)
    canvas.data.set(ink.subarray(y * width, (y + 1) * width), (y + pad) * canvas.width + pad);
  return canvas;
}

/** The halo as libvips draws it: the canvas through sharp's blur (gaussblur, min_ampl 0.2). */
async function libvipsHalo(canvas: Band, sigma: number): Promise<Uint8Array> {
  const { data } = await sharp(Buffer.from(canvas.data), {
    raw: { width: canvas.width, height: canvas.height, channels: 1 },
  })
    .blur(sigma)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data;
}

const rowsOf = (canvas: Band, sigma: number): Uint8Array => {
  const out = new Uint8Array(canvas.width * canvas.height);
  haloRows(canvas, sigma, (y, row) => out.set(row, y * canvas.width));
  return out;
};

const maxDifference = (a: Uint8Array, b: Uint8Array): number => {
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs((a[i] ?? 0) - (b[i] ?? 0)));
  return max;
};

describe('text mark halo', () => {
  // Sigma is fontPx / 12: 4 for 48 px text, 10 and 15 for 8 and 12 MP photos; from 6 up the grid is coarse.
  for (const sigma of [2, 4, 7, 10, 15, 25]) {
    it(`stays within 5 levels of libvips' gaussblur of the same coverage (sigma ${sigma})`, async () => {
      const canvas = canvasOf(shapes(240, 130), 240, 130, 2 * sigma);
      const [ours, reference] = [rowsOf(canvas, sigma), await libvipsHalo(canvas, sigma)];
      expect(ours.length).toBe(reference.length);
      expect(maxDifference(ours, reference)).toBeLessThanOrEqual(5);
    });
  }

  it('reads coverage held in 32-bit samples (as Pango hands it over) exactly as in bytes', () => {
    const canvas = canvasOf(shapes(240, 130), 240, 130, 30);
    const samples = { ...canvas, data: Uint32Array.from(canvas.data) };
    expect(Buffer.from(rowsOf(samples, 15)).equals(Buffer.from(rowsOf(canvas, 15)))).toBe(true);
  });

  it('is empty for empty coverage, even right after a larger halo (its scratch grids start clean)', () => {
    rowsOf(canvasOf(shapes(240, 130), 240, 130, 30), 15);
    const blank = { data: new Uint8Array(110 * 80), width: 110, height: 80 };
    expect(Math.max(...rowsOf(blank, 15))).toBe(0);
  });

  it('is symmetric around one inked pixel and reaches no canvas edge', () => {
    const dot = new Uint8Array(3 * 3);
    dot[4] = 255;
    const halo = rowsOf(canvasOf(dot, 3, 3, 12), 5);
    const width = 3 + 24;
    const at = (x: number, y: number) => halo[y * width + x] ?? -1;
    expect(at(13, 13)).toBeGreaterThan(0);
    expect(at(13 - 4, 13)).toBe(at(13 + 4, 13));
    expect(at(13, 13 - 4)).toBe(at(13, 13 + 4));
    expect(at(0, 13)).toBe(0);
    expect(at(13, 0)).toBe(0);
  });
});
