import { crc32 } from 'node:zlib';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpImageEngine } from '../../../functions/image/ai/engine/http.js';
import { type CountingServer, startServer } from '../net/servers.js';
import {
  dataUrl,
  type Handler,
  imageHandler,
  meter,
  png,
  post,
  problem,
  readBody,
  resetAwsMocks,
  s3Mock,
  sendJson,
} from './support.js';

/** The HTTP (Runware-kind) adapter against a loopback fake provider, through the real pipeline. */

interface Received {
  authorization?: string;
  tasks: Record<string, unknown>[];
}
let received: Received[] = [];
/** What the fake provider answers next (set per test). */
let reply: (task: Record<string, unknown>) => Promise<{ status: number; body: unknown }>;
let server: CountingServer;
let handler: Handler;

const fakeImages = async (task: Record<string, unknown>) => {
  const n = Number(task.numberResults ?? 1);
  const image = await png(Number(task.width ?? 64), Number(task.height ?? 64));
  return {
    status: 200,
    body: {
      data: Array.from({ length: n }, (_, i) => ({
        taskType: task.taskType,
        taskUUID: task.taskUUID,
        imageUUID: `uuid-${i}`,
        imageBase64Data: image.toString('base64'),
        seed: 1000 + i,
        NSFWContent: false,
      })),
    },
  };
};

beforeAll(async () => {
  server = await startServer(async (req, res) => {
    const tasks = JSON.parse(await readBody(req)) as Record<string, unknown>[];
    received.push({ authorization: req.headers.authorization, tasks });
    const first = tasks[0] ?? {};
    const { status, body } = await reply(first);
    sendJson(res, status, body);
  });
  const engine = createHttpImageEngine({
    url: `${server.url}/v1`,
    apiKey: async () => 'provider-key-123',
    model: 'runware:100@1',
    backgroundModel: 'runware:109@1',
    timeoutMs: 10_000,
  });
  handler = imageHandler(() => engine);
});
afterAll(() => server.close());
beforeEach(() => {
  received = [];
  reply = fakeImages;
  meter.credits = 100;
  resetAwsMocks();
});

describe('text to image through the HTTP provider', () => {
  it('sends the spec parameters as one imageInference task and answers presigned URLs, 3 credits per image', async () => {
    const response = await post(handler, '/api/e-image/text-to-image', {
      positivePrompt: 'a lighthouse at dawn',
      negativePrompt: 'blurry',
      width: 640,
      height: 1152,
      numberResults: 2,
      outputFormat: 'png',
      steps: 20,
      CFGScale: 7,
      scheduler: 'DPMSolverMultistepScheduler',
      seed: 42,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['X-Credits-Charged']).toBe('6');
    expect(meter.credits).toBe(94);

    expect(received).toHaveLength(1);
    expect(received[0]?.authorization).toBe('Bearer provider-key-123');
    const task = received[0]?.tasks[0];
    expect(received[0]?.tasks).toHaveLength(1);
    expect(task).toEqual({
      taskType: 'imageInference',
      taskUUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      model: 'runware:100@1',
      positivePrompt: 'a lighthouse at dawn',
      negativePrompt: 'blurry',
      width: 640,
      height: 1152,
      numberResults: 2,
      steps: 20,
      CFGScale: 7,
      scheduler: 'DPMSolverMultistepScheduler',
      seed: 42,
      outputType: 'base64Data',
      outputFormat: 'PNG',
      checkNSFW: true,
    });

    const body = JSON.parse(response.body);
    expect(body.provider).toBe('http');
    expect(body.storageUrls).toHaveLength(2);
    expect(body.data).toHaveLength(2);
    expect(body.data.map((d: { seed: number }) => d.seed)).toEqual([1000, 1001]);
    for (const entry of body.storageUrls) {
      expect(entry.prompt).toBe('a lighthouse at dawn');
      const url = new URL(entry.storageUrl);
      expect(url.pathname).toMatch(/^\/images\/acct_test\/img_[A-Za-z0-9]{20}\.png$/);
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    }
    const puts = s3Mock.commandCalls(PutObjectCommand);
    expect(puts).toHaveLength(2);
    const stored = puts[0]?.args[0].input;
    expect(stored?.Bucket).toBe('media-bucket');
    expect(stored?.ContentType).toBe('image/png');
    const meta = await sharp(stored?.Body as Uint8Array).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 640, 1152]);
  });

  it('converts to the asked format when the provider answers another one', async () => {
    const response = await post(handler, '/api/e-image/text-to-image', {
      positivePrompt: 'a red fox',
      outputFormat: 'JPG',
    });
    expect(response.statusCode).toBe(200);
    const stored = s3Mock.commandCalls(PutObjectCommand)[0]?.args[0].input;
    expect(stored?.ContentType).toBe('image/jpeg');
    expect((await sharp(stored?.Body as Uint8Array).metadata()).format).toBe('jpeg');
    expect(received[0]?.tasks[0]).toMatchObject({ width: 512, height: 512, numberResults: 1, outputFormat: 'JPG' });
  });

  it('answers 502 provider_error and refunds when the provider fails', async () => {
    reply = async () => ({ status: 500, body: { errors: [{ code: 'internalError', message: 'GPU on fire' }] } });
    const response = await post(handler, '/api/e-image/text-to-image', { positivePrompt: 'x y', numberResults: 3 });
    expect(response.statusCode).toBe(502);
    expect(problem(response).code).toBe('provider_error');
    expect(problem(response).detail).not.toContain('GPU');
    expect(response.headers?.['X-Credits-Charged']).toBe('0');
    expect(meter.credits).toBe(100);
    expect(meter.entries.at(-1)).toMatchObject({ kind: 'refund', credits: -9 });
  });

  it("answers 422 with the provider's reason for a content-policy refusal, refunded", async () => {
    reply = async () => ({
      status: 400,
      body: { errors: [{ code: 'contentModerationFailed', message: 'Prompt violates the content policy.' }] },
    });
    const response = await post(handler, '/api/e-image/text-to-image', { positivePrompt: 'forbidden thing' });
    expect(response.statusCode).toBe(422);
    expect(problem(response)).toMatchObject({
      code: 'unprocessable_input',
      providerReason: 'Prompt violates the content policy.',
    });
    expect(meter.credits).toBe(100);
  });

  it('refuses an image the provider flagged as NSFW with 422 instead of delivering it', async () => {
    reply = async (task) => {
      const ok = await fakeImages(task);
      const body = ok.body as { data: { NSFWContent: boolean }[] };
      for (const d of body.data) d.NSFWContent = true;
      return ok;
    };
    const response = await post(handler, '/api/e-image/text-to-image', { positivePrompt: 'a beach' });
    expect(response.statusCode).toBe(422);
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(meter.credits).toBe(100);
  });

  it.each([
    ['an empty prompt', { positivePrompt: '   ' }],
    ['a 5,000-character prompt', { positivePrompt: 'a'.repeat(5000) }],
    ['numberResults 0', { positivePrompt: 'cat', numberResults: 0 }],
    ['numberResults 5', { positivePrompt: 'cat', numberResults: 5 }],
    ['a width that is not a multiple of 64', { positivePrompt: 'cat', width: 500 }],
    ['a height above 2048', { positivePrompt: 'cat', height: 4096 }],
    ['CFGScale 21', { positivePrompt: 'cat', CFGScale: 21 }],
  ])('refuses %s with 400, uncharged, without calling the provider', async (_name, body) => {
    const response = await post(handler, '/api/e-image/text-to-image', body);
    expect(response.statusCode).toBe(400);
    expect(problem(response).code).toBe('invalid_request');
    expect(meter.credits).toBe(100);
    expect(received).toHaveLength(0);
  });

  it('prices the call with dry_run without calling the provider', async () => {
    const response = await post(
      handler,
      '/api/e-image/text-to-image',
      { positivePrompt: 'cat', numberResults: 4 },
      undefined,
      { dry_run: 'true' },
    );
    expect(JSON.parse(response.body)).toMatchObject({ dryRun: true, credits: 12, balance: 100 });
    expect(received).toHaveLength(0);
  });
});

