import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { imageWatermark } from '../../shared/operations/image.js';
import { operationPrice } from '../../shared/operations/pricing.js';
import { videoAddSubtitles, videoRenderFromImages } from '../../shared/operations/video.js';
import { signUpAndKey, type TestAccount } from './support/accounts.js';
import { accepted, dataUrl, fileResult, type JobsClient, jobsClient, probe } from './support/jobs.js';

/**
 * A result link fed back into another call, as customers chain operations: on the local platform the link points at
 * the storage stand-in on 127.0.0.1, which the SSRF guard refuses for any other URL. Exactly the platform's own
 * results are let through (functions/core/files/own-results.ts); the storage's other paths stay refused.
 */

const { baseUrl, env } = inject('platform');
let account: TestAccount;
let api: JobsClient;

beforeAll(async () => {
  account = await signUpAndKey(baseUrl, env, 'Result Chainer');
  api = jobsClient(baseUrl, account);
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer();

const watermarkBody = (image: Record<string, string>) => ({
  ...image,
  watermarkType: 'text',
  watermarkContent: 'Alquimia',
  position: 'bottom-right',
  opacity: 1,
});

async function watermarkAsUrl(client: JobsClient = api): Promise<string> {
  const response = await client.post(
    `${imageWatermark.path}?output=url`,
    watermarkBody({ file: dataUrl(new Uint8Array(await png(200, 100))) }),
  );
  expect(response.status).toBe(200);
  const { url } = fileResult.parse(response.json);
  // The link really is on a loopback address: what the guard refuses for any URL that is not the platform's own.
  expect(new URL(url).hostname).toBe('127.0.0.1');
  return url;
}

describe('result URLs fed back into another call', { timeout: 120_000 }, () => {
  it('an output=url result passed as the image of another image call answers 200 for its price', async () => {
    const url = await watermarkAsUrl();
    const before = await api.balance();
    const response = await fetch(`${baseUrl}${imageWatermark.path}`, {
      method: 'POST',
      body: JSON.stringify(watermarkBody({ imageUrl: url })),
      headers: { 'content-type': 'application/json', 'api-token': account.apiKey },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([200, 100]);
    const price = operationPrice(imageWatermark, {});
    expect(Number(response.headers.get('x-credits-charged'))).toBe(price);
    expect(await api.balance()).toBe(before - price);
  });

  it('a result URL as a job input is accepted (202) and the job reads it', async () => {
    const url = await watermarkAsUrl();
    const response = await api.post(
      '/api/e-image/upscale',
      { image: url, upscaleFactor: 2 },
      { prefer: 'respond-async' },
    );
    expect(response.status).toBe(202);
    const job = await api.settle(accepted.parse(response.json).statusUrl);
    expect(job).toMatchObject({ status: 'succeeded' });
    const upscaled = await sharp(await api.download(job, 'image/png')).metadata();
    expect([upscaled.width, upscaled.height]).toEqual([400, 200]);
  });

  it("a video job renders from image results, and a second video job reads the first one's result", async () => {
    // An account of its own: two one-minute video jobs and two watermarks spend 12 of its 20 credits.
    const own = jobsClient(baseUrl, await signUpAndKey(baseUrl, env, 'Video Chainer'));
    const images = [await watermarkAsUrl(own), await watermarkAsUrl(own)];
    const rendered = await own.post(videoRenderFromImages.path, {
      images: images.map((url) => ({ url, duration: 1 })),
      transition: 'none',
      width: 320,
      height: 240,
      fps: 10,
    });
    expect(rendered.status).toBe(202);
    const slideshow = await own.settle(accepted.parse(rendered.json).statusUrl);
    expect(slideshow).toMatchObject({ status: 'succeeded' });
    const videoUrl = fileResult.parse(slideshow.result).url;
    expect(new URL(videoUrl).hostname).toBe('127.0.0.1');

    const subtitled = await own.post(videoAddSubtitles.path, {
      videoUrl,
      subtitles: [{ startTime: 0.2, endTime: 1.5, text: 'Alquimia' }],
    });
    // A result of the platform's own is probed at accept like an upload: the 202 charges one started minute (5),
    // not the 10 minutes a video at an outside URL is held at until the worker settles it.
    expect(subtitled.status).toBe(202);
    expect(subtitled.headers.get('x-credits-charged')).toBe('5');
    const job = await own.settle(accepted.parse(subtitled.json).statusUrl);
    expect(job).toMatchObject({ status: 'succeeded' });
    const { streams } = await probe(await own.download(job, 'video/mp4'));
    const picture = streams.find((s) => s.codec_type === 'video');
    expect(picture).toMatchObject({ width: 320, height: 240 });
    // Two images of one second each, within a frame at 10 fps.
    expect(Math.abs(Number(picture?.duration) - 2)).toBeLessThanOrEqual(0.1);
  });

  it.each([
    ['another path of the storage', (url: URL) => new URL(url.pathname.replace('/results/', '/uploads/'), url.origin)],
    [
      'another port on 127.0.0.1',
      (url: URL) => new URL(`${url.pathname}${url.search}`, `http://127.0.0.1:${Number(url.port) + 1}`),
    ],
  ])('%s stays refused before the debit: 400 naming the field, uncharged', async (_name, change) => {
    const url = change(new URL(await watermarkAsUrl()));
    const before = await api.balance();
    const response = await api.post(imageWatermark.path, watermarkBody({ imageUrl: url.href }));
    expect(response.status).toBe(400);
    expect(z.object({ code: z.string(), detail: z.string() }).parse(response.json)).toMatchObject({
      code: 'invalid_request',
      detail: expect.stringMatching(/^imageUrl/),
    });
    expect(await api.balance()).toBe(before);
  });
});
