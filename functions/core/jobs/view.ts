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
const storedFileSchema = z.object({
  storedFile: z.object({
    key: z.string().min(1),
    size: z.number().int().nonnegative(),
    contentType: z.string(),
    filename: z.string(),
    storedAt: z.string(),
  }),
});

export const storedFileResult = (storedFile: StoredFile): z.infer<typeof storedFileSchema> => ({ storedFile });

/**
 * A result as the client sees it: a stored file becomes `{url, expiresAt, size, contentType}` signed at `now`
 * (null once the object has expired); JSON results, and records written before results were kept as keys, as is.
 */
export async function publicResult(result: unknown, sign: ResultSigner, now: Date): Promise<unknown> {
  const stored = storedFileSchema.safeParse(result);
  if (!stored.success) return result;
  return (await sign(stored.data.storedFile, now)) ?? null;
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