describe('background removal through the HTTP provider', () => {
  it('sends the image as a PNG data URI to removeBackground and answers a PNG with alpha, 2 credits', async () => {
    const input = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    reply = async () => ({
      status: 200,
      body: {
        data: [{ taskType: 'removeBackground', imageBase64Data: (await png(300, 200, true)).toString('base64') }],
      },
    });
    const response = await post(handler, '/api/e-image/remove-background', {
      image: dataUrl(input, 'image/jpeg'),
      alphaMatting: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['Content-Type']).toBe('image/png');
    expect(response.headers?.['X-Credits-Charged']).toBe('2');
    const task = received[0]?.tasks[0];
    expect(task).toMatchObject({
      taskType: 'removeBackground',
      model: 'runware:109@1',
      outputType: 'base64Data',
      outputFormat: 'PNG',
      settings: { alphaMatting: true },
    });
    const sent = String(task?.inputImage);
    expect(sent.startsWith('data:image/png;base64,')).toBe(true);
    const sentMeta = await sharp(Buffer.from(sent.split(',')[1] ?? '', 'base64')).metadata();
    expect([sentMeta.format, sentMeta.width, sentMeta.height]).toEqual(['png', 300, 200]);
    const out = await sharp(Buffer.from(response.body, 'base64')).metadata();
    expect([out.format, out.hasAlpha]).toEqual(['png', true]);
  });

  it('answers WEBP when asked, keeping the alpha channel', async () => {
    reply = async () => ({
      status: 200,
      body: { data: [{ imageBase64Data: (await png(64, 64, true)).toString('base64') }] },
    });
    const response = await post(handler, '/api/e-image/remove-background', {
      image: dataUrl(await png(64, 64)),
      outputFormat: 'webp',
    });
    expect(response.headers?.['Content-Type']).toBe('image/webp');
    const out = await sharp(Buffer.from(response.body, 'base64')).metadata();
    expect([out.format, out.hasAlpha]).toEqual(['webp', true]);
  });

  it('refuses a non-image with 415, uncharged, without calling the provider', async () => {
    const response = await post(handler, '/api/e-image/remove-background', {
      image: dataUrl(new TextEncoder().encode('%PDF-1.7 not an image'), 'image/png'),
    });
    expect(response.statusCode).toBe(415);
    expect(meter.credits).toBe(100);
    expect(received).toHaveLength(0);
  });

  it('refuses a pixel bomb (a small PNG declaring 20000x20000) with 422 before decoding it', async () => {
    // A real 1x1 PNG whose header is rewritten to declare 20000x20000 (with a valid CRC): decoders that trust the
    // header would allocate 1.6 GB.
    const bomb = await png(1, 1);
    bomb.writeUInt32BE(20000, 16);
    bomb.writeUInt32BE(20000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const response = await post(handler, '/api/e-image/remove-background', { image: dataUrl(bomb) });
    expect(response.statusCode).toBe(422);
    expect(problem(response).detail).toContain('20000 × 20000');
    expect(meter.credits).toBe(100);
    expect(received).toHaveLength(0);
  });
});
