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
}

export function jobView(job: JobRecord): JobView {
  return {
    jobId: job.jobId,
    operationId: job.operationId,
    status: job.status,
    progress: job.status === 'succeeded' ? 100 : job.progress,
    result: job.status === 'succeeded' ? (job.result ?? null) : null,
    error: job.status === 'failed' ? (job.error ?? null) : null,
    // A failed job's credits went back: the record says what the job finally cost.
    creditsCharged: job.status === 'failed' && job.refunded ? 0 : job.creditsCharged,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}

/** Where a job's status is read; relative unless the API's public origin is known. */
export const statusUrlOf = (jobId: string, apiBaseUrl?: string): string =>
  `${apiBaseUrl ? apiBaseUrl.replace(/\/+$/, '') : ''}/api/jobs/${jobId}`;
