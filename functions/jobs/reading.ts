import { notFound } from '../core/errors.js';
import { type JobRecord, jobIdPattern } from '../core/jobs/types.js';
import { jobView } from '../core/jobs/view.js';
import type { JobsDeps } from './deps.js';

/**
 * The video status words (docs/product.md#public-api): `completed` is the one the product names; the others say where
 * the job is.
 */
export const specStatus = {
  queued: 'queued',
  running: 'processing',
  succeeded: 'completed',
  failed: 'failed',
} as const;

/** The download URL of a finished job's result: a stored file's presigned URL, or the first video of a list. */
export function resultUrl(result: unknown): string | null {
  if (typeof result !== 'object' || result === null) return null;
  const url = Reflect.get(result, 'url');
  if (typeof url === 'string') return url;
  const videos = Reflect.get(result, 'videos');
  if (Array.isArray(videos)) return resultUrl(videos[0]);
  return null;
}

/** Every video URL of a finished job's result: a list's, or the one file's. */
export function videoUrls(result: unknown): string[] {
  if (typeof result !== 'object' || result === null) return [];
  const videos = Reflect.get(result, 'videos');
  if (Array.isArray(videos)) return videos.map(resultUrl).filter((u): u is string => u !== null);
  const one = resultUrl(result);
  return one === null ? [] : [one];
}

/** Reading jobs: only from the caller's own partition, so another account's job id is simply not found (404). */
export async function findJob(deps: JobsDeps, accountId: string, id: string): Promise<JobRecord> {
  const missing = () => notFound(`No job ${id} in this account (jobs and their results expire after a day).`);
  if (!jobIdPattern.test(id)) throw missing();
  const job = await deps.store().get({ accountId, jobId: id });
  if (!job) throw missing();
  return job;
}

/** The job as the client sees it, its result's URL signed now (never the one the worker could have signed). */
export async function readJob(deps: JobsDeps, accountId: string, id: string, now: Date) {
  const job = await findJob(deps, accountId, id);
  return { job, view: await jobView(job, deps.sign(), now) };
}
