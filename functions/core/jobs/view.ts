import { z } from 'zod';
import type { webhookOutput } from '../../../shared/operations/outputs/jobs.js';
import type { ResultSigner, StoredFile } from '../files/types.js';
import type { JobRecord } from './types.js';

/** `GET /api/jobs/{id}`: the public shape of a job record (no lease, input or debit internals). */
export interface JobView {
  readonly jobId: string;
  readonly operationId: string;
  readonly status: JobRecord['status'];
  readonly progress: number;
  readonly result: unknown;
  readonly error: Record<string, unknown> | null;
  readonly creditsCharged: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The webhook's delivery (null when the job was accepted without `webhookUrl`). */
  readonly webhook: WebhookView | null;
}

/** The webhook's delivery as `GET /api/jobs/{id}` shows it (the table's output schema is its one definition). */
export type WebhookView = z.infer<typeof webhookOutput>;

export function webhookView(job: JobRecord): WebhookView | null {
  if (job.webhookUrl === undefined) return null;
  const delivery = job.webhook;
  return {
    url: job.webhookUrl,
    state: delivery?.state ?? 'pending',
    nextRetryAt: delivery?.state === 'pending' ? (delivery.nextRetryAt ?? null) : null,
    attempts: (delivery?.attempts ?? []).map((a) => ({
      attempt: a.attempt,
      at: a.at,
      status: a.status ?? null,
      error: a.error ?? null,
      durationMs: a.durationMs,
      nextRetryAt: a.nextRetryAt ?? null,
    })),
  };
}

/**
 * How a job record holds a file result: the stored object's key and facts, never a URL. A presigned URL is only as
 * good as the credentials that signed it, and a worker's are a session that ends hours before the object does; so
 * the URL is signed whenever the job is read (or its webhook sent).
 */
const storedFile = z.object({
  key: z.string().min(1),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  filename: z.string(),
  storedAt: z.string(),
});

const storedFileSchema = z.object({ storedFile });

export const storedFileResult = (file: StoredFile): z.infer<typeof storedFileSchema> => ({ storedFile: file });

/**
 * How a job record holds generated videos (image to video): the clips kept as stored results and the facts about
 * them. Read, it is the answer functions/video/operations/image-to-video.ts documents: `videoUrl` (the first clip),
 * `videos[]` of `{url, expiresAt}`, `durationSeconds`, `width`, `height`, `provider`, every URL signed at the read.
 */
const storedVideosSchema = z.object({
  storedVideos: z.object({
    files: z.array(storedFile).min(1),
    durationSeconds: z.number(),
    width: z.number().int(),
    height: z.number().int(),
    provider: z.string(),
  }),
});

export type StoredVideos = z.infer<typeof storedVideosSchema>['storedVideos'];

export const storedVideosResult = (videos: StoredVideos): z.infer<typeof storedVideosSchema> => ({
  storedVideos: videos,
});

/**
 * A result as the client sees it, signed at `now`: a stored file becomes `{url, expiresAt, size, contentType}`, stored
 * videos their documented answer (null once the objects have expired); JSON results, and records written before
 * results were kept as keys, as is.
 */
export async function publicResult(result: unknown, sign: ResultSigner, now: Date): Promise<unknown> {
  const file = storedFileSchema.safeParse(result);
  if (file.success) return (await sign(file.data.storedFile, now)) ?? null;
  const videos = storedVideosSchema.safeParse(result);
  if (videos.success) return signedVideos(videos.data.storedVideos, sign, now);
  return result;
}

async function signedVideos(stored: StoredVideos, sign: ResultSigner, now: Date) {
  const signed = await Promise.all(stored.files.map((file) => sign(file, now)));
  const videos = signed.flatMap((s) => (s === undefined ? [] : [{ url: s.url, expiresAt: s.expiresAt }]));
  // The clips were kept together and expire together: a partial list would misreport what the job made.
  if (videos.length < signed.length) return null;
  const { files: _files, ...facts } = stored;
  return { videoUrl: videos[0]?.url ?? null, videos, ...facts };
}

export async function jobView(job: JobRecord, sign: ResultSigner, now: Date): Promise<JobView> {
  return {
    jobId: job.jobId,
    operationId: job.operationId,
    status: job.status,
    progress: job.status === 'succeeded' ? 100 : job.progress,
    result: job.status === 'succeeded' ? await publicResult(job.result ?? null, sign, now) : null,
    error: job.status === 'failed' ? (job.error ?? null) : null,
    // A failed job's credits went back: the record says what the job finally cost.
    creditsCharged: job.status === 'failed' && job.refunded ? 0 : job.creditsCharged,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    webhook: webhookView(job),
  };
}

/** Where a job's status is read; relative unless the API's public origin is known. */
export const statusUrlOf = (jobId: string, apiBaseUrl?: string): string =>
  `${apiBaseUrl ? apiBaseUrl.replace(/\/+$/, '') : ''}/api/jobs/${jobId}`;
