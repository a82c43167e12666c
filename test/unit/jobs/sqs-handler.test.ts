import { Logger } from '@aws-lambda-powertools/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { implement } from '../../../functions/core/implement.js';
import { createJobWorkerHandler } from '../../../functions/core/jobs/sqs-handler.js';
import type { WorkerDeps } from '../../../functions/core/jobs/worker.js';
import { json } from '../../../functions/core/operation.js';
import { toRecord } from '../../../infra/local/queue-poller.js';
import { videoMerge } from '../../../shared/operations/video.js';
import { lambdaContext, MemoryMeter } from '../core/fakes.js';
import { MemoryJobStore } from './memory-store.js';

/** The queue handler gives each job the Lambda's remaining time less its margin, and the worker holds it to that. */

const logger = new Logger({ serviceName: 'test', logLevel: 'SILENT' });
const address = { accountId: 'acct_a', jobId: 'job_aaaaaaaaaaaaaaaaaaaa' };
const now = new Date('2026-11-28T03:00:00Z');

/** A queued job whose operation never finishes on its own; `stopped` settles with the reason its signal gave. */
async function stalledJob() {
  const store = new MemoryJobStore();
  const meter = new MemoryMeter(10);
  const charge = await meter.charge({
    accountId: address.accountId,
    plan: 1,
    operationId: videoMerge.id,
    serviceId: 'x',
    credits: 3,
    requestId: 'req_1',
    now,
  });
  await store.create({
    ...address,
    keyId: 'key_a',
    plan: 1,
    operationId: videoMerge.id,
    input: '{}',
    creditsCharged: 3,
    debit: charge.debit,
    requestId: 'req_1',
    now,
  });
  let started: () => void = () => undefined;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const reasons: unknown[] = [];
  const impl = implement(videoMerge, async (_input, ctx) => {
    ctx.signal.addEventListener('abort', () => reasons.push(ctx.signal.reason), { once: true });
    started();
    await new Promise<never>(() => undefined);
    return json({});
  });
  const deps: WorkerDeps = {
    store,
    implementationsById: new Map([[impl.operation.id, impl]]),
    resolveFile: async () => {
      throw new Error('no files in these tests');
    },
    saveResult: async () => {
      throw new Error('no results in these tests');
    },
    signResult: async () => undefined,
    meter,
    logger,
    now: () => now,
    owner: 'w1',
    heartbeatMs: 1000,
  };
  return { store, meter, deps, running, reasons };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the job queue handler', () => {
  it('stops a job at its deadline, fails it with 504 timeout and refunds it', async () => {
    // Only timers are faked: a deadline kept by AbortSignal.timeout would never fire here, and the test would hang.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const t = await stalledJob();
    const handler = createJobWorkerHandler(() => t.deps);
    const message = { MessageId: 'm1', Body: JSON.stringify(address) };
    // Under 25 s left in the Lambda: the job gets what is left less the 20 s margin, at least 5 s: here 5 s.
    const handled = handler(
      { Records: [toRecord(message, 'arn:aws:sqs:us-east-1:0:jobs', 'us-east-1')] },
      lambdaContext(25_000),
    );
    await t.running;

    await vi.advanceTimersByTimeAsync(4_900);
    expect((await t.store.get(address))?.status).toBe('running');
    expect(t.reasons).toEqual([]);

    let answer: unknown;
    void handled.then((response) => {
      answer = response;
    });
    await vi.advanceTimersByTimeAsync(100);
    // Stopped by the faked clock alone, not by real time passing.
    await expect.poll(() => answer).toEqual({ batchItemFailures: [] });
    expect(t.reasons).toMatchObject([{ code: 'timeout' }]);
    expect(await t.store.get(address)).toMatchObject({
      status: 'failed',
      refunded: true,
      error: { status: 504, code: 'timeout', detail: 'The job did not finish in time.' },
    });
    expect(t.meter.credits).toBe(10);
  });
});
