import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it } from 'vitest';
import { jobView } from '../../../functions/core/jobs/view.js';
import { deadLetteredError } from '../../../functions/core/jobs/webhook-dead-letter.js';
import {
  ensureWebhookQueued,
  processWebhookMessage,
  redeliverWebhook,
  type WebhookDeliveryDeps,
} from '../../../functions/core/jobs/webhook-delivery.js';
import { processDeadLetter, type WorkerDeps } from '../../../functions/core/jobs/worker.js';
import { MemoryMeter } from '../core/fakes.js';
import { MemoryJobStore } from './memory-store.js';
import { MemoryWebhookQueue, scriptedPoster } from './webhook-fakes.js';

/**
 * A webhook message SQS gave up on (its handler threw on every receive) reaches the dead-letter consumer: the job
 * must show the delivery failed for good, not pending forever, so the customer sees it and can redeliver.
 */

const logger = new Logger({ serviceName: 'test', logLevel: 'SILENT' });
const address = { accountId: 'acct_d', jobId: 'job_DeadDeadDeadDeadDead' };
const failing = () => Promise.reject(new Error('table unreachable'));

async function setup() {
  const clock = { now: new Date('2026-11-23T10:00:00Z') };
  const store = new MemoryJobStore();
  const queue = new MemoryWebhookQueue();
  const poster = scriptedPoster([{ status: 503 }, { status: 204 }]);
  const delivery: WebhookDeliveryDeps = {
    store,
    queue,
    post: poster.post,
    secretOf: async () => 'whsec_d',
    signResult: async () => undefined,
    logger,
    now: () => clock.now,
    random: () => 0.5,
  };
  const worker: WorkerDeps = {
    store,
    implementationsById: new Map(),
    resolveFile: failing,
    saveResult: failing,
    signResult: async () => undefined,
    meter: new MemoryMeter(0),
    logger,
    now: () => clock.now,
  };
  await store.create({
    ...address,
    keyId: 'key_d',
    plan: 1,
    operationId: 'video.merge-videos',
    input: '{}',
    creditsCharged: 3,
    requestId: 'req_d',
    webhookUrl: 'https://hooks.example/in',
    now: clock.now,
  });
  await store.claim(address, 'w', clock.now, 60_000);
  await store.succeed(address, 'w', { answer: 1 }, clock.now);
  const job = await store.get(address);
  if (!job) throw new Error('no job');
  await ensureWebhookQueued(job, delivery);
  /** The next queued message, handed over when due (the clock jumps by its delay). */
  const take = () => {
    const next = queue.sent.shift();
    if (next === undefined) throw new Error('nothing queued');
    clock.now = new Date(clock.now.getTime() + next.delaySeconds * 1000);
    return JSON.stringify(next.message);
  };
  const view = async () => {
    const current = await store.get(address);
    if (!current) throw new Error('no job');
    return (await jobView(current, async () => undefined, clock.now)).webhook;
  };
  return { clock, store, queue, poster, delivery, worker, take, view };
}

describe('a dead-lettered webhook message', () => {
  it('marks the delivery failed for good: a last entry saying why, no next retry; a redeliver then delivers it', async () => {
    const t = await setup();
    await processWebhookMessage(t.take(), t.delivery);
    // Attempt 2's handler throws on every receive (the account's secret cannot be read): SQS dead-letters it.
    const second = t.take();
    const broken = { ...t.delivery, secretOf: failing };
    for (let receive = 0; receive < 3; receive++) {
      await expect(processWebhookMessage(second, broken)).rejects.toThrow('table unreachable');
    }
    expect((await t.view())?.state).toBe('pending');

    expect(await processDeadLetter(second, t.worker)).toBe('done');

    const at = t.clock.now.toISOString();
    expect(await t.view()).toEqual({
      url: 'https://hooks.example/in',
      state: 'failed',
      nextRetryAt: null,
      attempts: [
        expect.objectContaining({ attempt: 1, status: 503, nextRetryAt: expect.any(String) }),
        { attempt: 2, at, status: null, error: deadLetteredError, durationMs: 0, nextRetryAt: null },
      ],
    });
    expect(t.queue.sent).toEqual([]);
    expect(t.poster.requests).toHaveLength(1);
    // A second copy of the dead letter changes nothing.
    await processDeadLetter(second, t.worker);
    expect((await t.view())?.attempts).toHaveLength(2);

    // The customer redelivers: a new series from attempt 1, which the receiver now takes.
    const failed = await t.store.get(address);
    if (!failed) throw new Error('no job');
    expect(await redeliverWebhook(failed, t.delivery)).toMatchObject({ series: 2, state: 'pending' });
    await processWebhookMessage(t.take(), t.delivery);
    expect(await t.view()).toMatchObject({ state: 'delivered', attempts: { length: 3 } });
  });

  it('marks it failed when the attempt was recorded but the next one could never be queued', async () => {
    const t = await setup();
    const first = t.take();
    const noQueue = { ...t.delivery, queue: { send: failing } };
    await expect(processWebhookMessage(first, noQueue)).rejects.toThrow('table unreachable');
    await expect(processWebhookMessage(first, noQueue)).rejects.toThrow('table unreachable');

    await processDeadLetter(first, t.worker);

    expect(await t.view()).toMatchObject({
      state: 'failed',
      nextRetryAt: null,
      attempts: [
        { attempt: 1, status: 503 },
        { attempt: 2, error: deadLetteredError, nextRetryAt: null },
      ],
    });
    expect(t.poster.requests).toHaveLength(1);
  });

  it('leaves a delivery alone when the message was superseded: a later attempt queued, or a redeliver since', async () => {
    const t = await setup();
    const first = t.take();
    await processWebhookMessage(first, t.delivery);
    // A duplicate of attempt 1 dead-lettered while attempt 2 waits in the queue.
    await processDeadLetter(first, t.worker);
    expect(await t.view()).toMatchObject({ state: 'pending', attempts: [{ attempt: 1 }] });

    // Attempt 2 dead-lettered, but the customer redelivered first: the new series is not touched.
    const second = t.take();
    const pending = await t.store.get(address);
    if (!pending) throw new Error('no job');
    await redeliverWebhook(pending, t.delivery);
    await processDeadLetter(second, t.worker);
    expect(await t.view()).toMatchObject({ state: 'pending', attempts: [{ attempt: 1 }] });
    expect((await t.store.get(address))?.webhook).toMatchObject({ series: 2, nextAttempt: 1 });
  });
});
