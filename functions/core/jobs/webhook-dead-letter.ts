import type { Logger } from '@aws-lambda-powertools/logger';
import { epochSeconds } from '../store/table.js';
import type { JobAddress, JobStore, WebhookAttempt, WebhookMessage, WebhookState } from './types.js';
import { keepAfterLastAttemptSeconds } from './webhook-delivery.js';

/**
 * A webhook attempt whose message SQS gave up on: its handler failed on every receive (the table, S3 or the secret
 * unreachable; infra/aws/webhook-delivery.ts), so the message sits in the dead-letter queue and no message of the
 * delivery is left to try again. The delivery is recorded as failed for good, with a last entry saying why and no
 * next retry, so `GET /api/jobs/{id}` shows it and the customer can redeliver (docs/webhooks.md).
 */

/** The last entry's `error`: public words (the handler's own error is in the logs). */
export const deadLetteredError =
  'not sent: this attempt failed on our side on every try, so retries stopped; redeliver to send the event again';

export interface DeadLetterDeps {
  readonly store: JobStore;
  readonly logger: Logger;
  readonly now: () => Date;
}

/**
 * Whether the dead-lettered message was the delivery's only way forward: its own attempt is the one due, or it was
 * recorded but the handler died before queueing the next and every redelivery failed to queue it. A message
 * superseded since (delivered, failed, redelivered, or a later attempt queued) leaves the job alone.
 */
function stalledBy(message: WebhookMessage, state: WebhookState): boolean {
  if (state.state !== 'pending' || state.series !== message.series) return false;
  if (state.nextAttempt === message.attempt) return true;
  return state.nextAttempt === message.attempt + 1 && (state.queued ?? 0) < state.nextAttempt;
}

/** Records the delivery of a dead-lettered attempt as failed; a no-op for a superseded message or a repeat. */
export async function failDeadLetteredWebhook(message: WebhookMessage, deps: DeadLetterDeps): Promise<void> {
  const address: JobAddress = { accountId: message.accountId, jobId: message.jobId };
  const log = deps.logger.createChild({ persistentKeys: { ...address, attempt: message.attempt } });
  const state = (await deps.store.get(address))?.webhook;
  if (state === undefined || !stalledBy(message, state)) {
    log.info('dead-lettered webhook message superseded; nothing to record');
    return;
  }
  const now = deps.now();
  const entry: WebhookAttempt = {
    attempt: state.nextAttempt,
    at: now.toISOString(),
    error: deadLetteredError,
    durationMs: 0,
  };
  const recorded = await deps.store.recordWebhookAttempt(address, {
    series: state.series,
    entry,
    state: 'failed',
    ttl: epochSeconds(now) + keepAfterLastAttemptSeconds,
  });
  // Not recorded: an attempt or a redeliver changed the delivery since it was read, and that one decides.
  if (recorded) log.error('webhook message dead-lettered: delivery marked failed', { series: state.series });
}
