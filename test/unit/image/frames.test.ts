import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageImplementations } from '../../../functions/image/implementations.js';
import { avifGrid, avifSequence, avifWithExtraItems, avifWithThumbnailAndAlpha } from '../../fixtures/image/heif.js';
import { dataUrl, pipelineFor, pixels } from './support.js';

const { meter, call } = pipelineFor('image', imageImplementations(), 100);

const upscale = (bytes: Uint8Array, type: string) =>
  call('/api/e-image/upscale', { image: dataUrl(bytes, type), upscaleFactor: 2 });
const watermark = (bytes: Uint8Array, type: string) =>
  call('/api/image/watermark', { file: dataUrl(bytes, type), watermarkType: 'text', watermarkContent: 'x' });

/** The colour at the centre of an encoded image. */
async function centre(bytes: Uint8Array): Promise<number[]> {
  const image = await pixels(bytes);
  const i = (Math.floor(image.height / 2) * image.width + Math.floor(image.width / 2)) * 4;
  return [image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0];
}
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - (b[i] ?? 0)) < 24);

describe('image family: frames are counted the way the decoder presents the image', { timeout: 30_000 }, () => {
  it.each([0, 2, 4])(
    'takes a still AVIF whose primary item (position %i) sits beside 4 other items as one picture, the primary',
    async (primaryAt) => {
      const avif = await avifWithExtraItems(4, { size: { width: 80, height: 60 }, primaryAt });
      // libvips counts every top-level item as a page: the old rule read this as "animated (5 frames)".
      expect((await sharp(avif).metadata()).pages).toBe(5);
      const before = meter.credits;
      const response = await upscale(avif, 'image/avif');
      expect(response.status, String(response.status === 200 ? '' : response.json().detail)).toBe(200);
      expect(meter.credits).toBe(before - 2);
      const meta = await sharp(response.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([160, 120]);
      // The primary is red; the other items are blue and half the size.
      expect(near(await centre(response.bytes), [192, 48, 48])).toBe(true);
      expect((await watermark(avif, 'image/avif')).status).toBe(200);
    },
  );

  it('takes an AVIF grid of tiles, and one with thumbnail and alpha items, as one picture', async () => {
    const grid = await upscale(await avifGrid(3, 2), 'image/avif');
    expect(grid.status).toBe(200);
    const gridMeta = await sharp(grid.bytes).metadata();
    expect([gridMeta.width, gridMeta.height]).toEqual([384, 256]);
    const withItems = await watermark(await avifWithThumbnailAndAlpha(), 'image/avif');
    expect(withItems.status).toBe(200);
    const meta = await sharp(withItems.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([128, 96]);
  });

  it('takes a pyramidal TIFF (reduced-resolution copies after the image) as one picture', async () => {
    const tiff = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c03030' } })
      .tiff({ pyramid: true, tile: true, tileWidth: 128, tileHeight: 128 })
      .toBuffer();
    expect((await sharp(tiff).metadata()).pages).toBeGreaterThan(1);
    const response = await upscale(tiff, 'image/tiff');
    expect(response.status).toBe(200);
    const meta = await sharp(response.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 800]);
  });

  it('refuses a multi-page TIFF as multi-page, not as animated (422, uncharged)', async () => {
    const tiff = await sharp({
      create: { width: 40, height: 90, channels: 3, background: '#3030c0', pageHeight: 30 },
    })
      .tiff()
      .toBuffer();
    const before = meter.credits;
    const response = await watermark(tiff, 'image/tiff');
    expect(response.status).toBe(422);
    expect(String(response.json().detail)).toMatch(/multi-page images \(3 pages\)/);
    expect(meter.credits).toBe(before);
  });

  it('refuses an AVIF image sequence even when libvips reads its still primary item (422, uncharged)', async () => {
    const sequence = await avifSequence('avif');
    expect((await sharp(sequence).metadata()).pages).toBe(1);
    const before = meter.credits;
    const response = await upscale(sequence, 'image/avif');
    expect(response.status).toBe(422);
    expect(String(response.json().detail)).toMatch(/animated images \(an image sequence\)/);
    expect(meter.credits).toBe(before);
  });
});
