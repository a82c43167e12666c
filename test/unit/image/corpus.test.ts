import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImageEngine } from '../../../functions/image/ai/engine/types.js';
import type { ImageHistoryStore } from '../../../functions/image/ai/history.js';
import type { MediaStore } from '../../../functions/image/ai/media.js';
import { imageImplementations } from '../../../functions/image/implementations.js';
import { type OddImage, oddImages, type Rgb } from '../../fixtures/image/corpus.js';
import { dataUrl, pipelineFor, pixels } from './support.js';

/** A provider that "removes" nothing: it answers the PNG the operation decoded, so the decode can be checked. */
const echo: ImageEngine = {
  name: 'http',
  textToImage: () => Promise.reject(new Error('not used')),
  removeBackground: (request) => Promise.resolve(request.png),
};
const notUsed = () => Promise.reject(new Error('not used by remove-background'));
const media: MediaStore = { put: notUsed, url: notUsed, keyOf: () => undefined };
const history: ImageHistoryStore = { save: notUsed, list: notUsed };
const { meter, call } = pipelineFor('image', imageImplementations({ engine: () => echo, media, history }), 10_000);

let base: string;
beforeAll(async () => {
  base = dataUrl(
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
});

/**
 * Every image operation, with where the odd image goes, its price, and how the answer's picture relates to the
 * input (its scale), when it shows the input at all.
 */
const operations: readonly {
  name: string;
  credits: number;
  run: (image: string) => ReturnType<typeof call>;
  scale?: number;
  /** Whether the input's colours survive unchanged at the centre of each half (no mark drawn over them). */
  colours?: boolean;
}[] = [
  {
    name: 'watermark (image)',
    credits: 1,
    run: (file) => call('/api/image/watermark', { file, watermarkType: 'text', watermarkContent: 'Alquimia' }),
    scale: 1,
  },
  {
    name: 'watermark (logo)',
    credits: 1,
    run: (logoUrl) =>
      call('/api/image/watermark', { file: base, watermarkType: 'image', logoUrl, opacity: 1, position: 'top-left' }),
  },
  {
    name: 'upscale',
    credits: 2,
    run: (image) => call('/api/e-image/upscale', { image, upscaleFactor: 2 }),
    scale: 2,
    colours: true,
  },
  {
    name: 'qr-code (logo)',
    credits: 1,
    run: (logo) => call('/api/image/qr-code', { data: 'https://alquimia.dev', width: 400, logo }),
  },
  {
    name: 'remove-background',
    credits: 2,
    run: (image) => call('/api/e-image/remove-background', { image }),
    scale: 1,
    colours: true,
  },
];

const near = (a: readonly number[], b: Rgb) => b.every((v, i) => Math.abs(v - (a[i] ?? 0)) < 40);

async function colourAt(bytes: Uint8Array, fy: number): Promise<number[]> {
  const image = await pixels(bytes);
  const i = (Math.floor(image.height * fy) * image.width + Math.floor(image.width / 2)) * 4;
  return [image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0];
}

const corpus = await oddImages();
const cases = corpus.flatMap((image) =>
  operations.map((operation) => [image.name, operation.name, image, operation] as const),
);

describe('odd images through every image operation: a right picture or a 4xx, never a 5xx or a charged failure', {
  timeout: 60_000,
}, () => {
  it.each(cases)('%s → %s', async (_image, _operation, image: OddImage, operation) => {
    const before = meter.credits;
    const response = await operation.run(dataUrl(image.bytes, image.type));
    const expected = image.expect;
    if (expected.outcome === 'refused') {
      expect(response.status, String(response.bytes)).toBe(expected.status);
      expect(String(response.json().detail)).toMatch(expected.detail);
      expect(meter.credits).toBe(before);
      return;
    }
    expect(response.status, String(response.bytes)).toBe(200);
    expect(meter.credits).toBe(before - operation.credits);
    const meta = await sharp(response.bytes).metadata();
    expect(meta.pages ?? 1).toBe(1);
    if (operation.scale === undefined) return;
    expect([meta.width, meta.height]).toEqual([expected.width * operation.scale, expected.height * operation.scale]);
    if (!operation.colours) return;
    if (expected.top) expect(near(await colourAt(response.bytes, 0.25), expected.top)).toBe(true);
    if (expected.bottom) expect(near(await colourAt(response.bytes, 0.75), expected.bottom)).toBe(true);
  });
});
