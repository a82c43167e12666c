import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it } from 'vitest';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import { createJobsImplementations } from '../../../functions/jobs/implementations.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { apiKeyAuthorizer, lambdaContext, MemoryMeter, restEvent } from '../core/fakes.js';
import { MemoryJobStore } from './memory-store.js';

/** The jobs family through the real pipeline: one record, read in the generic and the spec's shapes, owner only. */

const store = new MemoryJobStore();
const handler = createFamilyHandler(
  'jobs',
  // Records seeded here hold results in the older `{url}` shape, which is answered as stored.
  createJobsImplementations({ store: () => store, sign: () => async () => undefined }),
  (): PipelineDeps => ({
    logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
    now: () => new Date(),
    price: operationPrice,
    meter: new MemoryMeter(0),
  }),
);

const get = async (resource: string, path: string, params: Record<string, string>, accountId = 'acct_test') => {
  const response = await handler(
    restEvent({
      method: 'GET',
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

async function seed(jobId: string, finish: 'succeeded' | 'failed' | 'queued') {
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
});
