import { createQueueHandler } from '../core/jobs/sqs-handler.js';
import { webhookMessage } from '../core/jobs/types.js';
import { defaultWorkerDeps } from '../core/jobs/wiring.js';
import { processJobMessage } from '../core/jobs/worker.js';

const isWebhookMessage = (body: string): boolean => {
  try {
    return webhookMessage.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
};

/**
 * The webhook delivery Lambda on AWS (SQS event source on the webhook queue, infra/aws/webhook-delivery.ts): one
 * attempt of a job's webhook per message, with no engines. A job message sent here by mistake is left to the queue,
 * so its dead-letter consumer fails and refunds the job rather than this function dropping it. Locally the job
 * worker delivers webhooks from the jobs queue (functions/core/jobs/wiring.ts).
 */
export const handler = createQueueHandler(
  () => defaultWorkerDeps([]),
  async (body, deps) => {
    if (isWebhookMessage(body)) return processJobMessage(body, deps);
    deps.logger.error('a message that is not a webhook attempt reached the webhook queue; leaving it to the queue');
    return 'retry';
  },
);
