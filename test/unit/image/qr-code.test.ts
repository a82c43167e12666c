import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageImplementations } from '../../../functions/image/implementations.js';
import { dataUrl, Multipart, pipelineFor, pixels } from './support.js';

const { meter, call } = pipelineFor('image', imageImplementations(), 100);

async function decodeQr(bytes: Uint8Array): Promise<string | undefined> {
  const { data, width, height } = await pixels(bytes);
  return jsQR(data, width, height)?.data;
}

/** A colourful logo with text-like detail, the worst case for a decoder. */
const logo = () =>
  sharp({ create: { width: 120, height: 120, channels: 4, background: '#d02020ff' } })
    .composite([
      { input: Buffer.from('<svg width="60" height="60"><circle cx="30" cy="30" r="25" fill="#2040ff"/></svg>') },
    ])
    .png()
    .toBuffer();

describe('image.qr-code', { timeout: 30_000 }, () => {
  it('encodes text that a decoder reads back exactly, at the requested width, for 1 credit', async () => {
    const before = meter.credits;
    const response = await call('/api/image/qr-code', { data: 'https://alquimia.dev/?q=Ação', width: 300 });
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('image/png');
    expect(response.headers['X-Credits-Charged']).toBe('1');
    expect(meter.credits).toBe(before - 1);
    const meta = await sharp(response.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([300, 300]);
    expect(await decodeQr(response.bytes)).toBe('https://alquimia.dev/?q=Ação');
  });

  it('keeps a logo in the centre (error correction H) and still decodes to the input', async () => {
    const form = new Multipart()
      .field('data', 'Ação: pagamento #123 — São Paulo')
      .field('width', '400')
      .field('color', '#003366')
      .file('logo', 'logo.png', 'image/png', await logo());
    const response = await call('/api/image/qr-code', form);
    expect(response.status).toBe(200);
    expect(await decodeQr(response.bytes)).toBe('Ação: pagamento #123 — São Paulo');
    // The centre pixel is the logo's red, not a module colour.
    const { data, width } = await pixels(response.bytes);
    const centre = (200 * width + 200) * 4;
    expect([data[centre], data[centre + 1], data[centre + 2]]).toEqual([0x20, 0x40, 0xff]);
    // Module colour honoured: walking the diagonal from the corner, the first non-white pixel (the top-left
    // finder pattern) is #003366.
    let d = 0;
    while (d < width && data[(d * width + d) * 4] === 255) d++;
    const finder = (d + 2) * width * 4 + (d + 2) * 4;
    expect([data[finder], data[finder + 1], data[finder + 2]]).toEqual([0x00, 0x33, 0x66]);
  });

  it('answers SVG on request, with the logo embedded (no external reference), decodable once rasterised', async () => {
    const response = await call('/api/image/qr-code', {
      data: 'Olá, mundo',
      width: 320,
      format: 'svg',
      logo: dataUrl(await logo()),
    });
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('image/svg+xml');
    const svg = response.bytes.toString('utf8');
    expect(svg).toContain('href="data:image/png;base64,');
    expect(svg).not.toMatch(/href="(?!data:)/);
    const png = await sharp(response.bytes, { density: 72 }).resize(320).png().toBuffer();
    expect(await decodeQr(png)).toBe('Olá, mundo');
  });

  it('refuses data beyond a QR code capacity with 422, uncharged', async () => {
    const before = meter.credits;
    const response = await call('/api/image/qr-code', {
      data: 'ç'.repeat(1000),
      logo: dataUrl(await logo()),
      width: 1000,
    });
    expect(response.status).toBe(422);
    expect(response.json()).toMatchObject({ code: 'unprocessable_input' });
    expect(String(response.json().detail)).toContain('2000 bytes do not fit');
    expect(meter.credits).toBe(before);
  });

  it('refuses a width too small for the code with 422 naming the minimum, uncharged', async () => {
    const before = meter.credits;
    const response = await call('/api/image/qr-code', { data: 'x'.repeat(1500), width: 64 });
    expect(response.status).toBe(422);
    expect(response.json()).toMatchObject({ code: 'unprocessable_input', minWidth: expect.any(Number) });
    expect(meter.credits).toBe(before);
  });
});
