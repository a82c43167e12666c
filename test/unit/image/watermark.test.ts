import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MarkCache } from '../../../functions/image/engine/mark-cache.js';
import { imageImplementations } from '../../../functions/image/implementations.js';
import { createWatermark } from '../../../functions/image/operations/watermark.js';
import { changedIn, dataUrl, Multipart, pipelineFor, pixels, solid } from './support.js';

const { meter, call } = pipelineFor('image', imageImplementations(), 100);

const W = 800;
const H = 600;
const halves = {
  left: { left: 0, top: 0, width: W / 2, height: H },
  right: { left: W / 2, top: 0, width: W / 2, height: H },
  topRightQuarter: { left: W / 2, top: 0, width: W / 2, height: H / 2 },
  bottomHalf: { left: 0, top: H / 2, width: W, height: H / 2 },
};

describe('image.watermark', { timeout: 30_000 }, () => {
  it('draws a text mark in the top-right corner only, keeps JPEG, charges 1 credit', async () => {
    const photo = await solid(W, H, '#3a6ea5', 'jpeg');
    const before = meter.credits;
    const response = await call(
      '/api/image/watermark',
      new Multipart()
        .file('file', 'foto.jpg', 'image/jpeg', photo)
        .field('watermarkType', 'text')
        .field('watermarkContent', '© São Paulo Ação')
        .field('position', 'top-right')
        .field('opacity', '0.8'),
    );
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('image/jpeg');
    expect(response.headers['Content-Disposition']).toContain('foto-watermark.jpg');
    expect(meter.credits).toBe(before - 1);
    const [original, marked] = await Promise.all([pixels(photo), pixels(response.bytes)]);
    expect([marked.width, marked.height]).toEqual([W, H]);
    expect(changedIn(original, marked, halves.topRightQuarter)).toBeGreaterThan(500);
    expect(changedIn(original, marked, halves.left)).toBe(0);
    expect(changedIn(original, marked, halves.bottomHalf)).toBe(0);
  });

  it('draws markup in the text literally (never interpreted as SVG or Pango markup)', async () => {
    const photo = await solid(W, H, '#ffffff');
    const mark = async (text: string) => {
      const response = await call('/api/image/watermark', {
        file: dataUrl(photo),
        watermarkType: 'text',
        watermarkContent: text,
        position: 'center',
        opacity: 1,
      });
      expect(response.status).toBe(200);
      return pixels(response.bytes);
    };
    const whole = { left: 0, top: 0, width: W, height: H };
    const original = await pixels(photo);
    // A bold tag would otherwise be swallowed: the tagged text draws more ink than the bare word.
    const [bare, tagged] = await Promise.all([mark('Olá'), mark('<b>Olá</b>')]);
    expect(changedIn(original, tagged, whole)).toBeGreaterThan(changedIn(original, bare, whole) * 2);
    const injected = await mark('</text><image href="file:///etc/passwd"/>&amp;');
    expect(changedIn(original, injected, whole)).toBeGreaterThan(0);
  });

  it('places a logo mark bottom-left, leaving the rest untouched', async () => {
    const photo = await solid(W, H, '#20a040');
    const logo = await solid(200, 100, '#ff00ff');
    const response = await call('/api/image/watermark', {
      imageUrl: dataUrl(photo),
      watermarkType: 'image',
      logoUrl: dataUrl(logo),
      position: 'bottom-left',
      opacity: 1,
    });
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('image/png');
    const [original, marked] = await Promise.all([pixels(photo), pixels(response.bytes)]);
    expect(changedIn(original, marked, { left: 0, top: H / 2, width: W / 2, height: H / 2 })).toBeGreaterThan(10_000);
    expect(changedIn(original, marked, halves.right)).toBe(0);
    expect(changedIn(original, marked, { left: 0, top: 0, width: W, height: H / 2 })).toBe(0);
    // Opacity 1: the logo's colour is drawn as is (20 px in from the margin).
    const i = ((H - 40) * W + 40) * 4;
    expect([marked.data[i], marked.data[i + 1], marked.data[i + 2]]).toEqual([255, 0, 255]);
  });

  it('tiles the mark over every quadrant and honours opacity', async () => {
    const photo = await solid(W, H, '#000000');
    const response = await call('/api/image/watermark', {
      file: dataUrl(photo),
      watermarkType: 'text',
      watermarkContent: 'Alquimia',
      repeatPattern: 'tile',
      opacity: 0.3,
      outputFormat: 'WEBP',
    });
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('image/webp');
    const [original, marked] = await Promise.all([pixels(photo), pixels(response.bytes)]);
    for (const left of [0, W / 2])
      for (const top of [0, H / 2])
        expect(changedIn(original, marked, { left, top, width: W / 2, height: H / 2 })).toBeGreaterThan(200);
    // 30 % white over black never reaches full white.
    let max = 0;
    for (let i = 0; i < marked.data.length; i += 4) max = Math.max(max, marked.data[i] ?? 0);
    expect(max).toBeGreaterThan(40);
    expect(max).toBeLessThan(110);
  });

  it('tiles a logo in an even grid centred on the image: every band of rows and columns marked, mirror-even', async () => {
    // 400 × 300 with a square logo (at most a quarter of the width): the old spacing left the lower half bare.
    const [w, h] = [400, 300];
    const photo = await solid(w, h, '#20a040');
    const response = await call('/api/image/watermark', {
      file: dataUrl(photo),
      watermarkType: 'image',
      logoUrl: dataUrl(await solid(120, 120, '#ff00ff')),
      repeatPattern: 'tile',
      opacity: 1,
    });
    expect(response.status).toBe(200);
    const [original, marked] = await Promise.all([pixels(photo), pixels(response.bytes)]);
    // Every horizontal and vertical band a quarter of the image wide holds some of the mark.
    for (let i = 0; i < 4; i++) {
      expect(
        changedIn(original, marked, { left: 0, top: (i * h) / 4, width: w, height: h / 4 }),
        `rows ${i}`,
      ).toBeGreaterThan(200);
      expect(
        changedIn(original, marked, { left: (i * w) / 4, top: 0, width: w / 4, height: h }),
        `columns ${i}`,
      ).toBeGreaterThan(200);
    }
    // Centred: the left and right halves, and the top and bottom halves, hold the same amount of mark.
    const half = (box: { left: number; top: number; width: number; height: number }) =>
      changedIn(original, marked, box);
    const [left, right] = [
      half({ left: 0, top: 0, width: w / 2, height: h }),
      half({ left: w / 2, top: 0, width: w / 2, height: h }),
    ];
    const [top, bottom] = [
      half({ left: 0, top: 0, width: w, height: h / 2 }),
      half({ left: 0, top: h / 2, width: w, height: h / 2 }),
    ];
    expect(Math.abs(left - right) / Math.max(left, right)).toBeLessThan(0.05);
    expect(Math.abs(top - bottom) / Math.max(top, bottom)).toBeLessThan(0.05);
  });

  it('keeps an opaque photo opaque and a transparent one transparent, whatever the output format', async () => {
    const mark = (file: string, outputFormat: 'PNG' | 'JPG') =>
      call('/api/image/watermark', {
        file,
        watermarkType: 'text',
        watermarkContent: 'Alquimia',
        position: 'center',
        opacity: 0.5,
        outputFormat,
      });
    // An opaque JPEG as PNG: three bands, no alpha band that says nothing.
    const opaque = await mark(dataUrl(await solid(W, H, '#3a6ea5', 'jpeg'), 'image/jpeg'), 'PNG');
    expect(opaque.status).toBe(200);
    expect(await sharp(opaque.bytes).metadata()).toMatchObject({ channels: 3, hasAlpha: false });

    // A fully transparent PNG: as PNG the corners stay transparent and the mark is translucent; as JPEG the
    // corners are white.
    const clear = dataUrl(
      await sharp({ create: { width: W, height: H, channels: 4, background: '#00000000' } })
        .png()
        .toBuffer(),
    );
    const png = await mark(clear, 'PNG');
    expect(png.status).toBe(200);
    expect(await sharp(png.bytes).metadata()).toMatchObject({ channels: 4, hasAlpha: true });
    const rgba = await pixels(png.bytes);
    const alphaAt = (x: number, y: number) => rgba.data[(y * W + x) * 4 + 3];
    expect(alphaAt(5, 5)).toBe(0);
    expect(alphaAt(W - 5, H - 5)).toBe(0);
    let inked = 0;
    for (let i = 3; i < rgba.data.length; i += 4) if ((rgba.data[i] ?? 0) > 0) inked++;
    expect(inked).toBeGreaterThan(500);
    const jpeg = await mark(clear, 'JPG');
    expect(jpeg.status).toBe(200);
    const white = await pixels(jpeg.bytes);
    expect(Array.from(white.data.subarray(0, 4))).toEqual([255, 255, 255, 255]);
  });

  it('applies EXIF orientation before placing the mark', async () => {
    // Stored 600 × 800 with orientation 6 (shown rotated 90°, as 800 × 600).
    const stored = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#808080' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const response = await call('/api/image/watermark', {
      file: dataUrl(stored, 'image/jpeg'),
      watermarkType: 'text',
      watermarkContent: 'Topo',
      position: 'top-left',
    });
    expect(response.status).toBe(200);
    const meta = await sharp(response.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([800, 600]);
    const marked = await pixels(response.bytes);
    const grey = await pixels(await solid(800, 600, '#808080', 'jpeg'));
    expect(changedIn(grey, marked, { left: 0, top: 0, width: 400, height: 300 }, 20)).toBeGreaterThan(100);
    expect(changedIn(grey, marked, { left: 400, top: 0, width: 400, height: 600 }, 20)).toBe(0);
  });

  it('draws emoji and symbols with Symbola, each its own glyph, for 1 credit', async () => {
    // Text is 6 % of the short side: 48 px here.
    const grey = await solid(800, 800, '#808080');
    const whole = { left: 0, top: 0, width: 800, height: 800 };
    const mark = async (watermarkContent: string) => {
      const before = meter.credits;
      const response = await call('/api/image/watermark', {
        file: dataUrl(grey),
        watermarkType: 'text',
        watermarkContent,
        opacity: 1,
      });
      expect(response.status, watermarkContent).toBe(200);
      expect(meter.credits, watermarkContent).toBe(before - 1);
      return pixels(response.bytes);
    };
    const original = await pixels(grey);
    // 🎉 🚀 👍 are in Symbola only (DejaVu and Droid lack them); ✓ ★ ☂ come from DejaVu.
    const party = await mark('🎉🎉🎉');
    const rocket = await mark('🚀🚀🚀');
    const symbols = await mark('✓ ★ ☂ 👍️');
    expect(changedIn(original, party, whole)).toBeGreaterThan(300);
    expect(changedIn(original, symbols, whole)).toBeGreaterThan(300);
    // Different emoji draw differently (a glyph each, not one shared placeholder).
    expect(changedIn(party, rocket, whole)).toBeGreaterThan(300);
  });

  it('refuses a private-use character no bundled font has with 422 naming it, uncharged', async () => {
    const before = meter.credits;
    const response = await call('/api/image/watermark', {
      file: dataUrl(await solid(400, 200, '#ffffff')),
      watermarkType: 'text',
      watermarkContent: 'Olá \uE000 🎉',
    });
    expect(response.status).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'unprocessable_input',
      field: 'watermarkContent',
      characters: ['\uE000'],
    });
    expect(String(response.json().detail)).toContain('U+E000');
    expect(meter.credits).toBe(before);
  });

  it('refuses a text that draws nothing (only joiners and soft hyphens) with 422, uncharged', async () => {
    const before = meter.credits;
    const response = await call('/api/image/watermark', {
      file: dataUrl(await solid(400, 200, '#ffffff')),
      watermarkType: 'text',
      watermarkContent: '\u200d\u00ad',
    });
    expect(response.status).toBe(422);
    expect(response.json()).toMatchObject({ code: 'unprocessable_input', field: 'watermarkContent' });
    expect(meter.credits).toBe(before);
  });

  it('draws CJK and Hangul text with the fallback font and refuses characters no bundled font has (422, uncharged)', async () => {
    const white = await solid(400, 200, '#ffffff');
    const whole = { left: 0, top: 0, width: 400, height: 200 };
    for (const watermarkContent of ['東京 中文 かな', '서울 한국어']) {
      const drawn = await call('/api/image/watermark', {
        file: dataUrl(white),
        watermarkType: 'text',
        watermarkContent,
        opacity: 1,
      });
      expect(drawn.status, watermarkContent).toBe(200);
      expect(changedIn(await pixels(white), await pixels(drawn.bytes), whole), watermarkContent).toBeGreaterThan(300);
    }

    const before = meter.credits;
    const response = await call('/api/image/watermark', {
      file: dataUrl(white),
      watermarkType: 'text',
      watermarkContent: 'Olá ሰላም',
    });
    expect(response.status).toBe(422);
    expect(String(response.json().detail)).toContain('ሰ');
    expect(meter.credits).toBe(before);
  });
});

