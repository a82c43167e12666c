import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { JobQueue, WebhookQueue } from './types.js';

/** The jobs queue: one message per accepted job, carrying only its address (the record holds the rest). */
export function createSqsJobQueue(deps: { readonly sqs: SQSClient; readonly queueUrl: string }): JobQueue {
  return {
    async send(message) {
      await deps.sqs.send(new SendMessageCommand({ QueueUrl: deps.queueUrl, MessageBody: JSON.stringify(message) }));
    },
  };
}

/** The webhook queue: one message per due attempt, hidden for `delaySeconds` (the wait is the queue's). */
export function createSqsWebhookQueue(deps: { readonly sqs: SQSClient; readonly queueUrl: string }): WebhookQueue {
  return {
    async send(message, delaySeconds) {
      await deps.sqs.send(
        new SendMessageCommand({
          QueueUrl: deps.queueUrl,
          MessageBody: JSON.stringify(message),
          DelaySeconds: delaySeconds,
        }),
      );
    },
  };
}
