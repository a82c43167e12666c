import type { Logger } from '@aws-lambda-powertools/logger';
import { newId } from '../../../shared/ids.js';
import type { ResultSigner } from '../files/types.js';
import { jsonOrUndefined } from '../json.js';
import { epochSeconds } from '../store/table.js';
import {
  type JobAddress,
  type JobRecord,
  type JobStore,
  type WebhookAttempt,
  type WebhookMessage,
  type WebhookQueue,
  type WebhookState,
  webhookMessage,
} from './types.js';
import { jobView } from './view.js';
import { queueDelaySeconds, type RetrySchedule, retryDelayMs, webhookRetrySchedule } from './webhook-schedule.js';
import { type WebhookPoster, webhookBody } from './webhooks.js';

/**
 * Job webhooks, one attempt per queue message. The worker that finishes a job queues attempt 1; each attempt that
 * fails queues the next with the schedule's delay (webhook-schedule.ts) and records itself on the job, so the job
 * shows every attempt and when the next is due. Nothing here waits: the queue holds each message until it is due.
 *
 * Every step is guarded on the job item. A message is acted on only while its series (a redeliver starts a new one)
 * and attempt are the ones due, and only the attempt whose record wins the conditional write queues the next: a
 * duplicate message can cause one extra POST, never a second chain of retries.
 */

export interface WebhookDeliveryDeps {
  readonly store: JobStore;
  readonly queue: WebhookQueue;
  readonly post: WebhookPoster;
  readonly secretOf: (accountId: string) => Promise<string>;
  /** Signs a stored result's URL at each attempt, so a late delivery carries a URL that still works. */
  readonly signResult: ResultSigner;
  readonly logger: Logger;
  readonly now: () => Date;
  readonly schedule?: RetrySchedule;
  /** In [0, 1): the jitter's source (Math.random by default). */
  readonly random?: () => number;
}

const dueToleranceMs = 1000;

/** What a worker adds to its own store, signer, logger and clock to deliver webhooks. */
export type WebhookChannel = Omit<WebhookDeliveryDeps, 'store' | 'signResult' | 'logger' | 'now'>;

/** Finished items live a day; a delivery still retrying keeps its job a day past its next attempt. */
export const keepAfterLastAttemptSeconds = 86_400;

/**
 * Makes sure a finished job's webhook is on its way: starts the first delivery, or queues the attempt that is due
 * when the one before it was recorded but a crash lost its message. A no-op for a job without a webhook URL or one
 * whose due attempt is already queued, so every redelivery of the job message may call it.
 */
export async function ensureWebhookQueued(job: JobRecord, deps: WebhookDeliveryDeps): Promise<void> {
  if (job.webhookUrl === undefined || (job.status !== 'succeeded' && job.status !== 'failed')) return;
  const address = addressOf(job);
  const now = deps.now();
  if (job.webhook === undefined) {
    if (!(await deps.store.startWebhook(address, newId('evt'), now))) return;
    await enqueue(address, { series: 1, attempt: 1, dueAt: now }, deps);
    return;
  }
  await resume(address, job.webhook, deps);
}

/** Starts delivery anew from attempt 1 (the redeliver call); undefined when the job is not finished or raced. */
export async function redeliverWebhook(job: JobRecord, deps: Pick<WebhookDeliveryDeps, 'store' | 'queue' | 'now'>) {
  const address = addressOf(job);
  const now = deps.now();
  const state = await deps.store.restartWebhook(address, job.webhook, now);
  if (state === undefined) return undefined;
  await enqueue(address, { series: state.series, attempt: 1, dueAt: now }, deps);
  return state;
}

/** One webhook message: sent on if not yet due, stale if superseded, otherwise one attempt. Never sleeps. */
export async function processWebhookMessage(body: string, deps: WebhookDeliveryDeps): Promise<'done'> {
  const parsed = webhookMessage.safeParse(jsonOrUndefined(body));
  if (!parsed.success) {
    deps.logger.error('dropping a malformed webhook message', { body: body.slice(0, 500) });
    return 'done';
  }
  const message = parsed.data;
  const address: JobAddress = { accountId: message.accountId, jobId: message.jobId };
  // A message handed over a moment early (SQS's delays are not to the millisecond) counts as due.
  const wait = queueDelaySeconds(new Date(Date.parse(message.dueAt) - dueToleranceMs), deps.now());
  if (wait > 0) {
    // Longer than one queue delay: back into the queue for the next leg of the wait.
    await deps.queue.send(message, queueDelaySeconds(new Date(message.dueAt), deps.now()));
    return 'done';
  }
  const job = await deps.store.get(address);
  const state = job?.webhook;
  if (!job || state === undefined || job.webhookUrl === undefined || state.series !== message.series) return 'done';
  if (state.state === 'pending' && state.nextAttempt === message.attempt + 1) {
    // This attempt is recorded: the redelivery of a message whose handler died before queueing the next one.
    await resume(address, state, deps);
    return 'done';
  }
  if (state.state !== 'pending' || state.nextAttempt !== message.attempt) return 'done';
  await attempt(job, job.webhookUrl, state, message, deps);
  return 'done';
}

