import type { z } from 'zod';
import { fileUrlOutput, jobAcceptedOutput } from '../../shared/operations/outputs/common.js';
import { jobOutput } from '../../shared/operations/outputs/jobs.js';
import { type Answer, call, ensure, ensureStatus, jsonHeaders } from './http.js';
import { pathOf } from './table.js';

/**
 * The async contract every family shares (202 `{jobId, statusUrl}`, then `GET /api/jobs/{id}` until final),
 * checked the way a customer's client would use it.
 */

export type JobView = z.infer<typeof jobOutput>;

/** How long a smoke job may take: a tiny OCR or slideshow, queued behind nothing. */
const jobTimeoutMs = 45_000;
const pollEveryMs = 400;

/** Sends `body` to `path` as a job; `prefer` adds `Prefer: respond-async` (needed for async-allowed operations). */
export async function acceptJob(
  base: string,
  key: string,
  path: string,
  body: unknown,
  prefer: boolean,
): Promise<{ answer: Answer; jobId: string }> {
  const answer = await call(base, path, {
    method: 'POST',
    headers: jsonHeaders(key, prefer ? { prefer: 'respond-async' } : {}),
    body: JSON.stringify(body),
  });
  ensureStatus(answer, 202, `POST ${path}`);
  const accepted = answer.json(jobAcceptedOutput);
  const statusPath = pathOf('jobs.get', { id: accepted.jobId });
  ensure(
    new URL(accepted.statusUrl, base).pathname === statusPath,
    `statusUrl ${accepted.statusUrl} is not ${statusPath}`,
  );
  ensure(answer.headers.get('location') === accepted.statusUrl, 'Location differs from statusUrl');
  if (prefer) {
    ensure(answer.headers.get('preference-applied') === 'respond-async', 'no Preference-Applied: respond-async');
  }
  return { answer, jobId: accepted.jobId };
}

/** Polls `GET /api/jobs/{id}` (free) until the job is final (succeeded or failed). */
export async function awaitJob(base: string, key: string, jobId: string): Promise<JobView> {
  const deadline = Date.now() + jobTimeoutMs;
  for (;;) {
    const answer = await call(base, pathOf('jobs.get', { id: jobId }), { headers: { 'api-token': key } });
    ensureStatus(answer, 200, `GET job ${jobId}`);
    const job = answer.json(jobOutput);
    ensure(job.jobId === jobId, `asked for ${jobId}, got ${job.jobId}`);
    if (job.status === 'failed' || job.status === 'succeeded') return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.status} after ${jobTimeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, pollEveryMs));
  }
}

/** A job's stored file: the presigned link, fetched and checked against the size and type it announced. */
export async function downloadResult(base: string, job: JobView): Promise<{ bytes: Uint8Array; contentType: string }> {
  const parsed = fileUrlOutput.safeParse(job.result);
  ensure(parsed.success, `job result is not a file link: ${JSON.stringify(job.result).slice(0, 160)}`);
  const result = parsed.data;
  const answer = await call(base, result.url);
  ensureStatus(answer, 200, 'GET the result URL');
  ensure(
    answer.bytes.byteLength === result.size,
    `result is ${answer.bytes.byteLength} bytes, announced ${result.size}`,
  );
  return { bytes: answer.bytes, contentType: result.contentType };
}
