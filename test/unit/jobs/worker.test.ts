import { Logger } from '@aws-lambda-powertools/logger';
import { S3Client } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../functions/core/errors.js';
import { createFileResolver } from '../../../functions/core/files/resolve.js';
import type { ResultSaver } from '../../../functions/core/files/types.js';
import { implement } from '../../../functions/core/implement.js';
import { acceptJob } from '../../../functions/core/jobs/accept.js';
import type { JobFiles } from '../../../functions/core/jobs/files.js';
import { reportProgress } from '../../../functions/core/jobs/progress.js';
import type { JobMessage } from '../../../functions/core/jobs/types.js';
import { createWebhookPoster, verifyWebhook, webhookHeaders } from '../../../functions/core/jobs/webhooks.js';
import { processDeadLetter, processJobMessage, type WorkerDeps } from '../../../functions/core/jobs/worker.js';
import { createSafeFetch } from '../../../functions/core/net/fetch.js';
import { json } from '../../../functions/core/operation.js';
import { videoMerge } from '../../../shared/operations/video.js';
import { MemoryMeter } from '../core/fakes.js';
import { type CountingServer, startServer } from '../net/servers.js';
import { MemoryJobStore } from './memory-store.js';
import { MemoryWebhookQueue, scriptedPoster } from './webhook-fakes.js';

/** The worker's guarantees: at most one successful run per job, exactly one refund per failed job, signed webhooks. */

const logger = new Logger({ serviceName: 'test', logLevel: 'SILENT' });
const principal = { kind: 'api-key' as const, accountId: 'acct_a', keyId: 'key_a', plan: 1 };

function setup(run: () => Promise<unknown>, clock = { now: new Date('2026-11-23T10:00:00Z') }) {
  const store = new MemoryJobStore();
  const meter = new MemoryMeter(10);
  const sent: JobMessage[] = [];
  let runs = 0;
  const impl = implement(videoMerge, async () => {
    runs += 1;
    return json(await run());
  });
  const files: JobFiles = {
    saveUpload: async () => 'file_aaaaaaaaaaaaaaaaaaaa',
    putInput: async () => 'jobs/key',
    getInput: async () => '{}',
  };
  const saveResult: ResultSaver = async (result, now) => ({
    key: 'results/r',
    size: 'bytes' in result ? result.bytes.length : result.size,
    contentType: result.contentType,
    filename: result.filename,
    storedAt: now.toISOString(),
  });
  const deps = (owner: string, extra: Partial<WorkerDeps> = {}): WorkerDeps => ({
    store,
    implementationsById: new Map([[impl.operation.id, impl]]),
    resolveFile: async () => {
      throw new Error('no files in these tests');
    },
    saveResult,
    signResult: async () => undefined,
    meter,
    logger,
    now: () => clock.now,
    owner,
    heartbeatMs: 10,
    ...extra,
  });
  const accept = async (input: Record<string, unknown> = {}) => {
    const charge = await meter.charge({
      accountId: principal.accountId,
      plan: 1,
      operationId: videoMerge.id,
      serviceId: 'x',
      credits: 3,
      requestId: 'req_1',
      now: clock.now,
    });
    const response = await acceptJob(
      {
        store,
        files,
        queue: { send: async (m) => void sent.push(m) },
        webhookPolicy: {
          allowAddresses: ['127.0.0.1'],
          allowHttp: true,
          // No DNS leaves the machine: example.com is a public address here.
          resolve: async () => [{ address: '93.184.216.34', family: 4 }],
        },
      },
      {
        operation: videoMerge,
        principal,
        input: { videos: ['https://example.com/a.mp4', 'https://example.com/b.mp4'], ...input },
        requestId: 'req_1',
        credits: 3,
        debit: charge.debit,
        now: clock.now,
      },
    );
    return { response, message: JSON.stringify(sent.at(-1)) };
  };
  return { store, meter, deps, accept, runs: () => runs, clock };
}

let receiver: CountingServer | undefined;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

