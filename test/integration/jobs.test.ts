import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { signUpAndKey, type TestAccount } from './support/accounts.js';
import { accepted, centreColour, dataUrl, fileResult, type JobsClient, jobsClient, probe } from './support/jobs.js';

/**
 * Jobs end to end on the local platform: the gateway accepts (202, debit), fauxqs carries the message, the local
 * poller runs the worker with the family's real engine (ffmpeg, sharp), the result lands in s3rver, and a
 * signed webhook reaches a receiver on loopback (the test platform sets JOBS_WEBHOOK_ALLOW_ADDRESSES=127.0.0.1).
 */

const { baseUrl, env } = inject('platform');
let account: TestAccount;
let api: JobsClient;

// --- a webhook receiver on loopback: every delivery, by path -------------------------------------------------

interface Delivery {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}
const deliveries: Delivery[] = [];
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      deliveries.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = z.object({ port: z.number() }).parse(receiver.address());
  receiverUrl = `http://127.0.0.1:${address.port}`;
  account = await signUpAndKey(baseUrl, env, 'Jobs Tester');
  api = jobsClient(baseUrl, account);
});

afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

// --- webhook oracles -------------------------------------------------------------------------------------------

/** The deliveries to one path, once at least one arrived and no second one followed within a second. */
async function deliveriesTo(path: string): Promise<Delivery[]> {
  await expect.poll(() => deliveries.filter((d) => d.path === path).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return deliveries.filter((d) => d.path === path);
}

/** The receiver's check, computed here independently of the signer: HMAC-SHA256 over `<timestamp>.<raw body>`. */
async function expectSigned(delivery: Delivery): Promise<void> {
  const response = await fetch(`${baseUrl}/api/user/webhook-secret`, {
    headers: { authorization: `Bearer ${account.idToken}` },
  });
  expect(response.status).toBe(200);
  const { secret } = z.object({ secret: z.string().startsWith('whsec_') }).parse(await response.json());
  const timestamp = String(delivery.headers['alquimia-timestamp']);
  expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(300);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex');
  expect(delivery.headers['alquimia-signature']).toBe(`v1=${expected}`);
  const wrong = createHmac('sha256', 'whsec_other').update(`${timestamp}.${delivery.body}`).digest('hex');
  expect(delivery.headers['alquimia-signature']).not.toBe(`v1=${wrong}`);
  expect(delivery.headers['alquimia-webhook-id']).toMatch(/^evt_/);
}

// --- media fixtures ---------------------------------------------------------------------------------------------

const solid = (r: number, g: number, b: number) =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** A w×h PNG whose left half is red and right half blue, so a resize that mirrors or shifts shows. */
const halves = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 230, g: 20, b: 20 } } })
    .composite([
      {
        input: { create: { width: w / 2, height: h, channels: 3, background: { r: 20, g: 20, b: 230 } } },
        left: w / 2,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

// --- the tests -------------------------------------------------------------------------------------------------

describe('jobs on the local platform', { timeout: 90_000 }, () => {
  it('renders a 3-image slideshow (async-only): 202 charged 5, polled to success, ffprobe 3 s, one signed webhook', async () => {
    const before = await api.balance();
    const images = [
      { url: dataUrl(await solid(230, 20, 20)), duration: 1 },
      { url: dataUrl(await solid(20, 200, 20)), duration: 1.5 },
      { url: dataUrl(await solid(20, 20, 230)), duration: 0.5 },
    ];
    const response = await api.post('/api/videos/render-video-from-images', {
      images,
      width: 320,
      height: 240,
      fps: 10,
      webhookUrl: `${receiverUrl}/hooks/render`,
    });

    expect(response.status).toBe(202);
    const job = accepted.parse(response.json);
    expect(job.id).toBe(job.jobId);
    expect(job.statusUrl).toBe(`/api/jobs/${job.jobId}`);
    expect(response.headers.get('location')).toBe(job.statusUrl);
    expect(response.headers.get('x-credits-charged')).toBe('5');
    expect(Number(response.headers.get('x-credits-remaining'))).toBe(before - 5);

    const done = await api.settle(job.statusUrl);
    expect(done).toMatchObject({ status: 'succeeded', progress: 100, creditsCharged: 5, error: null });
    const video = await api.download(done, 'video/mp4');

    const { streams } = await probe(video);
    const picture = streams.find((s) => s.codec_type === 'video');
    expect(picture).toMatchObject({ codec_name: 'h264', width: 320, height: 240 });
    // 10 + 15 + 5 frames at 10 fps: 3 s, within one frame.
    expect(Math.abs(Number(picture?.duration) - 3)).toBeLessThanOrEqual(0.1);
    expect(streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
    // Each image where it belongs, past its fade-in.
    const [red, green, blue] = await Promise.all([0.5, 1.75, 2.75].map((t) => centreColour(video, t)));
    expect(red?.[0]).toBeGreaterThan(180);
    expect(green?.[1]).toBeGreaterThan(150);
    expect(blue?.[2]).toBeGreaterThan(180);

    // The spec's status route reads the same record; reading it is free.
    const spec = await fetch(`${baseUrl}/api/videos/video-status/${job.jobId}`, {
      headers: { 'api-token': account.apiKey },
    });
    expect(await spec.json()).toMatchObject({
      sessionId: job.jobId,
      status: 'completed',
      videoUrl: fileResult.parse(done.result).url,
    });
    expect(await api.balance()).toBe(before - 5);

    const hooks = await deliveriesTo('/hooks/render');
    expect(hooks).toHaveLength(1);
    const [hook] = hooks;
    if (!hook) throw new Error('no delivery');
    await expectSigned(hook);
    expect(JSON.parse(hook.body)).toMatchObject({
      type: 'job.succeeded',
      data: { jobId: job.jobId, status: 'succeeded', result: { contentType: 'video/mp4' } },
    });
  });

  it('runs upscale as a job with Prefer: respond-async (202, 2 credits); the result is 3× with its colours in place', async () => {
    const response = await api.post(
      '/api/e-image/upscale',
      { image: dataUrl(await halves(40, 30)), upscaleFactor: 3 },
      { prefer: 'respond-async' },
    );
    expect(response.status).toBe(202);
    expect(response.headers.get('preference-applied')).toBe('respond-async');
    expect(response.headers.get('x-credits-charged')).toBe('2');
    const job = accepted.parse(response.json);
    expect(response.headers.get('location')).toBe(job.statusUrl);

    const done = await api.settle(job.statusUrl);
    expect(done).toMatchObject({ status: 'succeeded', creditsCharged: 2 });
    const png = await api.download(done, 'image/png');
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 120, height: 90 });
    const at = (x: number, y: number) => [...data.subarray((y * 120 + x) * 3, (y * 120 + x) * 3 + 3)];
    expect(at(20, 45)).toEqual([230, 20, 20]);
    expect(at(100, 45)).toEqual([20, 20, 230]);
  });

  it('a job that fails in the worker is refunded once and its webhook says job.failed, signed', async () => {
    const before = await api.balance();
    const response = await api.post('/api/videos/render-video-from-images', {
      images: [{ url: dataUrl(new TextEncoder().encode('not an image at all')), duration: 1 }],
      width: 320,
      height: 240,
      fps: 10,
      webhookUrl: `${receiverUrl}/hooks/failed`,
    });
    expect(response.status).toBe(202);
    expect(response.headers.get('x-credits-charged')).toBe('5');
    const job = accepted.parse(response.json);

    const done = await api.settle(job.statusUrl);
    expect(done).toMatchObject({ status: 'failed', result: null });
    expect(String(done.error?.detail)).toMatch(/^images\[0\]\.url: /);
    // The worker marks the job failed, then refunds, then sends the webhook: once it arrived, the refund is done.
    const hooks = await deliveriesTo('/hooks/failed');
    expect(hooks).toHaveLength(1);
    const [hook] = hooks;
    if (!hook) throw new Error('no delivery');
    await expectSigned(hook);
    expect(JSON.parse(hook.body)).toMatchObject({
      type: 'job.failed',
      data: { jobId: job.jobId, status: 'failed', creditsCharged: 0 },
    });
    expect(await api.settle(job.statusUrl)).toMatchObject({ status: 'failed', creditsCharged: 0 });
    expect(await api.balance()).toBe(before);
  });

  it('replays a 202 for the same Idempotency-Key: same jobId, charged once', async () => {
    const before = await api.balance();
    const body = { image: dataUrl(await halves(20, 10)), upscaleFactor: 2 };
    const headers = { prefer: 'respond-async', 'idempotency-key': `jobs-it-${Date.now()}` };
    const first = await api.post('/api/e-image/upscale', body, headers);
    const second = await api.post('/api/e-image/upscale', body, headers);

    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    const job = accepted.parse(first.json);
    expect(accepted.parse(second.json).jobId).toBe(job.jobId);
    expect(second.headers.get('location')).toBe(job.statusUrl);
    expect(await api.balance()).toBe(before - 2);
    expect(await api.settle(job.statusUrl)).toMatchObject({ status: 'succeeded', creditsCharged: 2 });
    expect(await api.balance()).toBe(before - 2);
  });
});
