import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import { implement } from '../../../functions/core/implement.js';
import { acceptJob, type JobAcceptDeps } from '../../../functions/core/jobs/accept.js';
import { apiBaseUrlOf } from '../../../functions/core/jobs/api-base.js';
import { json } from '../../../functions/core/operation.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { videoMerge } from '../../../shared/operations/video.js';
import { lambdaContext, MemoryMeter, restEvent } from '../core/fakes.js';
import { MemoryJobStore } from './memory-store.js';

/** Job status URLs are absolute under the origin the client reached, so the 202's `statusUrl` can be fetched as is. */

const executeApi = 'k3x9abcd12.execute-api.sa-east-1.amazonaws.com';

describe('apiBaseUrlOf', () => {
  it('adds the stage on API Gateway’s execute-api host, where every path starts with it', () => {
    const event = { headers: { Host: executeApi, 'X-Forwarded-Proto': 'https' }, requestContext: { stage: 'prod' } };
    expect(apiBaseUrlOf(event)).toBe(`https://${executeApi}/prod`);
  });

  it('falls back to the request context’s domainName when there is no Host header', () => {
    const event = { headers: {}, requestContext: { stage: 'dev', domainName: executeApi } };
    expect(apiBaseUrlOf(event)).toBe(`https://${executeApi}/dev`);
  });

  it('uses a configured custom domain (CloudFront strips the viewer’s Host), without a stage', () => {
    const event = { headers: { host: executeApi, 'x-forwarded-proto': 'https' }, requestContext: { stage: 'prod' } };
    expect(apiBaseUrlOf(event, 'https://alquimia.example/')).toBe('https://alquimia.example');
  });

  it('answers the local gateway’s own origin: plain http on loopback, no stage, a loopback default ignored', () => {
    const event = { headers: { host: '127.0.0.1:4123' }, requestContext: { stage: 'local' } };
    expect(apiBaseUrlOf(event, 'http://localhost:3000')).toBe('http://127.0.0.1:4123');
    expect(apiBaseUrlOf({ headers: { host: 'localhost:4123' } })).toBe('http://localhost:4123');
  });

  it('stays unknown (relative URLs) for a missing or malformed Host, never echoing it into Location', () => {
    expect(apiBaseUrlOf({ headers: {} })).toBeUndefined();
    expect(apiBaseUrlOf({ headers: { host: 'evil.example/\r\nSet-Cookie: x' } })).toBeUndefined();
    expect(apiBaseUrlOf({ headers: { host: 'a b' } })).toBeUndefined();
  });
});

describe('a job accepted through the family handler', () => {
  const memoryDeps = (store: MemoryJobStore): JobAcceptDeps => ({
    store,
    queue: { send: async () => undefined },
    files: { saveUpload: async () => '', putInput: async () => '', getInput: async () => '' },
    // No DNS leaves the machine: example.com is a public address here.
    webhookPolicy: { resolve: async () => [{ address: '93.184.216.34', family: 4 }] },
  });

  it('answers an absolute statusUrl and Location under the host and stage the request came through', async () => {
    const store = new MemoryJobStore();
    const handler = createFamilyHandler('video', [implement(videoMerge, async () => json({}))], () => ({
      logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
      now: () => new Date(),
      price: operationPrice,
      // Remote clips are held at the longest output's price until the worker measures them (docs/pricing.md).
      meter: new MemoryMeter(100),
      acceptJob: (request) => acceptJob(memoryDeps(store), request),
    }));
    const event = restEvent({
      method: 'POST',
      resource: videoMerge.path,
      headers: { 'content-type': 'application/json', Host: executeApi, 'X-Forwarded-Proto': 'https' },
      body: JSON.stringify({ videos: ['https://example.com/a.mp4', 'https://example.com/b.mp4'] }),
      authorizer: { accountId: 'acct_a', keyId: 'key_a', plan: 1, principalId: 'acct_a' },
    });

    const response = await handler(event, lambdaContext());

    expect(response.statusCode).toBe(202);
    const body = z.object({ jobId: z.string(), statusUrl: z.string() }).parse(JSON.parse(response.body));
    expect(event.requestContext.stage).toBe('local');
    expect(body.statusUrl).toBe(`https://${executeApi}/local/api/jobs/${body.jobId}`);
    expect(response.headers?.Location).toBe(body.statusUrl);
  });
});