describe('acceptJob', () => {
  it('answers 202 with the job id, a status URL and Location, and queues only the job address', async () => {
    const t = setup(async () => ({}));
    const { response, message } = await t.accept();
    expect(response.status).toBe(202);
    const body = response.body as { jobId: string; id: string; status: string; statusUrl: string };
    expect(body.jobId).toMatch(/^job_[A-Za-z0-9]{20}$/);
    expect(body).toMatchObject({ id: body.jobId, status: 'queued', statusUrl: `/api/jobs/${body.jobId}` });
    expect(response.headers?.Location).toBe(body.statusUrl);
    expect(JSON.parse(message)).toEqual({ jobId: body.jobId, accountId: 'acct_a' });
    const job = await t.store.get({ accountId: 'acct_a', jobId: body.jobId });
    expect(job).toMatchObject({ status: 'queued', creditsCharged: 3, operationId: 'video.merge-videos' });
  });

  it('refuses a webhook URL to a loopback or link-local address before anything is stored', async () => {
    const t = setup(async () => ({}));
    const strict = acceptJob(
      {
        store: t.store,
        files: { saveUpload: async () => '', putInput: async () => '', getInput: async () => '' },
        queue: { send: async () => undefined },
      },
      {
        operation: videoMerge,
        principal,
        input: { videos: [], webhookUrl: 'https://169.254.169.254/hook' },
        requestId: 'r',
        credits: 3,
        now: new Date(),
      },
    );
    await expect(strict).rejects.toMatchObject({ code: 'invalid_request', status: 400 });
    const loop = acceptJob(
      {
        store: t.store,
        files: { saveUpload: async () => '', putInput: async () => '', getInput: async () => '' },
        queue: { send: async () => undefined },
      },
      {
        operation: videoMerge,
        principal,
        input: { webhookUrl: 'https://127.0.0.1/x' },
        requestId: 'r',
        credits: 3,
        now: new Date(),
      },
    );
    await expect(loop).rejects.toMatchObject({ code: 'invalid_request' });
    expect(t.store.jobs.size).toBe(0);
  });

  it('refuses an input URL to a private address at accept time, naming the field, before anything is stored', async () => {
    const t = setup(async () => ({}));
    const sent: unknown[] = [];
    const accepted = acceptJob(
      {
        store: t.store,
        files: { saveUpload: async () => '', putInput: async () => '', getInput: async () => '' },
        queue: { send: async (m) => void sent.push(m) },
      },
      {
        operation: videoMerge,
        principal,
        input: { videos: ['https://10.0.0.5/a.mp4', { url: 'https://192.168.1.9/b.mp4' }] },
        requestId: 'r',
        credits: 3,
        now: new Date(),
      },
    );
    await expect(accepted).rejects.toMatchObject({ code: 'invalid_request', status: 400 });
    await expect(accepted).rejects.toThrow(/videos\[0\]/);
    expect(t.store.jobs.size).toBe(0);
    expect(sent).toEqual([]);
  });

  it('keeps the local loopback allowance to webhooks: a loopback input URL is refused at accept, as the worker would', async () => {
    const t = setup(async () => ({}));
    // The local platform's policy (JOBS_WEBHOOK_ALLOW_ADDRESSES=127.0.0.1): a loopback receiver is fine…
    const { response } = await t.accept({ webhookUrl: 'http://127.0.0.1:9/hook' });
    expect(response.status).toBe(202);
    // …but an input file on loopback is the same 400 as in production, naming the field, and nothing is stored.
    const before = t.store.jobs.size;
    const loopInput = t.accept({ videos: ['https://example.com/a.mp4', 'http://127.0.0.1:9/b.mp4'] });
    await expect(loopInput).rejects.toMatchObject({ code: 'invalid_request', status: 400 });
    await expect(t.accept({ videos: ['http://127.0.0.1:9/a.mp4', 'https://example.com/b.mp4'] })).rejects.toThrow(
      /videos\[0\]/,
    );
    expect(t.store.jobs.size).toBe(before);
    // The worker's resolver (production wiring: no allowance) refuses the same URL, so accept and run agree.
    const resolve = createFileResolver({ s3: new S3Client({ region: 'us-east-1' }), bucket: 'unused' });
    const fetched = resolve('http://127.0.0.1:9/b.mp4', {
      field: 'videos[1]',
      limits: videoMerge.limits,
      signal: AbortSignal.timeout(5000),
      accountId: 'acct_a',
    });
    await expect(fetched).rejects.toMatchObject({ code: 'invalid_request', status: 400 });
  });
});

