import { newId } from '../../../shared/ids.js';
import { keptWebhookAttempts, legacyEventId, type WebhookState } from './types.js';
import { maxAttemptsOf, webhookRetrySchedule } from './webhook-schedule.js';

/**
 * The state a redeliver leaves: the next series from attempt 1, due now. Earlier attempts stay on the job (the
 * latest ones, so the list stays bounded however often a customer redelivers) beside the new series' attempts.
 */
export function restartedWebhook(expected: WebhookState | undefined, now: Date): WebhookState {
  const keep = keptWebhookAttempts - maxAttemptsOf(webhookRetrySchedule);
  return {
    state: 'pending',
    // The same event as before (receivers drop an id they have processed), unless it never had one.
    eventId: expected && expected.eventId !== legacyEventId ? expected.eventId : newId('evt'),
    series: (expected?.series ?? 0) + 1,
    nextAttempt: 1,
    nextRetryAt: now.toISOString(),
    attempts: (expected?.attempts ?? []).slice(-keep),
  };
}
