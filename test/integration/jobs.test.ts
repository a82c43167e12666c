import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Logger } from '@aws-lambda-powertools/logger';
import { CreateQueueCommand, DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { acceptJob } from '../../functions/core/jobs/accept.js';
import { createDynamoJobStore } from '../../functions/core/jobs/dynamo-store.js';
import { createSqsWebhookQueue } from '../../functions/core/jobs/queue.js';
import type { JobAddress, JobStore } from '../../functions/core/jobs/types.js';
import { jobView } from '../../functions/core/jobs/view.js';
import {
  ensureWebhookQueued,
  processWebhookMessage,
  type WebhookDeliveryDeps,
} from '../../functions/core/jobs/webhook-delivery.js';
import { createWebhookPoster } from '../../functions/core/jobs/webhooks.js';
import { defaultAcceptDeps, defaultWorkerDeps } from '../../functions/core/jobs/wiring.js';
import { processDeadLetter, processJobMessage, type WorkerDeps } from '../../functions/core/jobs/worker.js';
import { createDynamoMeter, type DynamoMeter } from '../../functions/core/metering/dynamo-meter.js';
import { createSafeFetch } from '../../functions/core/net/fetch.js';
import type { TableDeps } from '../../functions/core/store/table.js';
import { listUsage } from '../../functions/platform/accounts/usage.js';
import { implementations as videoImplementations } from '../../functions/video/handler.js';
import { videoRenderFromImages } from '../../shared/operations/video.js';
import { signUpAndKey, type TestAccount } from './support/accounts.js';
import { accepted, centreColour, dataUrl, fileResult, type JobsClient, jobsClient, probe } from './support/jobs.js';
import { freshTable, newAccountId, seedProfile } from './support/table.js';
import { childCommandsOf, groupAlive, startWorkerProcess } from './support/worker-process.js';

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
    // Absolute under the origin the request reached, and fetchable exactly as given.
    expect(job.statusUrl).toBe(`${baseUrl}/api/jobs/${job.jobId}`);
    expect(response.headers.get('location')).toBe(job.statusUrl);
    const polled = await fetch(job.statusUrl, { headers: { 'api-token': account.apiKey } });
    expect(polled.status).toBe(200);
    expect(await polled.json()).toMatchObject({ jobId: job.jobId, operationId: 'video.render-video-from-images' });
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
    // The same object, its URL signed afresh by this read (so only the signature's time may differ).
    const specBody = z
      .object({ sessionId: z.string(), status: z.string(), videoUrl: z.string() })
      .parse(await spec.json());
    expect(specBody).toMatchObject({ sessionId: job.jobId, status: 'completed' });
    const unsigned = (url: string) => url.split('?')[0];
    expect(unsigned(specBody.videoUrl)).toBe(unsigned(fileResult.parse(done.result).url));
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
    const brokenPng = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...new TextEncoder().encode('not a real image'),
    ]);
    const before = await api.balance();
    const response = await api.post('/api/videos/render-video-from-images', {
      // PNG by its first bytes (so accept takes it), undecodable after them: only the worker can tell.
      images: [{ url: dataUrl(brokenPng), duration: 1 }],
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

  it('refuses a loopback input URL at accept although webhooks may use loopback here: 400 naming the field, uncharged', async () => {
    const before = await api.balance();
    const response = await api.post('/api/videos/render-video-from-images', {
      images: [{ url: `${receiverUrl}/image.png`, duration: 1 }],
      webhookUrl: `${receiverUrl}/hooks/never`,
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      code: 'invalid_request',
      detail: expect.stringMatching(/^images\[0\]\.url/),
    });
    expect(await api.balance()).toBe(before);
    expect(deliveries.filter((d) => d.path === '/hooks/never')).toEqual([]);
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

// --- a worker process killed mid-render ---------------------------------------------------------------------------

/**
 * The worker runs as its own process (support/job-worker.ts: the production wiring over the stand-ins) and is
 * SIGKILLed, with its ffmpeg, while the render runs: nothing in it gets to fail the job or refund it. The job stays
 * `running` under the dead worker's lease; once the lease expires, the next delivery of the same message decides.
 * The jobs live in this file's own table so the platform's queue poller and charge sweep never touch them.
 */
describe('a job worker process killed while ffmpeg renders', { timeout: 60_000 }, () => {
  const leaseMs = 2000;
  const heartbeatMs = 200;
  const price = 5;
  // Three images zoomed for 2 s each: long enough to be killed mid-encode, short enough to render again quickly.
  const renderSeconds = 6;
  const fps = 30;
  let table: TableDeps;
  let meter: DynamoMeter;
  let store: JobStore;

  beforeAll(async () => {
    table = await freshTable(env, 'jobs-crash');
    // The worker wiring reads its config from the environment: the platform's stand-ins, this file's table.
    Object.assign(process.env, env, { TABLE_NAME: table.tableName });
    meter = createDynamoMeter(table);
    store = createDynamoJobStore(table);
  });

  /** A charged render, accepted as the pipeline does (debit, accept, settle); answers its queue message. */
  async function acceptRender(accountId: string): Promise<{ message: string; address: JobAddress }> {
    const now = new Date();
    const requestId = `req_crash${Date.now()}`;
    const charge = await meter.charge({
      accountId,
      plan: 1,
      operationId: videoRenderFromImages.id,
      serviceId: videoRenderFromImages.service?.id ?? videoRenderFromImages.id,
      credits: price,
      requestId,
      now,
    });
    const debit = charge.debit;
    if (!debit) throw new Error('the render was not charged');
    const colours = [
      [230, 20, 20],
      [20, 200, 20],
      [20, 20, 230],
    ] as const;
    const images = await Promise.all(
      colours.map(async ([r, g, b]) => ({ url: dataUrl(await solid(r, g, b)), duration: renderSeconds / 3 })),
    );
    const sent: JobAddress[] = [];
    await acceptJob(
      { ...defaultAcceptDeps(), queue: { send: async (m) => void sent.push(m) } },
      {
        operation: videoRenderFromImages,
        principal: { kind: 'api-key', accountId, keyId: 'key_crash', plan: 1 },
        input: videoRenderFromImages.input.parse({ images, width: 480, height: 270, fps, animateImages: true }),
        requestId,
        credits: price,
        debit,
        now,
      },
    );
    await meter.settle?.(debit);
    const address = sent[0];
    if (!address) throw new Error('nothing was queued');
    return { message: JSON.stringify(address), address };
  }

  /**
   * Starts one worker process on the messages and SIGKILLs it (and its ffmpeg processes) while every render is
   * encoding: an ffmpeg per job under the worker, and each job record past the fetch stage (0–10 %).
   */
  async function killMidRender(jobs: readonly { message: string; address: JobAddress }[]): Promise<void> {
    const worker = startWorkerProcess(
      jobs.map((j) => j.message),
      process.env,
      { leaseMs, heartbeatMs },
    );
    const encoding = async () => {
      const ffmpegs = (await childCommandsOf(worker.pid)).filter((c) => c === 'ffmpeg').length;
      const records = await Promise.all(jobs.map((j) => store.get(j.address)));
      return ffmpegs === jobs.length && records.every((r) => (r?.progress ?? 0) >= 10);
    };
    try {
      await expect.poll(encoding, { timeout: 25_000, interval: 50 }).toBe(true);
    } catch (error) {
      worker.killGroup();
      throw new Error(`the worker never had every render encoding; it printed:\n${worker.output()}`, { cause: error });
    }
    worker.killGroup();
    expect(await worker.exited).toBe('SIGKILL');
    await expect.poll(() => groupAlive(worker.pid), { timeout: 5000 }).toBe(false);
    expect(worker.output()).not.toContain('outcome');
    for (const { address } of jobs) {
      const job = await store.get(address);
      // Claimed and mid-render when it died, with nothing decided.
      expect(job).toMatchObject({ status: 'running', attempts: 1, refunded: false });
      expect(job?.leaseOwner).toMatch(/^wrk_child_/);
      expect(job?.progress).toBeLessThan(100);
    }
  }

  /** The next deliveries of the message, in this process, until one is `done` (busy while the dead lease lives). */
  async function redeliver(message: string, deps: WorkerDeps): Promise<{ retries: number }> {
    let retries = 0;
    while ((await processJobMessage(message, deps)) === 'retry') {
      retries += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { retries };
  }

  const history = async (accountId: string) =>
    (await listUsage(table, accountId, 10)).items.map((i) => [i.kind, i.credits_used]);

  it('after its lease expires, the next delivery completes a job once, or fails it with one refund; never both', async () => {
    const rerun = newAccountId();
    const exhausted = newAccountId();
    await Promise.all([rerun, exhausted].map((a) => seedProfile(table, a, { credits: 20 })));
    const [a, b] = await Promise.all([acceptRender(rerun), acceptRender(exhausted)]);
    if (!a || !b) throw new Error('not accepted');
    expect(await meter.balance(rerun)).toBe(20 - price);
    expect(await meter.balance(exhausted)).toBe(20 - price);

    await killMidRender([a, b]);
    // Nothing refunded the dead worker's jobs.
    expect(await meter.balance(rerun)).toBe(20 - price);
    expect(await meter.balance(exhausted)).toBe(20 - price);

    // The next deliveries: a worker with attempts left for the first job; for the second, one whose limit is one
    // attempt per job, which the killed worker used.
    const worker = { ...defaultWorkerDeps(videoImplementations), owner: 'wrk_next', heartbeatMs };
    const strict = { ...worker, owner: 'wrk_strict', maxAttempts: 1 };
    const [ranA, ranB] = await Promise.all([redeliver(a.message, worker), redeliver(b.message, strict)]);
    // The dead worker's lease held both jobs until it expired.
    expect(ranA.retries).toBeGreaterThan(0);
    expect(ranB.retries).toBeGreaterThan(0);

    const done = await store.get(a.address);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, progress: 100, refunded: false });
    if (!done) throw new Error('the job record is gone');
    // The record keeps the result's key; a reader signs its URL (view.ts), as GET /api/jobs/{id} does.
    const view = await jobView(done, worker.signResult, new Date());
    const video = await fetch(fileResult.parse(view.result).url);
    const { streams } = await probe(new Uint8Array(await video.arrayBuffer()));
    const seconds = Number(streams.find((s) => s.codec_type === 'video')?.duration);
    expect(Math.abs(seconds - renderSeconds)).toBeLessThanOrEqual(1 / fps);

    const failed = await store.get(b.address);
    expect(failed).toMatchObject({ status: 'failed', refunded: true, error: { code: 'internal_error' } });
    expect(failed?.result).toBeUndefined();

    // More deliveries of both messages, and the dead-letter path, change nothing.
    for (const { message } of [a, b]) {
      expect(await processJobMessage(message, worker)).toBe('done');
      expect(await processDeadLetter(message, worker)).toBe('done');
    }
    expect(await store.get(a.address)).toMatchObject({ status: 'succeeded', attempts: 2, refunded: false });
    expect(await store.get(b.address)).toMatchObject({ status: 'failed', refunded: true });
    expect(await meter.balance(rerun)).toBe(20 - price);
    expect(await meter.balance(exhausted)).toBe(20);
    const refunds = async (accountId: string) => (await history(accountId)).filter(([kind]) => kind === 'refund');
    expect(await refunds(rerun)).toEqual([]);
    expect(await refunds(exhausted)).toEqual([['refund', -price]]);
  });
});

// --- webhook retries through the queue stand-in ---------------------------------------------------------------------

/**
 * A receiver on loopback that fails twice, then answers 204, reached through fauxqs with the queue's own delays: the
 * schedule here is 1 s then 2 s (injected; production's is minutes to hours), and each attempt is a message the
 * queue holds back for that long. The attempts land on the job in DynamoDB Local with their times and next retry.
 */
describe('webhook retries through the local queue', { timeout: 60_000 }, () => {
  it('honours the queue delays between attempts and records each attempt, its status and its next retry', async () => {
    Object.assign(process.env, env);
    const table = await freshTable(env, 'jobs-webhooks');
    const store = createDynamoJobStore(table);
    const sqs = new SQSClient({ useQueueUrlAsEndpoint: false });
    const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: `it-webhooks-${Date.now()}` }));
    const queueUrl = z.string().parse(QueueUrl);

    const hits: number[] = [];
    const flaky = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        hits.push(Date.now());
        res.statusCode = hits.length <= 2 ? 503 : 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const port = z.object({ port: z.number() }).parse(flaky.address()).port;

    const address = { accountId: newAccountId(), jobId: `job_${'w'.repeat(19)}1` };
    const now = new Date();
    await store.create({
      ...address,
      keyId: 'key_w',
      plan: 1,
      operationId: videoRenderFromImages.id,
      input: '{}',
      creditsCharged: 5,
      requestId: 'req_webhooks',
      webhookUrl: `http://127.0.0.1:${port}/hook`,
      now,
    });
    await store.claim(address, 'wrk_it', now, 60_000);
    await store.succeed(address, 'wrk_it', { answer: 1 }, now);

    const deps: WebhookDeliveryDeps = {
      store,
      queue: createSqsWebhookQueue({ sqs, queueUrl }),
      post: createWebhookPoster({ fetch: createSafeFetch({ allowAddresses: ['127.0.0.1'] }), now: () => new Date() }),
      secretOf: async () => 'whsec_it',
      signResult: async () => undefined,
      logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
      now: () => new Date(),
      schedule: { delaysSeconds: [1, 2, 4], jitter: 0 },
    };
    const job = await store.get(address);
    if (!job) throw new Error('no job');
    try {
      await ensureWebhookQueued(job, deps);
      // The event source: receive, process, delete, until the delivery is decided.
      const settled = async () => (await store.get(address))?.webhook?.state !== 'pending';
      const deadline = Date.now() + 30_000;
      while (!(await settled()) && Date.now() < deadline) {
        const { Messages = [] } = await sqs.send(
          new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 1, WaitTimeSeconds: 1 }),
        );
        for (const message of Messages) {
          await processWebhookMessage(message.Body ?? '', deps);
          await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: message.ReceiptHandle }));
        }
      }
    } finally {
      flaky.closeAllConnections();
      await new Promise<void>((resolve) => flaky.close(() => resolve()));
      sqs.destroy();
    }

    expect(hits).toHaveLength(3);
    // The queue held each retry back for its delay (1 s, then 2 s): the waits grow and none came early.
    const [a = 0, b = 0, c = 0] = hits;
    expect(b - a).toBeGreaterThanOrEqual(1000 - 100);
    expect(c - b).toBeGreaterThanOrEqual(2000 - 100);
    const done = await store.get(address);
    expect(done?.webhook?.state).toBe('delivered');
    const attempts = done?.webhook?.attempts ?? [];
    expect(attempts.map((x) => x.status)).toEqual([503, 503, 204]);
    expect(Date.parse(attempts[0]?.nextRetryAt ?? '') - Date.parse(attempts[0]?.at ?? '')).toBe(1000);
    expect(Date.parse(attempts[1]?.nextRetryAt ?? '') - Date.parse(attempts[1]?.at ?? '')).toBe(2000);
    expect(attempts[2]?.nextRetryAt).toBeUndefined();
    for (const x of attempts) expect(x.durationMs).toBeGreaterThanOrEqual(0);
  });
});