describe('image.watermark text mark shape', { timeout: 30_000 }, () => {
  /** A centred, opaque "I" (DejaVu's is a plain bar) on mid grey, through a watermark with no cache. */
  const markedGrey = async (width: number, height: number) => {
    const result = await createWatermark(new MarkCache(0))({
      file: {
        kind: 'upload',
        filename: 'grey.png',
        contentType: 'image/png',
        bytes: await solid(width, height, '#808080'),
      },
      watermarkType: 'text',
      watermarkContent: 'I',
      position: 'center',
      opacity: 1,
      repeatPattern: 'none',
      outputFormat: 'PNG',
    });
    if (result.kind !== 'file') throw new Error(`expected a file result, got ${result.kind}`);
    return pixels(result.bytes);
  };
  /** The box of the (near) white glyph pixels. */
  const glyphBox = (image: Awaited<ReturnType<typeof pixels>>) => {
    let [left, top, right, bottom] = [image.width, image.height, -1, -1];
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++)
        if ((image.data[(y * image.width + x) * 4] ?? 0) > 240) {
          [left, top] = [Math.min(left, x), Math.min(top, y)];
          [right, bottom] = [Math.max(right, x), Math.max(bottom, y)];
        }
    return { left, top, right, bottom, height: bottom - top + 1 };
  };
  const greyAt = (image: Awaited<ReturnType<typeof pixels>>, x: number, y: number) =>
    image.data[(Math.round(y) * image.width + Math.round(x)) * 4] ?? -1;

  // 36 px text (halo sigma 3, blurred at full size) and 120 px text (sigma 10, blurred on a coarser grid).
  for (const [width, height, fontPx] of [
    [800, 600, 36],
    [3000, 2000, 120],
  ] as const) {
    it(`surrounds the glyphs of ${fontPx} px text with a dark halo on every side, fading out within 3 sigma`, async () => {
      const image = await markedGrey(width, height);
      const box = glyphBox(image);
      const sigma = Math.round(fontPx / 12);
      const [midX, midY] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];

      // A step or two past the glyph's anti-aliased edge.
      const gap = Math.max(2, Math.ceil(sigma / 2));
      const near = [
        greyAt(image, box.left - gap, midY),
        greyAt(image, box.right + gap, midY),
        greyAt(image, midX, box.top - gap),
        greyAt(image, midX, box.bottom + gap),
      ];
      for (const value of near) expect(value).toBeLessThan(0x80 - 10);
      // The halo is as dark above the glyph as below it, and left as right.
      expect(Math.abs((near[0] ?? 0) - (near[1] ?? 0))).toBeLessThanOrEqual(6);
      expect(Math.abs((near[2] ?? 0) - (near[3] ?? 0))).toBeLessThanOrEqual(6);
      for (const [x, y] of [
        [box.left - 3 * sigma, midY],
        [midX, box.bottom + 3 * sigma],
      ] as const)
        expect(Math.abs(greyAt(image, x, y) - 0x80)).toBeLessThanOrEqual(1);
    });
  }

  it('shrinks a text too long for the image into its margins and fades it after, never past its opacity', async () => {
    const black = await solid(W, H, '#000000');
    const result = await createWatermark(new MarkCache(0))({
      file: { kind: 'upload', filename: 'black.png', contentType: 'image/png', bytes: black },
      watermarkType: 'text',
      watermarkContent: 'Uma marca d’água comprida demais para caber na largura desta imagem',
      position: 'center',
      opacity: 0.5,
      repeatPattern: 'none',
      outputFormat: 'PNG',
    });
    if (result.kind !== 'file') throw new Error(`expected a file result, got ${result.kind}`);
    const [original, marked] = await Promise.all([pixels(black), pixels(result.bytes)]);
    // At most 90 % of the width, centred: the outer 5 % on each side stays untouched.
    const margin = W * 0.05 - 2;
    expect(changedIn(original, marked, { left: 0, top: 0, width: margin, height: H })).toBe(0);
    expect(changedIn(original, marked, { left: W - margin, top: 0, width: margin, height: H })).toBe(0);
    expect(changedIn(original, marked, { left: margin, top: 0, width: W - 2 * margin, height: H })).toBeGreaterThan(
      500,
    );
    // White at 50 % over black is 128 at most: the resize's ringing past full alpha is clipped before the fade.
    let max = 0;
    for (let i = 0; i < marked.data.length; i += 4) max = Math.max(max, marked.data[i] ?? 0);
    expect(max).toBeGreaterThan(100);
    expect(max).toBeLessThanOrEqual(128);
  });

  it('scales the text with the image: 120 px on a 2000 px short side, 36 px on 600', async () => {
    const [small, large] = await Promise.all([markedGrey(800, 600), markedGrey(3000, 2000)]);
    const ratio = glyphBox(large).height / glyphBox(small).height;
    expect(ratio).toBeGreaterThan((120 / 36) * 0.9);
    expect(ratio).toBeLessThan((120 / 36) * 1.1);
  });
});