async function attempt(
  job: JobRecord,
  url: string,
  state: WebhookState,
  message: WebhookMessage,
  deps: WebhookDeliveryDeps,
): Promise<void> {
  const log = deps.logger.createChild({ persistentKeys: { jobId: job.jobId, accountId: job.accountId } });
  const address = addressOf(job);
  const startedAt = deps.now();
  const { webhook: _delivery, ...view } = await jobView(job, deps.signResult, startedAt);
  const body = webhookBody({
    id: state.eventId,
    type: job.status === 'succeeded' ? 'job.succeeded' : 'job.failed',
    createdAt: job.finishedAt ?? job.updatedAt,
    // Signed now, so the receiver's URL lasts as long as the object, not as long as a worker's session.
    data: view,
  });
  const outcome = await deps.post({ url, secret: await deps.secretOf(job.accountId), eventId: state.eventId, body });
  const delivered = outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
  // 410 Gone: the receiver says the endpoint is retired; anything else may heal within the schedule.
  const final = delivered || outcome.status === 410 || !outcome.retryable;
  const delayMs = final
    ? undefined
    : retryDelayMs(deps.schedule ?? webhookRetrySchedule, message.attempt, (deps.random ?? Math.random)());
  const nextRetryAt = delayMs === undefined ? undefined : new Date(startedAt.getTime() + delayMs);
  const entry: WebhookAttempt = {
    attempt: message.attempt,
    at: startedAt.toISOString(),
    ...(outcome.status === undefined ? {} : { status: outcome.status }),
    ...(outcome.error === undefined ? {} : { error: outcome.error }),
    durationMs: Math.round(outcome.durationMs),
    ...(nextRetryAt === undefined ? {} : { nextRetryAt: nextRetryAt.toISOString() }),
  };
  const next = delivered ? 'delivered' : nextRetryAt === undefined ? 'failed' : 'pending';
  const recorded = await deps.store.recordWebhookAttempt(address, {
    series: message.series,
    entry,
    state: next,
    ttl: epochSeconds(nextRetryAt ?? startedAt) + keepAfterLastAttemptSeconds,
  });
  // Lost the race to a duplicate of this message (or a redeliver): that one decides what follows.
  if (!recorded) return;
  if (next === 'failed') log.warn('webhook not delivered; giving up', entry);
  if (nextRetryAt !== undefined)
    await enqueue(address, { series: message.series, attempt: message.attempt + 1, dueAt: nextRetryAt }, deps);
}

/** Queues the due attempt of a pending delivery unless its message is known to be queued. */
async function resume(address: JobAddress, state: WebhookState, deps: WebhookDeliveryDeps): Promise<void> {
  if (state.state !== 'pending' || (state.queued ?? 0) >= state.nextAttempt) return;
  const dueAt = state.nextRetryAt === undefined ? deps.now() : new Date(state.nextRetryAt);
  await enqueue(address, { series: state.series, attempt: state.nextAttempt, dueAt }, deps);
}

async function enqueue(
  address: JobAddress,
  due: { readonly series: number; readonly attempt: number; readonly dueAt: Date },
  deps: Pick<WebhookDeliveryDeps, 'store' | 'queue' | 'now'>,
): Promise<void> {
  const message: WebhookMessage = {
    kind: 'webhook',
    ...address,
    series: due.series,
    attempt: due.attempt,
    dueAt: due.dueAt.toISOString(),
  };
  await deps.queue.send(message, queueDelaySeconds(due.dueAt, deps.now()));
  await deps.store.markWebhookQueued(address, due.series, due.attempt);
}

const addressOf = (job: JobRecord): JobAddress => ({ accountId: job.accountId, jobId: job.jobId });
