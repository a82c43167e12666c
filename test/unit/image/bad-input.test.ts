import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageImplementations } from '../../../functions/image/implementations.js';
import { dataUrl, Multipart, pipelineFor, solid } from './support.js';

const { meter, call } = pipelineFor('image', imageImplementations(), 100);

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A few hundred bytes declaring 50,000 × 50,000 pixels (2.5 gigapixels) of 1-bit grey. */
function pixelBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(6251 * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An animated GIF of 2,000 frames of 8 × 8 noisy pixels (each frame different, so none is merged away). */
const manyFrames = () =>
  sharp({
    create: {
      width: 8,
      height: 8 * 2000,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
      pageHeight: 8,
    },
  })
    .gif({ loop: 0 })
    .toBuffer();

const upscale = (image: string) => call('/api/e-image/upscale', { image, upscaleFactor: 2 });
const watermark = (file: string) =>
  call('/api/image/watermark', { file, watermarkType: 'text', watermarkContent: 'x' });

async function expectRefused(response: Awaited<ReturnType<typeof call>>, status: number, detail: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers['X-Credits-Charged']).toBe('0');
  expect(String(response.json().detail)).toMatch(detail);
}

describe('image family: bad input is a 4xx problem, uncharged', { timeout: 30_000 }, () => {
  it('refuses bytes that are not an image (415)', async () => {
    const before = meter.credits;
    await expectRefused(await upscale(dataUrl(Buffer.from('hello, not an image'), 'text/plain')), 415, /image/);
    await expectRefused(
      await watermark(dataUrl(Buffer.from('%PDF-1.7\n'), 'application/pdf')),
      415,
      /application\/pdf/,
    );
    expect(meter.credits).toBe(before);
  });

  it('refuses a truncated image (422)', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#123456' } })
      .composite([
        { input: Buffer.from('<svg width="400" height="300"><circle cx="200" cy="150" r="90" fill="#f80"/></svg>') },
      ])
      .jpeg()
      .toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const before = meter.credits;
    await expectRefused(await upscale(dataUrl(truncated, 'image/jpeg')), 422, /corrupt or truncated/);
    expect(meter.credits).toBe(before);
  });

  it('refuses a decompression bomb from its header, in milliseconds (422)', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(2000);
    const started = performance.now();
    await expectRefused(await watermark(dataUrl(bomb)), 422, /50000 × 50000 pixels; the limit is 50 megapixels/);
    await expectRefused(await upscale(dataUrl(bomb)), 422, /50000 × 50000/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses an animated GIF with thousands of frames (422)', async () => {
    const gif = await manyFrames();
    expect((await sharp(gif).metadata()).pages).toBe(2000);
    await expectRefused(await watermark(dataUrl(gif, 'image/gif')), 422, /animated images \(2000 frames\)/);
  });

  it('refuses SVG input, with or without external references (415)', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="http://127.0.0.1:1/x.png" width="10" height="10"/></svg>',
    );
    await expectRefused(await upscale(dataUrl(svg, 'image/svg+xml')), 415, /SVG images are not accepted/);
    await expectRefused(
      await call('/api/image/qr-code', { data: 'x', logo: dataUrl(svg, 'image/svg+xml') }),
      415,
      /logo: SVG/,
    );
  });

  it('handles CMYK and 16-bit inputs (converted to 8-bit sRGB, not failed)', async () => {
    const cmyk = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c03030' } })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const deep = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#30c030' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    for (const [bytes, type] of [
      [cmyk, 'image/jpeg'],
      [deep, 'image/png'],
    ] as const) {
      const response = await upscale(dataUrl(bytes, type));
      expect(response.status).toBe(200);
      const meta = await sharp(response.bytes).metadata();
      expect([meta.width, meta.height, meta.space, meta.depth]).toEqual([128, 96, 'srgb', 'uchar']);
      const marked = await watermark(dataUrl(bytes, type));
      expect(marked.status).toBe(200);
    }
  });

  it('refuses an upscale whose output would pass the 36-megapixel cap, before decoding (422)', async () => {
    const big = await solid(3100, 3000, '#ffffff', 'jpeg');
    const before = meter.credits;
    await expectRefused(await upscale(dataUrl(big, 'image/jpeg')), 422, /6200 × 6000 pixels; the output limit is 36/);
    expect(meter.credits).toBe(before);
  });
});

describe('image family: a mistaken field is named for what it is, uncharged', () => {
  it('says a field sent twice was sent more than once, and a missing file is required', async () => {
    const before = meter.credits;
    const png = await solid(60, 40, '#3366cc');
    const twice = await call(
      '/api/image/watermark',
      new Multipart()
        .file('file', 'a.png', 'image/png', png)
        .field('watermarkType', 'text')
        .field('watermarkContent', 'x')
        .field('opacity', '0.5')
        .field('opacity', '0.6'),
    );
    expect(twice.status).toBe(400);
    expect(twice.json().errors).toEqual([{ path: 'opacity', message: expect.stringContaining('more than once') }]);
    const missing = await call('/api/e-image/upscale', new Multipart().file('file', 'a.png', 'image/png', png));
    expect(missing.status).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'image', message: 'required' }]);
    expect(meter.credits).toBe(before);
  });

  it('refuses an image sent both as file and as imageUrl (400, uncharged)', async () => {
    const before = meter.credits;
    const png = dataUrl(await solid(60, 40, '#3366cc'));
    const both = await call('/api/image/watermark', {
      file: png,
      imageUrl: png,
      watermarkType: 'text',
      watermarkContent: 'x',
    });
    expect(both.status).toBe(400);
    expect(both.json().errors).toEqual([{ path: 'imageUrl', message: expect.stringContaining('not both') }]);
    expect(meter.credits).toBe(before);
  });

  it('takes JPEG as the JPG output format, in any letter case', async () => {
    const png = dataUrl(await solid(60, 40, '#3366cc'));
    for (const outputFormat of ['JPEG', 'jpeg', 'Jpg']) {
      const response = await call('/api/e-image/upscale', { image: png, outputFormat });
      expect(response.status, outputFormat).toBe(200);
      expect(response.headers['Content-Type']).toBe('image/jpeg');
    }
  });
});
