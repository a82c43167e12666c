import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chooseLogoVersion, layoutFor, logoRoom } from '../../../functions/image/engine/qr-layout.js';
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

/** A brand-like logo: an orange square in a thick navy border. */
const brandLogo = () =>
  sharp({ create: { width: 150, height: 150, channels: 3, background: '#1a237e' } })
    .composite([
      { input: { create: { width: 110, height: 110, channels: 3, background: '#ff8800' } }, left: 20, top: 20 },
    ])
    .png()
    .toBuffer();

/** Bounding box of the pixels that are neither pure black nor pure white: the logo on a default-coloured code. */
function logoBox({ data, width, height }: { data: Uint8ClampedArray; width: number; height: number }) {
  let [left, right, top, bottom] = [width, -1, height, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const rgb = [data[i], data[i + 1], data[i + 2]];
      if (rgb.every((c) => c === 0) || rgb.every((c) => c === 255)) continue;
      [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
    }
  }
  return {
    width: right - left + 1,
    height: bottom - top + 1,
    centreX: (left + right + 1) / 2,
    centreY: (top + bottom + 1) / 2,
  };
}

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

  // Before whole-pixel modules, these widths drew modules alternately k and k + 1 pixels wide and jsQR failed.
  it.each([
    [260, 200],
    [400, 200],
    [400, 300],
    [500, 300],
  ])('draws every module a whole number of pixels, so %i characters decode at %i px', async (length, width) => {
    const data = 'x'.repeat(length);
    const response = await call('/api/image/qr-code', { data, width });
    expect(response.status).toBe(200);
    expect(await decodeQr(response.bytes)).toBe(data);
    const image = await pixels(response.bytes);
    expect([image.width, image.height]).toEqual([width, width]);
    // The top-left finder's first row is 7 dark modules: with equal modules its length divides by 7.
    let d = 0;
    while (image.data[(d * width + d) * 4] === 255) d++;
    let run = 0;
    while (image.data[(d * width + d + run) * 4] === 0) run++;
    expect(run % 7).toBe(0);
  });
});

describe('image.qr-code with a logo', { timeout: 60_000 }, () => {
  const payloads = [
    { label: 'A', data: 'A' },
    { label: 'hi', data: 'hi' },
    { label: 'hello', data: 'hello' },
    { label: '1234', data: '1234' },
    { label: 'a URL', data: 'https://alquimia.dev/checkout?plan=pro&ref=newsletter' },
    { label: '300 characters', data: 'Lorem ipsum dolor sit amet. '.repeat(11).slice(0, 300) },
    { label: 'Portuguese and CJK text', data: 'Pagamento não efetuado — São Paulo, 東京都渋谷区, 你好世界' },
  ];
  const cases = payloads.flatMap((payload) => [200, 300, 600].map((width) => ({ ...payload, width })));

  // Before the fix "hello" and "1234" (version 1, a 22 % logo hiding 35 % of the codewords) failed at every width,
  // and the 300-character text failed at 200 px.
  it.each(cases)(
    'decodes $label at $width px to exactly the input, the logo centred and 15–25 % of the width',
    async ({ data, width }) => {
      const before = meter.credits;
      const response = await call('/api/image/qr-code', { data, width, logo: dataUrl(await brandLogo()) });
      expect(response.status).toBe(200);
      expect(meter.credits).toBe(before - 1);
      expect(await decodeQr(response.bytes)).toBe(data);
      const image = await pixels(response.bytes);
      const box = logoBox(image);
      expect(box.width).toBe(box.height);
      expect(box.width).toBeGreaterThanOrEqual(0.15 * width);
      expect(box.width).toBeLessThanOrEqual(0.25 * width);
      expect(Math.abs(box.centreX - width / 2)).toBeLessThanOrEqual(1);
      expect(Math.abs(box.centreY - width / 2)).toBeLessThanOrEqual(1);
    },
  );

  it('decodes as SVG too, rasterised at its nominal width', async () => {
    const response = await call('/api/image/qr-code', {
      data: 'hello',
      width: 300,
      format: 'svg',
      logo: dataUrl(await brandLogo()),
    });
    expect(response.status).toBe(200);
    const png = await sharp(response.bytes).png().toBuffer();
    expect(await decodeQr(png)).toBe('hello');
  });

  it('never lets the logo cover a function pattern, whatever the data and mask', () => {
    for (let version = 1; version <= 40; version++) {
      // Real data and qrcode's own mask choice, unlike the layout's probe: function patterns must not depend on them.
      const { size, reservedBit } = QRCode.create('ação', { version, errorCorrectionLevel: 'H' }).modules;
      const side = logoRoom(version);
      const low = (size - side) / 2;
      for (let row = low; row < low + side; row++) {
        for (let col = low; col < low + side; col++) expect(reservedBit[row * size + col], `v${version}`).toBe(0);
      }
    }
    // Version 1 has 3 modules before its format information; 7–13 have an alignment pattern at the centre.
    expect([logoRoom(1), logoRoom(7), logoRoom(13), logoRoom(14)]).toEqual([3, 0, 0, 15]);
  });

  it("picks a version at or above the data's own, with whole-pixel modules, a 4-module quiet zone and a logo at most a quarter wide", () => {
    for (const width of [64, 200, 300, 600, 2000]) {
      for (let minVersion = 1; minVersion <= 34; minVersion++) {
        const choice = chooseLogoVersion(minVersion, width);
        if (!choice) continue;
        expect(choice.version).toBeGreaterThanOrEqual(minVersion);
        const layout = layoutFor(choice.version, width, choice.logoModules);
        expect(Number.isInteger(layout.scale) && layout.scale >= 1).toBe(true);
        expect(layout.logo?.size).toBeLessThanOrEqual(width / 4);
        // The quiet zone stays at least 4 modules.
        expect(layout.origin).toBeGreaterThanOrEqual(4 * layout.scale);
      }
      expect(chooseLogoVersion(35, width)).toBeUndefined();
    }
    // Short data at 300 px: version 4, not 1.
    expect(chooseLogoVersion(1, 300)).toMatchObject({ version: 4, logoModules: 9 });
  });

  it('refuses a width too small to leave a logo 16 pixels with 422 naming width, uncharged', async () => {
    const before = meter.credits;
    const response = await call('/api/image/qr-code', { data: 'hello', width: 64, logo: dataUrl(await brandLogo()) });
    expect(response.status).toBe(422);
    expect(response.json()).toMatchObject({ code: 'unprocessable_input', field: 'width' });
    expect(String(response.json().detail)).toContain('no room for a logo of 16 pixels');
    expect(meter.credits).toBe(before);
  });

  it('refuses data too long to leave room for a logo with 422 naming data, uncharged', async () => {
    const before = meter.credits;
    const response = await call('/api/image/qr-code', {
      data: 'x'.repeat(959),
      width: 1000,
      logo: dataUrl(await brandLogo()),
    });
    expect(response.status).toBe(422);
    expect(response.json()).toMatchObject({ code: 'unprocessable_input', field: 'data' });
    expect(String(response.json().detail)).toContain('beyond version 34');
    expect(response.headers['X-Credits-Charged']).toBe('0');
    expect(meter.credits).toBe(before);
  });
});

