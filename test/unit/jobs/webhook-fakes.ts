import type { WebhookMessage, WebhookQueue } from '../../../functions/core/jobs/types.js';
import type { WebhookAttemptOutcome, WebhookPoster, WebhookRequest } from '../../../functions/core/jobs/webhooks.js';

/** The webhook queue in memory: what was sent, with the delay asked of the queue, in order. */
export class MemoryWebhookQueue implements WebhookQueue {
  readonly sent: { readonly message: WebhookMessage; readonly delaySeconds: number }[] = [];

  async send(message: WebhookMessage, delaySeconds: number): Promise<void> {
    this.sent.push({ message, delaySeconds });
  }

  /** Takes the oldest message off the queue, as its body. */
  take(): string | undefined {
    const next = this.sent.shift();
    return next === undefined ? undefined : JSON.stringify(next.message);
  }
}

/** A poster that answers from a list of outcomes (the last one repeats) and keeps every request. */
export function scriptedPoster(outcomes: readonly Partial<WebhookAttemptOutcome>[]): {
  readonly post: WebhookPoster;
  readonly requests: WebhookRequest[];
} {
  const requests: WebhookRequest[] = [];
  return {
    requests,
    post: async (request) => {
      const outcome = outcomes[Math.min(requests.length, outcomes.length - 1)] ?? {};
      requests.push(request);
      return { retryable: true, durationMs: 5, ...outcome };
    },
  };
}
