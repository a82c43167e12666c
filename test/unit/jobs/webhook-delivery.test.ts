import { Logger } from '@aws-lambda-powertools/logger';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobView } from '../../../functions/core/jobs/view.js';
import {
  ensureWebhookQueued,
  processWebhookMessage,
  type WebhookDeliveryDeps,
} from '../../../functions/core/jobs/webhook-delivery.js';
import {
  maxAttemptsOf,
  maxQueueDelaySeconds,
  retryDelayMs,
  webhookRetrySchedule,
} from '../../../functions/core/jobs/webhook-schedule.js';
import type { WebhookAttemptOutcome } from '../../../functions/core/jobs/webhooks.js';
import { MemoryJobStore } from './memory-store.js';
import { MemoryWebhookQueue, scriptedPoster } from './webhook-fakes.js';

/** Webhook delivery: a retry schedule of at least a day, every attempt on the job, waits that are the queue's. */

const logger = new Logger({ serviceName: 'test', logLevel: 'SILENT' });
const address = { accountId: 'acct_w', jobId: 'job_WebhookWebhookWebhoo' };
const hour = 3_600_000;

async function finishedJob(store: MemoryJobStore, at: Date, webhookUrl = 'https://hooks.example/in') {
  await store.create({
    ...address,
    keyId: 'key_w',
    plan: 1,
    operationId: 'video.merge-videos',
    input: '{}',
    creditsCharged: 3,
    requestId: 'req_w',
    webhookUrl,
    now: at,
  });
  await store.claim(address, 'w', at, 60_000);
  await store.succeed(address, 'w', { answer: 1 }, at);
  const job = await store.get(address);
  if (!job) throw new Error('no job');
  return job;
}

function setup(outcomes: readonly Partial<WebhookAttemptOutcome>[], random = () => 0.5) {
  const clock = { now: new Date('2026-11-23T10:00:00Z') };
  const store = new MemoryJobStore();
  const queue = new MemoryWebhookQueue();
  const poster = scriptedPoster(outcomes);
  const deps: WebhookDeliveryDeps = {
    store,
    queue,
    post: poster.post,
    secretOf: async () => 'whsec_w',
    signResult: async () => undefined,
    logger,
    now: () => clock.now,
    random,
  };
  /** Runs queued messages as the queue would hand them over: each when its delay has passed (the clock jumps). */
  const drain = async () => {
    for (let next = queue.sent.shift(); next !== undefined; next = queue.sent.shift()) {
      clock.now = new Date(clock.now.getTime() + next.delaySeconds * 1000);
      await processWebhookMessage(JSON.stringify(next.message), deps);
    }
  };
  return { clock, store, queue, poster, deps, drain };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the retry schedule', () => {
  it('spans at least 24 hours from the first attempt to the last, whatever the jitter, and its delays never shrink', () => {
    const attempts = maxAttemptsOf(webhookRetrySchedule);
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: attempts,
          maxLength: attempts,
        }),
        (randoms) => {
          const delays = randoms
            .slice(0, attempts - 1)
            .map((r, i) => retryDelayMs(webhookRetrySchedule, i + 1, r) ?? 0);
          const total = delays.reduce((a, b) => a + b, 0);
          expect(total).toBeGreaterThanOrEqual(24 * hour);
          expect(total).toBeLessThanOrEqual(48 * hour);
          for (const delay of delays) expect(delay).toBeGreaterThan(0);
          expect(retryDelayMs(webhookRetrySchedule, attempts, randoms[attempts - 1] ?? 0)).toBeUndefined();
        },
      ),
    );
    const base = webhookRetrySchedule.delaysSeconds;
    for (let i = 1; i < base.length; i++) expect(base[i]).toBeGreaterThanOrEqual(base[i - 1] ?? 0);
  });
});