describe('processJobMessage', () => {
  it('runs a job once when its message is delivered twice at the same time, and not again after success', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const t = setup(async () => {
      reportProgress(40);
      started();
      await gate;
      return { ok: true };
    });
    const { message, response } = await t.accept();
    const first = processJobMessage(message, t.deps('w1'));
    // The second delivery arrives while the first worker is inside the job (however long it took to get there).
    await running;
    const second = await processJobMessage(message, t.deps('w2'));
    expect(second).toBe('retry');
    const jobId = (response.body as { jobId: string }).jobId;
    await expect.poll(async () => (await t.store.get({ accountId: 'acct_a', jobId }))?.progress).toBe(40);
    release();
    expect(await first).toBe('done');
    expect(await processJobMessage(message, t.deps('w3'))).toBe('done');
    expect(t.runs()).toBe(1);
    const job = await t.store.get({ accountId: 'acct_a', jobId });
    expect(job).toMatchObject({ status: 'succeeded', progress: 100, result: { ok: true } });
    expect(t.meter.credits).toBe(7);
  });

  it('reruns a job whose worker crashed once its lease expires, and completes it once', async () => {
    const t = setup(async () => ({ ok: true }));
    const { message, response } = await t.accept();
    const jobId = (response.body as { jobId: string }).jobId;
    // The first worker claims and then dies (no heartbeat, no result).
    await t.store.claim({ accountId: 'acct_a', jobId }, 'crashed', t.clock.now, 60_000);
    expect(await processJobMessage(message, t.deps('w2'))).toBe('retry');
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect(await processJobMessage(message, t.deps('w2'))).toBe('done');
    expect(t.runs()).toBe(1);
    expect((await t.store.get({ accountId: 'acct_a', jobId }))?.status).toBe('succeeded');
    expect(t.meter.entries.filter((e) => e.kind === 'refund')).toHaveLength(0);
  });

  it('fails a job with its problem and refunds exactly once across redeliveries and the dead-letter path', async () => {
    const t = setup(async () => {
      throw new AppError('unprocessable_input', 'videos[0]: not a readable video file.');
    });
    const { message, response } = await t.accept();
    const jobId = (response.body as { jobId: string }).jobId;
    expect(t.meter.credits).toBe(7);
    expect(await processJobMessage(message, t.deps('w1'))).toBe('done');
    expect(await processJobMessage(message, t.deps('w2'))).toBe('done');
    expect(await processDeadLetter(message, t.deps('dlq'))).toBe('done');
    expect(t.runs()).toBe(1);
    expect(t.meter.credits).toBe(10);
    expect(t.meter.entries.filter((e) => e.kind === 'refund')).toHaveLength(1);
    const job = await t.store.get({ accountId: 'acct_a', jobId });
    expect(job).toMatchObject({
      status: 'failed',
      refunded: true,
      error: { status: 422, code: 'unprocessable_input', detail: 'videos[0]: not a readable video file.' },
    });
  });

  it('dead-letters a job nobody could run: failed with a reason and refunded once', async () => {
    const t = setup(async () => ({}));
    const { message, response } = await t.accept();
    const jobId = (response.body as { jobId: string }).jobId;
    expect(await processDeadLetter(message, t.deps('dlq'))).toBe('done');
    expect(await processDeadLetter(message, t.deps('dlq'))).toBe('done');
    expect(await processJobMessage(message, t.deps('late'))).toBe('done');
    expect(t.runs()).toBe(0);
    expect(t.meter.credits).toBe(10);
    expect(t.meter.entries.filter((e) => e.kind === 'refund')).toHaveLength(1);
    expect((await t.store.get({ accountId: 'acct_a', jobId }))?.error).toMatchObject({ code: 'internal_error' });
  });

  it('fails and refunds a job whose engine is not configured', async () => {
    const t = setup(async () => ({}));
    const { message } = await t.accept();
    await processJobMessage(message, t.deps('w1', { implementationsById: new Map() }));
    expect(t.meter.credits).toBe(10);
  });

  it('POSTs a correctly signed webhook to a loopback receiver on success and on failure, each retry through the queue', async () => {
    const got: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
    let calls = 0;
    receiver = await startServer((req, res) => {
      calls += 1;
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => {
        body += c;
      });
      req.on('end', () => {
        got.push({ headers: req.headers, body });
        // The first delivery is refused with a 503: the sender must retry.
        res.statusCode = calls === 1 ? 503 : 204;
        res.end();
      });
    });
    const secret = 'whsec_test_secret';
    const queue = new MemoryWebhookQueue();
    const ok = setup(async () => ({ answer: 42 }));
    const webhooks = {
      queue,
      post: createWebhookPoster({ fetch: createSafeFetch({ allowAddresses: ['127.0.0.1'] }), now: () => new Date() }),
      secretOf: async () => secret,
      random: () => 0.5,
    };
    const { message } = await ok.accept({ webhookUrl: `${receiver.url}/hooks/ok` });
    expect(await processJobMessage(message, ok.deps('w1', { webhooks }))).toBe('done');
    // The worker only queued attempt 1; nothing was POSTed while it ran the job.
    expect(got).toHaveLength(0);
    expect(queue.sent).toMatchObject([{ message: { kind: 'webhook', attempt: 1, series: 1 }, delaySeconds: 0 }]);
    expect(await processJobMessage(queue.take() ?? '', ok.deps('w1', { webhooks }))).toBe('done');
    // 503: attempt 2 waits in the queue (a minute), not in the worker.
    expect(queue.sent).toMatchObject([{ message: { attempt: 2 }, delaySeconds: 60 }]);
    ok.clock.now = new Date(ok.clock.now.getTime() + 60_000);
    expect(await processJobMessage(queue.take() ?? '', ok.deps('w1', { webhooks }))).toBe('done');
    expect(queue.sent).toEqual([]);

    const bad = setup(async () => {
      throw new AppError('unprocessable_input', 'broken input');
    });
    const failed = await bad.accept({ webhookUrl: `${receiver.url}/hooks/fail` });
    expect(await processJobMessage(failed.message, bad.deps('w1', { webhooks }))).toBe('done');
    expect(await processJobMessage(queue.take() ?? '', bad.deps('w1', { webhooks }))).toBe('done');

    expect(got).toHaveLength(3);
    for (const delivery of got) {
      const timestamp = String(delivery.headers[webhookHeaders.timestamp.toLowerCase()]);
      const signature = String(delivery.headers[webhookHeaders.signature.toLowerCase()]);
      expect(delivery.headers[webhookHeaders.id.toLowerCase()]).toMatch(/^evt_/);
      expect(verifyWebhook(secret, { timestamp, signature }, delivery.body, Math.floor(Date.now() / 1000))).toBe(true);
      expect(verifyWebhook('whsec_other', { timestamp, signature }, delivery.body, Math.floor(Date.now() / 1000))).toBe(
        false,
      );
    }
    // Both attempts of one event carry its one id, so a receiver can drop a duplicate.
    expect(got[0]?.headers['alquimia-webhook-id']).toBe(got[1]?.headers['alquimia-webhook-id']);
    const success = JSON.parse(got[1]?.body ?? '{}');
    expect(success).toMatchObject({ type: 'job.succeeded', data: { status: 'succeeded', result: { answer: 42 } } });
    const failure = JSON.parse(got[2]?.body ?? '{}');
    expect(failure).toMatchObject({
      type: 'job.failed',
      data: { status: 'failed', error: { detail: 'broken input' } },
    });
    const okJob = [...ok.store.jobs.values()][0];
    expect(okJob?.webhook).toMatchObject({
      state: 'delivered',
      attempts: [
        { attempt: 1, status: 503, nextRetryAt: '2026-11-23T10:01:00.000Z' },
        { attempt: 2, status: 204, at: '2026-11-23T10:01:00.000Z' },
      ],
    });
  });

  it('queues the webhook of a job whose worker died after finishing it, on the next delivery of the job message', async () => {
    const queue = new MemoryWebhookQueue();
    const t = setup(async () => ({ answer: 1 }));
    const { message } = await t.accept({ webhookUrl: 'https://hooks.example/x' });
    // The first worker finishes the job but its process ends before the webhook is queued.
    const dying = {
      queue: { send: async () => Promise.reject(new Error('killed')) },
      ...scriptedPoster([{}]),
      secretOf: async () => 's',
    };
    await expect(processJobMessage(message, t.deps('w1', { webhooks: dying }))).rejects.toThrow('killed');
    expect(queue.sent).toEqual([]);

    const webhooks = { queue, ...scriptedPoster([{ status: 200 }]), secretOf: async () => 's' };
    expect(await processJobMessage(message, t.deps('w2', { webhooks }))).toBe('done');
    expect(queue.sent).toMatchObject([{ message: { kind: 'webhook', attempt: 1, series: 1 } }]);
    // Once queued, further deliveries of the job message queue nothing more.
    expect(await processJobMessage(message, t.deps('w3', { webhooks }))).toBe('done');
    expect(queue.sent).toHaveLength(1);
  });
});
