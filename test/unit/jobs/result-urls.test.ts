import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResultSaver, createResultSigner, createResultStore } from '../../../functions/core/files/results.js';
import { fileTtlSeconds } from '../../../functions/core/files/storage.js';
import { implement } from '../../../functions/core/implement.js';
import { file, type OperationContext } from '../../../functions/core/operation.js';
import { createJobsImplementations } from '../../../functions/jobs/implementations.js';
import { jobsGet, jobsVideoUrl } from '../../../shared/operations/jobs.js';
import type { Operation } from '../../../shared/operations/types.js';
import { videoMerge } from '../../../shared/operations/video.js';
import { readContext, runJobWithWebhook } from './job-run.js';

/**
 * Job results are kept as S3 keys and signed when read: a URL signed by the worker with its role's session would
 * stop working when the session ends, hours before the object's 24-hour lifetime.
 */

const accountId = 'acct_urls';
const jobId = 'job_UrlsUrlsUrlsUrlsUrls';
const finishedAt = new Date('2026-11-23T10:00:00Z');
const hour = 3_600_000;

/** Temporary credentials, as a Lambda role has: they expire, and URLs they sign die with them. */
const sessionClient = (expiration: Date) =>
  new S3Client({
    region: 'us-east-1',
    credentials: { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token', expiration },
  });

const owner = { accountId, keyId: 'key_u' };
const context = (operation: Operation, at: Date): OperationContext => readContext(operation, at, owner);

/** A job that produced a file, run by the worker with the real saver over a mocked S3. */
async function finishedJob(s3: S3Client, sent: unknown[] = []) {
  mockClient(s3).on(PutObjectCommand).resolves({});
  return runJobWithWebhook({
    ...owner,
    jobId,
    impl: implement(videoMerge, async () => file(new Uint8Array(1000), 'video/mp4', 'merged.mp4')),
    input: {},
    finishedAt,
    files: {
      resolveFile: async () => {
        throw new Error('no files');
      },
      saveResult: createResultSaver({ s3, bucket: 'files' }),
      signResult: createResultSigner({ s3, bucket: 'files' }),
    },
    sent,
  });
}

const signedResult = z.object({
  result: z.object({ url: z.string(), expiresAt: z.string(), size: z.number(), contentType: z.string() }),
});

describe('job result URLs', () => {
  it('the job record keeps the S3 key of the result, never a URL', async () => {
    const store = await finishedJob(sessionClient(new Date(finishedAt.getTime() + 12 * hour)));
    const job = await store.get({ accountId, jobId });

    expect(job?.status).toBe('succeeded');
    expect(job?.result).toMatchObject({
      storedFile: { key: expect.stringMatching(/^results\/res_[A-Za-z0-9]{20}\/merged\.mp4$/), size: 1000 },
    });
    expect(JSON.stringify(job?.result)).not.toMatch(/https?:|X-Amz/);
  });

  it('GET /api/jobs/{id} read twice answers URLs signed at each read, never past the object expiry', async () => {
    // The reading function's session outlives the object here, so the object's lifetime is the limit.
    const s3 = sessionClient(new Date(finishedAt.getTime() + 48 * hour));
    const store = await finishedJob(s3);
    const get = createJobsImplementations({
      store: () => store,
      sign: () => createResultSigner({ s3, bucket: 'files' }),
    }).find((i) => i.operation.id === jobsGet.id);
    if (!get) throw new Error('missing jobs.get');
    const read = async (at: Date) => {
      const answer = await get.run(jobsGet.input.parse({ id: jobId }), context(jobsGet, at));
      if (answer.kind !== 'json') throw new Error('expected JSON');
      return signedResult.parse(answer.body).result;
    };

    const first = await read(new Date(finishedAt.getTime() + 2 * hour));
    const second = await read(new Date(finishedAt.getTime() + 20 * hour));

    const a = new URL(first.url);
    const b = new URL(second.url);
    expect(a.searchParams.get('X-Amz-Date')).toBe('20261123T120000Z');
    expect(b.searchParams.get('X-Amz-Date')).toBe('20261124T060000Z');
    expect(a.searchParams.get('X-Amz-Signature')).not.toBe(b.searchParams.get('X-Amz-Signature'));
    // Each URL lives until the object expires (stored + 24 h) and no longer.
    const objectExpiry = finishedAt.getTime() + fileTtlSeconds * 1000;
    expect(Number(a.searchParams.get('X-Amz-Expires'))).toBe(22 * 3600);
    expect(Number(b.searchParams.get('X-Amz-Expires'))).toBe(4 * 3600);
    expect(Date.parse(first.expiresAt)).toBe(objectExpiry);
    expect(Date.parse(second.expiresAt)).toBe(objectExpiry);
  });

  it("the spec's video URL route signs at read time too, and a result past its lifetime has no URL", async () => {
    const s3 = sessionClient(new Date(finishedAt.getTime() + 48 * hour));
    const store = await finishedJob(s3);
    const impls = createJobsImplementations({
      store: () => store,
      sign: () => createResultSigner({ s3, bucket: 'files' }),
    });
    const videoUrl = impls.find((i) => i.operation.id === jobsVideoUrl.id);
    if (!videoUrl) throw new Error('missing the video URL route');
    const read = async (at: Date) => {
      const answer = await videoUrl.run(jobsVideoUrl.input.parse({ id: jobId }), context(jobsVideoUrl, at));
      return answer.kind === 'json' ? z.object({ url: z.string().nullable() }).parse(answer.body).url : undefined;
    };

    const fresh = await read(new Date(finishedAt.getTime() + hour));
    expect(new URL(fresh ?? '').searchParams.get('X-Amz-Date')).toBe('20261123T110000Z');
    expect(await read(new Date(finishedAt.getTime() + 25 * hour))).toBeNull();
  });

  it('the webhook carries a URL signed when it is sent', async () => {
    const sent: unknown[] = [];
    await finishedJob(sessionClient(new Date(finishedAt.getTime() + 48 * hour)), sent);

    const [payload] = sent;
    const { url, expiresAt } = signedResult.parse(payload).result;
    expect(new URL(url).searchParams.get('X-Amz-Date')).toBe('20261123T100000Z');
    expect(Date.parse(expiresAt)).toBe(finishedAt.getTime() + fileTtlSeconds * 1000);
  });

  it('expiresAt is when the signing session ends when that comes before the object expiry', async () => {
    const sessionEnds = new Date(finishedAt.getTime() + 3 * hour);
    const s3 = sessionClient(sessionEnds);
    mockClient(s3).on(PutObjectCommand).resolves({});
    const sign = createResultSigner({ s3, bucket: 'files' });

    const signed = await sign(
      {
        key: 'results/r/a.mp4',
        size: 1,
        contentType: 'video/mp4',
        filename: 'a.mp4',
        storedAt: finishedAt.toISOString(),
      },
      finishedAt,
    );
    const stored = await createResultStore({ s3, bucket: 'files' })(
      { bytes: new Uint8Array(3), contentType: 'application/pdf', filename: 'a.pdf' },
      finishedAt,
    );

    expect(signed?.expiresAt).toBe(sessionEnds.toISOString());
    // A sync result cannot be signed again later: its expiresAt says honestly when the one URL stops working.
    expect(stored.expiresAt).toBe(sessionEnds.toISOString());
    expect(new URL(stored.url).searchParams.get('X-Amz-Expires')).toBe(String(fileTtlSeconds));
  });
});
