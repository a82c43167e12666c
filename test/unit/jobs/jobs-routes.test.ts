import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it } from 'vitest';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import { createJobsImplementations } from '../../../functions/jobs/implementations.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { apiKeyAuthorizer, lambdaContext, MemoryMeter, restEvent } from '../core/fakes.js';
import { MemoryJobStore } from './memory-store.js';
import { MemoryWebhookQueue } from './webhook-fakes.js';

/** The jobs family through the real pipeline: one record, read in the generic and the spec's shapes, owner only. */

const store = new MemoryJobStore();
const webhookQueue = new MemoryWebhookQueue();
const handler = createFamilyHandler(
  'jobs',
  // Records seeded here hold results in the older `{url}` shape, which is answered as stored.
  createJobsImplementations({
    store: () => store,
    sign: () => async () => undefined,
    webhookQueue: () => webhookQueue,
  }),
  (): PipelineDeps => ({
    logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
    now: () => new Date(),
    price: operationPrice,
    meter: new MemoryMeter(0),
  }),
);

const get = async (
  resource: string,
  path: string,
  params: Record<string, string>,
  accountId = 'acct_test',
  method: 'GET' | 'POST' = 'GET',
) => {
  const response = await handler(
    restEvent({
      method,
      resource,
      path,
      pathParameters: resource.includes('{id}') ? params : undefined,
      query: resource.includes('{id}') ? undefined : params,
      authorizer: { ...apiKeyAuthorizer, accountId },
    }),
    lambdaContext(),
  );
  return { status: response.statusCode, body: JSON.parse(response.body) as Record<string, unknown> };
};

async function seed(jobId: string, finish: 'succeeded' | 'failed' | 'queued', webhookUrl?: string) {
  const address = { accountId: 'acct_test', jobId };
  const now = new Date('2026-11-23T10:00:00Z');
  await store.create({
    ...address,
    keyId: 'k',
    plan: 0,
    operationId: 'video.merge-videos',
    creditsCharged: 3,
    requestId: 'r',
    input: '{}',
    ...(webhookUrl === undefined ? {} : { webhookUrl }),
    now,
  });
  if (finish === 'queued') return;
  await store.claim(address, 'w', now, 60_000);
  if (finish === 'succeeded') {
    await store.succeed(
      address,
      'w',
      { url: 'https://files.example/v.mp4', expiresAt: 'x', size: 1, contentType: 'video/mp4' },
      now,
    );
  } else {
    await store.fail(address, 'w', { code: 'unprocessable_input', status: 422, detail: 'bad' }, now);
    await store.markRefunded(address);
  }
}