describe('webhook delivery', () => {
  it('records every attempt of a receiver that fails 3 times then answers 2xx: status, time, duration, next retry; delays grow', async () => {
    const t = setup([
      { status: 503 },
      { error: 'no answer (connection failed or timed out)' },
      { status: 500 },
      { status: 204 },
    ]);
    const job = await finishedJob(t.store, t.clock.now);
    await ensureWebhookQueued(job, t.deps);
    await t.drain();

    const done = await t.store.get(address);
    const attempts = done?.webhook?.attempts ?? [];
    expect(attempts.map((a) => [a.attempt, a.status ?? a.error])).toEqual([
      [1, 503],
      [2, 'no answer (connection failed or timed out)'],
      [3, 500],
      [4, 204],
    ]);
    expect(done?.webhook?.state).toBe('delivered');
    // Each attempt ran when the one before said it would, and the waits grew: 1 min, 5 min, 30 min.
    for (let i = 1; i < attempts.length; i++) expect(attempts[i]?.at).toBe(attempts[i - 1]?.nextRetryAt);
    const gaps = attempts.slice(1).map((a, i) => Date.parse(a.at) - Date.parse(attempts[i]?.at ?? ''));
    expect(gaps).toEqual([60_000, 300_000, 1_800_000]);
    expect(attempts[3]?.nextRetryAt).toBeUndefined();
    for (const a of attempts) expect(a.durationMs).toBe(5);
    // One event: every attempt carries the same id and a body signed for its own timestamp.
    expect(new Set(t.poster.requests.map((r) => r.eventId)).size).toBe(1);

    // GET /api/jobs/{id} shows it.
    if (!done) throw new Error('no job');
    const view = await jobView(done, async () => undefined, t.clock.now);
    expect(view.webhook).toMatchObject({
      url: 'https://hooks.example/in',
      state: 'delivered',
      nextRetryAt: null,
      attempts: [
        { attempt: 1, status: 503, error: null, nextRetryAt: attempts[0]?.nextRetryAt },
        { attempt: 2, status: null, error: 'no answer (connection failed or timed out)' },
        { attempt: 3, status: 500 },
        { attempt: 4, status: 204, nextRetryAt: null },
      ],
    });
  });

  it('shows a pending delivery with its next retry while it waits', async () => {
    const t = setup([{ status: 502 }]);
    const job = await finishedJob(t.store, t.clock.now);
    await ensureWebhookQueued(job, t.deps);
    await processWebhookMessage(t.queue.take() ?? '', t.deps);
    const waiting = await t.store.get(address);
    if (!waiting) throw new Error('no job');
    const view = await jobView(waiting, async () => undefined, t.clock.now);
    expect(view.webhook).toMatchObject({
      state: 'pending',
      nextRetryAt: '2026-11-23T10:01:00.000Z',
      attempts: [{ attempt: 1, status: 502, at: '2026-11-23T10:00:00.000Z', nextRetryAt: '2026-11-23T10:01:00.000Z' }],
    });
  });

  it('gives up after the last attempt, more than 24 hours after the first, and keeps the job until then', async () => {
    const t = setup([{ status: 500 }], () => 0);
    const job = await finishedJob(t.store, t.clock.now);
    await ensureWebhookQueued(job, t.deps);
    await t.drain();
    const done = await t.store.get(address);
    const attempts = done?.webhook?.attempts ?? [];
    expect(attempts).toHaveLength(maxAttemptsOf(webhookRetrySchedule));
    expect(done?.webhook?.state).toBe('failed');
    const span = Date.parse(attempts.at(-1)?.at ?? '') - Date.parse(attempts[0]?.at ?? '');
    expect(span).toBeGreaterThanOrEqual(24 * hour);
    // The item outlives the last attempt (a finished job otherwise expires a day after it ended).
    expect((done?.ttl ?? 0) * 1000).toBeGreaterThan(Date.parse(attempts.at(-1)?.at ?? ''));
  });

  it('stops at 410 Gone and at a target the address guard refuses', async () => {
    for (const outcome of [{ status: 410 }, { error: 'refused', retryable: false }]) {
      const t = setup([outcome]);
      await ensureWebhookQueued(await finishedJob(t.store, t.clock.now), t.deps);
      await t.drain();
      expect(t.poster.requests).toHaveLength(1);
      expect((await t.store.get(address))?.webhook).toMatchObject({ state: 'failed', attempts: [{ attempt: 1 }] });
    }
  });

  it('never sleeps: every wait is a queue delay, at most SQS’s 15 minutes, and a longer wait hops through the queue', async () => {
    // With timers faked, any sleep inside the delivery would never end and the test would time out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate'] });
    const t = setup([{ status: 500 }]);
    await ensureWebhookQueued(await finishedJob(t.store, t.clock.now), t.deps);
    let hops = 0;
    for (let next = t.queue.sent.shift(); next !== undefined; next = t.queue.sent.shift()) {
      expect(next.delaySeconds).toBeLessThanOrEqual(maxQueueDelaySeconds);
      const before = t.poster.requests.length;
      t.clock.now = new Date(t.clock.now.getTime() + next.delaySeconds * 1000);
      await processWebhookMessage(JSON.stringify(next.message), t.deps);
      if (t.poster.requests.length === before) hops += 1;
    }
    expect(t.poster.requests).toHaveLength(maxAttemptsOf(webhookRetrySchedule));
    // The 12-hour waits alone need 47 extra hops of 15 minutes each.
    expect(hops).toBeGreaterThan(47);
  });

  it('a message that arrives before its attempt is due is sent on, not acted on', async () => {
    const t = setup([{ status: 500 }, { status: 200 }]);
    await ensureWebhookQueued(await finishedJob(t.store, t.clock.now), t.deps);
    await processWebhookMessage(t.queue.take() ?? '', t.deps);
    const early = t.queue.take() ?? '';
    await processWebhookMessage(early, t.deps);
    expect(t.poster.requests).toHaveLength(1);
    expect(t.queue.sent).toMatchObject([{ message: JSON.parse(early), delaySeconds: 60 }]);
  });

  it('a duplicate message posts at most once more and never starts a second chain of retries', async () => {
    const t = setup([{ status: 500 }]);
    await ensureWebhookQueued(await finishedJob(t.store, t.clock.now), t.deps);
    const first = t.queue.take() ?? '';
    // Two deliveries of attempt 1 at once: both may POST, only one records and queues attempt 2.
    await Promise.all([processWebhookMessage(first, t.deps), processWebhookMessage(first, t.deps)]);
    expect(t.queue.sent).toHaveLength(1);
    // A late duplicate finds attempt 2 queued already: nothing.
    await processWebhookMessage(first, t.deps);
    expect(t.queue.sent).toHaveLength(1);
    expect((await t.store.get(address))?.webhook?.attempts).toHaveLength(1);
  });

  it('a handler that died after recording an attempt, before queueing the next, is finished by the redelivery', async () => {
    const t = setup([{ status: 500 }]);
    await ensureWebhookQueued(await finishedJob(t.store, t.clock.now), t.deps);
    const first = t.queue.take() ?? '';
    const dying = { ...t.deps, queue: { send: async () => Promise.reject(new Error('killed')) } };
    await expect(processWebhookMessage(first, dying)).rejects.toThrow('killed');
    expect(t.queue.sent).toHaveLength(0);
    // SQS hands the same message over again: attempt 2 is queued, attempt 1 is not sent again.
    await processWebhookMessage(first, t.deps);
    expect(t.queue.sent).toMatchObject([{ message: { attempt: 2 } }]);
    expect(t.poster.requests).toHaveLength(1);
  });
});
