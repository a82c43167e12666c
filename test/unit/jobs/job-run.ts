import { Logger } from '@aws-lambda-powertools/logger';
import { expect } from 'vitest';
import { z } from 'zod';
import type { Implementation } from '../../../functions/core/implement.js';
import { processJobMessage, type WorkerDeps } from '../../../functions/core/jobs/worker.js';
import type { OperationContext } from '../../../functions/core/operation.js';
import type { Operation } from '../../../shared/operations/types.js';
import { MemoryMeter } from '../core/fakes.js';
import { MemoryJobStore } from './memory-store.js';
import { MemoryWebhookQueue } from './webhook-fakes.js';

/**
 * One job run to its end by the real worker over an in-memory store, then its webhook's first attempt: the set-up
 * of the tests that read a finished job's results (result-urls.test.ts, video/image-to-video.test.ts).
 */

export const silentLogger = new Logger({ serviceName: 'test', logLevel: 'SILENT' });

export interface JobRun {
  readonly accountId: string;
  readonly jobId: string;
  readonly keyId: string;
  readonly impl: Implementation;
  /** The job's validated input, as the API would have stored it. */
  readonly input: unknown;
  readonly finishedAt: Date;
  /** When the webhook's first attempt goes out (default: when the job finished). */
  readonly webhookAt?: Date;
  /** How the worker reads inputs and keeps and signs results. */
  readonly files: Pick<WorkerDeps, 'resolveFile' | 'saveResult' | 'signResult'>;
  /** Receives the `data` of each webhook sent. */
  readonly sent?: unknown[];
}

/** Runs the job and its webhook's first attempt; returns the store holding the finished job. */
export async function runJobWithWebhook(run: JobRun): Promise<MemoryJobStore> {
  const store = new MemoryJobStore();
  await store.create({
    jobId: run.jobId,
    accountId: run.accountId,
    keyId: run.keyId,
    plan: 1,
    operationId: run.impl.operation.id,
    input: JSON.stringify(run.input),
    creditsCharged: 0,
    requestId: 'req_job',
    webhookUrl: 'https://hooks.example/done',
    now: run.finishedAt,
  });
  let now = run.finishedAt;
  const queue = new MemoryWebhookQueue();
  const deps: WorkerDeps = {
    store,
    implementationsById: new Map([[run.impl.operation.id, run.impl]]),
    ...run.files,
    meter: new MemoryMeter(0),
    webhooks: {
      queue,
      secretOf: async () => 'whsec_test',
      post: async (request) => {
        run.sent?.push(z.object({ data: z.unknown() }).parse(JSON.parse(request.body)).data);
        return { status: 200, retryable: true, durationMs: 1 };
      },
    },
    logger: silentLogger,
    now: () => now,
  };
  expect(await processJobMessage(JSON.stringify({ accountId: run.accountId, jobId: run.jobId }), deps)).toBe('done');
  now = run.webhookAt ?? run.finishedAt;
  const attempt = queue.take();
  if (attempt === undefined) throw new Error('the worker queued no webhook');
  expect(await processJobMessage(attempt, deps)).toBe('done');
  return store;
}

/** The context of a request by the job's owner reading it at `at`. */
export const readContext = (
  operation: Operation,
  at: Date,
  owner: { readonly accountId: string; readonly keyId: string },
): OperationContext => ({
  operation,
  principal: { kind: 'api-key', ...owner, plan: 1 },
  requestId: 'req_read',
  logger: silentLogger,
  signal: new AbortController().signal,
  headers: {},
  now: () => at,
  runsAs: 'request',
});