describe('jobs routes', () => {
  it('GET /api/jobs/{id} shows status, progress, result and charge to the owner', async () => {
    await seed('job_aaaaaaaaaaaaaaaaaaa1', 'succeeded');
    const { status, body } = await get('/api/jobs/{id}', '/api/jobs/job_aaaaaaaaaaaaaaaaaaa1', {
      id: 'job_aaaaaaaaaaaaaaaaaaa1',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      jobId: 'job_aaaaaaaaaaaaaaaaaaa1',
      status: 'succeeded',
      progress: 100,
      result: { url: 'https://files.example/v.mp4' },
      error: null,
      creditsCharged: 3,
    });
    expect(body).not.toHaveProperty('debit');
    expect(body).not.toHaveProperty('input');
  });

  it("answers 404 for another account's job, an unknown id and a malformed id", async () => {
    await seed('job_aaaaaaaaaaaaaaaaaaa2', 'queued');
    const other = await get(
      '/api/jobs/{id}',
      '/api/jobs/job_aaaaaaaaaaaaaaaaaaa2',
      { id: 'job_aaaaaaaaaaaaaaaaaaa2' },
      'acct_other',
    );
    expect(other.status).toBe(404);
    expect(
      (await get('/api/jobs/{id}', '/api/jobs/job_bbbbbbbbbbbbbbbbbbbb', { id: 'job_bbbbbbbbbbbbbbbbbbbb' })).status,
    ).toBe(404);
    expect((await get('/api/jobs/{id}', '/api/jobs/nope', { id: 'nope' })).status).toBe(404);
    expect((await get('/api/jobs/{id}', '/api/jobs/x', { id: '../../etc' })).status).toBe(400);
  });

  it("reads the same record in the spec's video shapes", async () => {
    const id = 'job_aaaaaaaaaaaaaaaaaaa1';
    expect((await get('/api/render/{id}/status', `/api/render/${id}/status`, { id })).body).toMatchObject({
      id,
      status: 'completed',
    });
    expect((await get('/api/videos/url', '/api/videos/url', { id })).body).toEqual({
      id,
      status: 'completed',
      url: 'https://files.example/v.mp4',
    });
    expect((await get('/api/videos/video-status/{id}', `/api/videos/video-status/${id}`, { id })).body).toMatchObject({
      sessionId: id,
      status: 'completed',
      videoUrl: 'https://files.example/v.mp4',
      videos: ['https://files.example/v.mp4'],
    });
    await seed('job_aaaaaaaaaaaaaaaaaaa3', 'failed');
    const failed = await get('/api/jobs/{id}', '/api/jobs/job_aaaaaaaaaaaaaaaaaaa3', {
      id: 'job_aaaaaaaaaaaaaaaaaaa3',
    });
    expect(failed.body).toMatchObject({ status: 'failed', creditsCharged: 0, error: { code: 'unprocessable_input' } });
  });

  describe('POST /api/jobs/{id}/webhook/redeliver', () => {
    const redeliver = (id: string, accountId = 'acct_test') =>
      get('/api/jobs/{id}/webhook/redeliver', `/api/jobs/${id}/webhook/redeliver`, { id }, accountId, 'POST');

    it('starts a new delivery of a finished job from attempt 1, free, keeping the earlier attempts', async () => {
      const id = 'job_redeliverredeliverr1';
      await seed(id, 'failed', 'https://hooks.example/r');
      const address = { accountId: 'acct_test', jobId: id };
      const now = new Date('2026-11-23T10:00:00Z');
      await store.startWebhook(address, 'evt_first', now);
      await store.recordWebhookAttempt(address, {
        series: 1,
        entry: { attempt: 1, at: now.toISOString(), status: 410, durationMs: 12 },
        state: 'failed',
        ttl: 0,
      });

      const { status, body } = await redeliver(id);
      expect(status).toBe(202);
      expect(body).toMatchObject({
        jobId: id,
        webhook: { url: 'https://hooks.example/r', state: 'pending', attempts: [{ attempt: 1, status: 410 }] },
      });
      expect(webhookQueue.sent.at(-1)).toMatchObject({
        message: { kind: 'webhook', jobId: id, series: 2, attempt: 1 },
        delaySeconds: 0,
      });
      expect((await store.get(address))?.webhook).toMatchObject({ eventId: 'evt_first', series: 2, nextAttempt: 1 });
      const read = await get('/api/jobs/{id}', `/api/jobs/${id}`, { id });
      expect(read.body).toMatchObject({ webhook: { state: 'pending' } });
    });

    it('answers 409 while the job runs or when it has no webhook, and 404 for another account', async () => {
      await seed('job_redeliverredeliverr2', 'queued', 'https://hooks.example/r');
      await seed('job_redeliverredeliverr3', 'succeeded');
      await seed('job_redeliverredeliverr4', 'succeeded', 'https://hooks.example/r');
      const sent = webhookQueue.sent.length;

      const running = await redeliver('job_redeliverredeliverr2');
      expect(running.status).toBe(409);
      expect(running.body).toMatchObject({ code: 'conflict', detail: expect.stringMatching(/is queued/) });
      const without = await redeliver('job_redeliverredeliverr3');
      expect(without.status).toBe(409);
      expect(without.body).toMatchObject({ code: 'conflict', detail: expect.stringMatching(/without a webhookUrl/) });
      expect((await redeliver('job_redeliverredeliverr4', 'acct_other')).status).toBe(404);
      expect(webhookQueue.sent.length).toBe(sent);
    });
  });
});
