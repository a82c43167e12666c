import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageImplementations } from '../../../functions/image/implementations.js';
import { dataUrl, Multipart, pipelineFor, pixels } from './support.js';

const { meter, call } = pipelineFor('image', imageImplementations(), 100);

/** 150 × 100 with detail (a circle on a gradient-free background), so resampling and quality have an effect. */
const source = () =>
  sharp({ create: { width: 150, height: 100, channels: 3, background: '#204060' } })
    .composite([
      { input: Buffer.from('<svg width="150" height="100"><circle cx="75" cy="50" r="30" fill="#f0c020"/></svg>') },
    ])
    .png()
    .toBuffer();

describe('image.upscale', { timeout: 30_000 }, () => {
  it.each([2, 3, 4])('enlarges exactly %i× in both dimensions, for 2 credits', async (factor) => {
    const before = meter.credits;
    const form = new Multipart()
      .file('image', 'pequena.png', 'image/png', await source())
      .field('upscaleFactor', String(factor));
    const response = await call('/api/e-image/upscale', form);
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('image/png');
    expect(response.headers['Content-Disposition']).toContain(`pequena-x${factor}.png`);
    expect(meter.credits).toBe(before - 2);
    const meta = await sharp(response.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([150 * factor, 100 * factor]);
    // The content is the same picture: the circle's colour sits in the middle.
    const { data, width } = await pixels(response.bytes);
    const mid = (50 * factor * width + 75 * factor) * 4;
    expect([data[mid], data[mid + 1], data[mid + 2]]).toEqual([0xf0, 0xc0, 0x20]);
  });

  it('honours outputFormat and outputQuality', async () => {
    const image = dataUrl(await source());
    const high = await call('/api/e-image/upscale', { image, outputFormat: 'jpg', outputQuality: 95 });
    const low = await call('/api/e-image/upscale', { image, outputFormat: 'JPG', outputQuality: 10 });
    const webp = await call('/api/e-image/upscale', { image, outputFormat: 'WEBP', upscaleFactor: 3 });
    expect(high.headers['Content-Type']).toBe('image/jpeg');
    expect((await sharp(high.bytes).metadata()).format).toBe('jpeg');
    expect(low.bytes.length).toBeLessThan(high.bytes.length / 2);
    expect(webp.headers['Content-Type']).toBe('image/webp');
    expect((await sharp(webp.bytes).metadata()).width).toBe(450);
  });

  it('sharpens on request (edges gain contrast)', async () => {
    const image = dataUrl(await source());
    const soft = await call('/api/e-image/upscale', { image, upscaleFactor: 4 });
    const crisp = await call('/api/e-image/upscale', { image, upscaleFactor: 4, sharpen: true });
    const edgeContrast = async (bytes: Uint8Array) => (await sharp(bytes).stats()).sharpness;
    expect(await edgeContrast(crisp.bytes)).toBeGreaterThan(await edgeContrast(soft.bytes));
  });

  it('refuses an unsupported factor with 400 listing the valid ones, uncharged', async () => {
    const before = meter.credits;
    const response = await call('/api/e-image/upscale', { image: dataUrl(await source()), upscaleFactor: 8 });
    expect(response.status).toBe(400);
    expect(meter.credits).toBe(before);
  });
});