describe('image.watermark mark cache', { timeout: 30_000 }, () => {
  const photoInput = async (watermarkContent: string, opacity = 0.5) => ({
    file: {
      kind: 'upload' as const,
      filename: 'foto.jpg',
      contentType: 'image/jpeg',
      bytes: await solid(W, H, '#3a6ea5', 'jpeg'),
    },
    watermarkType: 'text' as const,
    watermarkContent,
    position: 'bottom-right' as const,
    opacity,
    repeatPattern: 'none' as const,
  });
  const bytesOf = (result: Awaited<ReturnType<ReturnType<typeof createWatermark>>>) => {
    if (result.kind !== 'file') throw new Error(`expected a file result, got ${result.kind}`);
    return Buffer.from(result.bytes);
  };

  it('renders a repeated text mark once and draws exactly what a fresh render draws', async () => {
    const marks = new MarkCache(8 * 1024 * 1024);
    const watermark = createWatermark(marks);
    const uncached = createWatermark(new MarkCache(0));
    const input = await photoInput('© Alquimia');

    const first = bytesOf(await watermark(input));
    const second = bytesOf(await watermark(input));
    const fresh = bytesOf(await uncached(input));

    expect(marks.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
    expect(second.equals(first)).toBe(true);
    expect(fresh.equals(first)).toBe(true);
  });

  it('renders its own mark for another text or another opacity', async () => {
    const marks = new MarkCache(8 * 1024 * 1024);
    const watermark = createWatermark(marks);

    const one = bytesOf(await watermark(await photoInput('Alquimia')));
    const other = bytesOf(await watermark(await photoInput('Alquimía')));
    const fainter = bytesOf(await watermark(await photoInput('Alquimia', 0.2)));

    expect(marks.stats()).toMatchObject({ hits: 0, misses: 3, entries: 3 });
    expect(other.equals(one)).toBe(false);
    expect(fainter.equals(one)).toBe(false);
  });

  it('decodes a repeated logo once, keyed by its bytes, and draws what a fresh decode draws', async () => {
    const marks = new MarkCache(8 * 1024 * 1024);
    const watermark = createWatermark(marks);
    const uncached = createWatermark(new MarkCache(0));
    const upload = (bytes: Uint8Array) => ({
      kind: 'upload' as const,
      filename: 'logo.png',
      contentType: 'image/png',
      // A buffer of its own each time: the same content in other memory, as a second download of a logo is.
      bytes: new Uint8Array(bytes),
    });
    const logoInput = async (logo: Uint8Array) => {
      const { watermarkContent: _text, ...photo } = await photoInput('');
      return { ...photo, watermarkType: 'image' as const, logoUrl: upload(logo) };
    };
    const magenta = await solid(200, 100, '#ff00ff');
    // The same pixels in other bytes (another compression level) are another logo to the cache.
    const reencoded = await sharp(magenta).png({ compressionLevel: 1 }).toBuffer();
    const cyan = await solid(200, 100, '#00ffff');

    const first = bytesOf(await watermark(await logoInput(magenta)));
    const again = bytesOf(await watermark(await logoInput(magenta)));
    const fresh = bytesOf(await uncached(await logoInput(magenta)));
    await watermark(await logoInput(reencoded));
    const other = bytesOf(await watermark(await logoInput(cyan)));

    expect(marks.stats()).toMatchObject({ hits: 1, misses: 3, entries: 3 });
    expect(again.equals(first)).toBe(true);
    expect(fresh.equals(first)).toBe(true);
    expect(other.equals(first)).toBe(false);
  });

  it('keeps no mark for a text that draws nothing (422 each time)', async () => {
    const marks = new MarkCache(8 * 1024 * 1024);
    const watermark = createWatermark(marks);
    const input = await photoInput('\u200d\u00ad');

    await expect(watermark(input)).rejects.toMatchObject({ code: 'unprocessable_input' });
    await expect(watermark(input)).rejects.toMatchObject({ code: 'unprocessable_input' });

    expect(marks.stats()).toMatchObject({ hits: 0, misses: 2, entries: 0, bytes: 0 });
  });

  it('evicts the least recently used mark past its byte budget and never holds a mark larger than it', async () => {
    const mark = (bytes: number) => async () => ({ pixels: Buffer.alloc(bytes), width: bytes / 4, height: 1 });
    const marks = new MarkCache(1000);
    await marks.get('a', mark(400));
    await marks.get('b', mark(400));
    await marks.get('a', mark(400)); // a is now the most recently used
    await marks.get('c', mark(400)); // over budget: b goes
    await marks.get('huge', mark(2000));

    expect(marks.stats()).toMatchObject({ entries: 2, bytes: 800, hits: 1, misses: 4 });
    await marks.get('a', mark(400));
    await marks.get('c', mark(400));
    await marks.get('b', mark(400));
    expect(marks.stats()).toMatchObject({ hits: 3, misses: 5 });
  });
});