describe('image.qr-code colours', { timeout: 30_000 }, () => {
  it.each([
    ['#fff', '#ffffff', 1],
    ['#eeeeee', '#ffffff', 1.16],
    ['#bbbbbb', '#ffffff', 1.92],
    ['#ff0000', '#00aa00', 1.29],
  ])(
    'refuses %s on %s (contrast %s:1, below 3:1) with 400 naming color, uncharged',
    async (color, backgroundColor, contrast) => {
      const before = meter.credits;
      const response = await call('/api/image/qr-code', { data: 'hello', width: 300, color, backgroundColor });
      expect(response.status).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_request' });
      expect(response.json().errors).toEqual([
        {
          path: 'color',
          message: expect.stringMatching(
            new RegExp(`contrast of ${contrast.toFixed(2)}:1; scanners need at least 3:1`),
          ),
        },
      ]);
      expect(response.headers['X-Credits-Charged']).toBe('0');
      expect(meter.credits).toBe(before);
    },
  );

  it('refuses an inverted code (light modules on a dark background) with 400 naming color, uncharged', async () => {
    const before = meter.credits;
    const form = new Multipart()
      .field('data', 'hello')
      .field('color', '#ffffff')
      .field('backgroundColor', '#000000')
      .file('logo', 'logo.png', 'image/png', await brandLogo());
    const response = await call('/api/image/qr-code', form);
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
    expect(response.json().errors).toEqual([
      { path: 'color', message: expect.stringContaining('swap the two colours') },
    ]);
    expect(meter.credits).toBe(before);
  });

  it.each([
    ['#1a237e', '#fff8e1'],
    ['#949494', '#ffffff'],
  ])('draws %s modules on %s (dark on light, at least 3:1) and the code decodes', async (color, backgroundColor) => {
    const response = await call('/api/image/qr-code', {
      data: 'https://alquimia.dev',
      width: 300,
      color,
      backgroundColor,
    });
    expect(response.status).toBe(200);
    expect(await decodeQr(response.bytes)).toBe('https://alquimia.dev');
    // The corner is background; walking the diagonal, the first other colour is the top-left finder's corner.
    const { data, width } = await pixels(response.bytes);
    const colourAt = (d: number) => Array.from(data.subarray((d * width + d) * 4, (d * width + d) * 4 + 3));
    expect(colourAt(0)).toEqual(rgb(backgroundColor));
    let d = 0;
    while (d < width && colourAt(d).join() === rgb(backgroundColor).join()) d++;
    expect(colourAt(d)).toEqual(rgb(color));
  });
});

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
