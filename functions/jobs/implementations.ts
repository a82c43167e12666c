import {
  jobsGet,
  jobsRenderStatus,
  jobsVideoStatus,
  jobsVideoUrl,
  jobsWebhookRedeliver,
} from '../../shared/operations/jobs.js';
import { AppError, engineUnavailable, notFound } from '../core/errors.js';
import type { ResultSigner } from '../core/files/types.js';
import { type Implementation, implement } from '../core/implement.js';
import { type JobRecord, type JobStore, jobIdPattern, type WebhookQueue } from '../core/jobs/types.js';
import { jobView, webhookView } from '../core/jobs/view.js';
import { redeliverWebhook } from '../core/jobs/webhook-delivery.js';
import { json } from '../core/operation.js';

export interface JobsDeps {
  readonly store: () => JobStore;
  /** Signs a stored result's URL at read time (core/jobs/view.ts). */
  readonly sign: () => ResultSigner;
  /** Where a redelivered webhook's first attempt is queued (core/jobs/webhook-delivery.ts); none: 503. */
  readonly webhookQueue?: () => WebhookQueue;
}

/**
 * The video status words (docs/product.md#public-api): `completed` is the one the product names; the others say where
 * the job is.
 */
const specStatus = { queued: 'queued', running: 'processing', succeeded: 'completed', failed: 'failed' } as const;

/** The download URL of a finished job's result: a stored file's presigned URL, or the first video of a list. */
export function resultUrl(result: unknown): string | null {
  if (typeof result !== 'object' || result === null) return null;
  const url = Reflect.get(result, 'url');
  if (typeof url === 'string') return url;
  const videos = Reflect.get(result, 'videos');
  if (Array.isArray(videos)) return resultUrl(videos[0]);
  return null;
}

function videoUrls(result: unknown): string[] {
  if (typeof result !== 'object' || result === null) return [];
  const videos = Reflect.get(result, 'videos');
  if (Array.isArray(videos)) return videos.map(resultUrl).filter((u): u is string => u !== null);
  const one = resultUrl(result);
  return one === null ? [] : [one];
}

/** Reading jobs: only from the caller's own partition, so another account's job id is simply not found (404). */
export function createJobsImplementations(deps: JobsDeps): readonly Implementation[] {
  const find = async (accountId: string, id: string): Promise<JobRecord> => {
    const missing = () => notFound(`No job ${id} in this account (jobs and their results expire after a day).`);
    if (!jobIdPattern.test(id)) throw missing();
    const job = await deps.store().get({ accountId, jobId: id });
    if (!job) throw missing();
    return job;
  };

  /** The job as the client sees it, its result's URL signed now (never the one the worker could have signed). */
  const view = async (accountId: string, id: string, now: Date) => {
    const job = await find(accountId, id);
    return { job, view: await jobView(job, deps.sign(), now) };
  };

  return [
    implement(jobsGet, async (input, ctx) => json((await view(ctx.principal.accountId, input.id, ctx.now())).view)),
    implement(jobsRenderStatus, async (input, ctx) => {
      const { job, view: v } = await view(ctx.principal.accountId, input.id, ctx.now());
      return json({ id: job.jobId, status: specStatus[job.status], progress: v.progress, error: v.error });
    }),
    implement(jobsVideoUrl, async (input, ctx) => {
      const { job, view: v } = await view(ctx.principal.accountId, input.id, ctx.now());
      return json({ id: job.jobId, status: specStatus[job.status], url: resultUrl(v.result) });
    }),
    implement(jobsVideoStatus, async (input, ctx) => {
      const { job, view: v } = await view(ctx.principal.accountId, input.id, ctx.now());
      const videos = videoUrls(v.result);
      return json({
        sessionId: job.jobId,
        status: specStatus[job.status],
        progress: v.progress,
        videoUrl: videos[0] ?? null,
        videos,
        error: v.error,
      });
    }),
    implement(jobsWebhookRedeliver, async (input, ctx) => {
      const job = await find(ctx.principal.accountId, input.id);
      if (job.status !== 'succeeded' && job.status !== 'failed')
        throw new AppError('conflict', `Job ${job.jobId} is ${job.status}: its webhook goes out when it finishes.`);
      if (job.webhookUrl === undefined)
        throw new AppError(
          'conflict',
          `Job ${job.jobId} was accepted without a webhookUrl: there is nothing to redeliver.`,
        );
      if (deps.webhookQueue === undefined) throw engineUnavailable(jobsWebhookRedeliver.id);
      const state = await redeliverWebhook(job, { store: deps.store(), queue: deps.webhookQueue(), now: ctx.now });
      if (state === undefined)
        throw new AppError(
          'conflict',
          `Job ${job.jobId}'s webhook changed while redelivering it; read the job and retry.`,
        );
      const view = webhookView({ ...job, webhook: state });
      if (view === null) throw new Error('a job with a webhook URL has a webhook view');
      return json({ jobId: job.jobId, webhook: view }, 202);
    }),
  ];
}
