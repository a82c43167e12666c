import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { imageChart, imageUpscale, imageWatermark } from '../../shared/operations/image.js';
import { operationPrice } from '../../shared/operations/pricing.js';
import { textExtractImageText } from '../../shared/operations/text.js';
import type { Operation } from '../../shared/operations/types.js';
import { signUpAndKey, type TestAccount } from './support/accounts.js';

/**
 * The image family and OCR over HTTP through the local platform (gateway → api-key authorizer → image and text
 * Lambda handlers): each success charges the operation's table price, each failure nothing.
 */

const { baseUrl, env } = inject('platform');
let account: TestAccount;

beforeAll(async () => {
  account = await signUpAndKey(baseUrl, env, 'Image Tester');
});

async function post(operation: Operation, body: FormData | Record<string, unknown>) {
  const init: RequestInit =
    body instanceof FormData
      ? { method: 'POST', body }
      : { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const response = await fetch(`${baseUrl}${operation.path}`, {
    ...init,
    headers: { ...(init.headers ?? {}), 'api-token': account.apiKey },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    bytes,
    json: () => JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>,
    charged: Number(response.headers.get('x-credits-charged')),
    remaining: Number(response.headers.get('x-credits-remaining')),
  };
}

/** The credits the table prices a call at, as the platform computes it. */
const price = (operation: Operation, input: Record<string, unknown> = {}) => operationPrice(operation, input);

const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;

async function rgb(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Pixels of a box that differ (any channel by more than 8) between two same-size images. */
function changedIn(
  a: { data: Buffer; width: number },
  b: { data: Buffer; width: number },
  box: { left: number; top: number; width: number; height: number },
): number {
  let changed = 0;
  for (let y = box.top; y < box.top + box.height; y++)
    for (let x = box.left; x < box.left + box.width; x++) {
      const i = (y * a.width + x) * 3;
      if ([0, 1, 2].some((c) => Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0)) > 8)) changed++;
    }
  return changed;
}

describe('image operations and OCR over HTTP', { timeout: 40_000 }, () => {
  it('watermark (multipart PNG) marks the bottom-right corner only, same size, for its table price', async () => {
    const photo = await png(640, 480, '#3a6ea5');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'foto.png');
    form.append('watermarkType', 'text');
    form.append('watermarkContent', 'Alquimia ✓ 🎉');
    form.append('position', 'bottom-right');
    form.append('opacity', '1');
    const response = await post(imageWatermark, form);
    expect(response.status).toBe(200);
    expect(response.contentType).toBe('image/png');
    expect(response.charged).toBe(price(imageWatermark));
    const [before, after] = await Promise.all([rgb(photo), rgb(response.bytes)]);
    expect([after.width, after.height]).toEqual([640, 480]);
    expect(changedIn(before, after, { left: 320, top: 240, width: 320, height: 240 })).toBeGreaterThan(300);
    expect(changedIn(before, after, { left: 0, top: 0, width: 640, height: 240 })).toBe(0);
  });

  it('watermark text no bundled font can draw is 422 naming the character, uncharged', async () => {
    const response = await post(imageWatermark, {
      file: dataUrl(await png(200, 100, '#ffffff')),
      watermarkType: 'text',
      watermarkContent: 'Olá \uE000',
    });
    expect(response.status).toBe(422);
    expect(response.json()).toMatchObject({ code: 'unprocessable_input', field: 'watermarkContent' });
    expect(String(response.json().detail)).toContain('U+E000');
    expect(response.charged).toBe(0);
  });

  it('chart (JSON) answers a PNG of the requested size for its table price; a function-like string is 400, uncharged', async () => {
    const config = {
      type: 'line',
      data: { labels: ['Jan', 'Fev', 'Mar'], datasets: [{ label: 'Vendas', data: [12, 19, 7] }] },
      width: 480,
      height: 320,
    };
    const response = await post(imageChart, config);
    expect(response.status).toBe(200);
    expect(response.contentType).toBe('image/png');
    expect(response.charged).toBe(price(imageChart));
    const meta = await sharp(response.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([480, 320]);

    const refused = await post(imageChart, { ...config, options: { onClick: '(e) => fetch("http://x")' } });
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_request' });
    expect(refused.charged).toBe(0);
    expect(refused.remaining).toBe(response.remaining);
  });

  it('upscale 2× answers exactly twice both dimensions for its table price; past the pixel cap is 422, uncharged', async () => {
    const input = { image: dataUrl(await png(150, 100, '#20a040')), upscaleFactor: 2 };
    const response = await post(imageUpscale, input);
    expect(response.status).toBe(200);
    expect(response.charged).toBe(price(imageUpscale, input));
    const meta = await sharp(response.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);

    // 4000 × 3000 at 2× would be 48 MP, over the 36 MP cap: refused before any work.
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000000' } })
      .jpeg()
      .toBuffer();
    const refused = await post(imageUpscale, { image: `data:image/jpeg;base64,${big.toString('base64')}` });
    expect(refused.status).toBe(422);
    expect(refused.charged).toBe(0);
  });

  it('extract-image-text reads text rendered from SVG for its table price; an unsupported language is 400, uncharged', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="720" height="120">' +
        '<rect width="100%" height="100%" fill="#ffffff"/>' +
        '<text x="24" y="75" font-family="DejaVu Sans" font-size="40" fill="#111111">Alquimia transforma dados</text>' +
        '</svg>',
    );
    const image = await sharp(svg).png().toBuffer();
    const input = { file: dataUrl(image), language: 'eng' };
    const response = await post(textExtractImageText, input);
    expect(response.status).toBe(200);
    expect(response.charged).toBe(price(textExtractImageText, input));
    const text = String(response.json().text);
    for (const word of ['Alquimia', 'transforma', 'dados']) expect(text).toContain(word);

    const refused = await post(textExtractImageText, { file: dataUrl(image), language: 'klingon' });
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_request' });
    expect(refused.charged).toBe(0);
  });
});
