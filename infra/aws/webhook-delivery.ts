import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';

/**
 * Job webhooks on AWS: a queue of their own, consumed by a small function of their own (functions/jobs/webhook-worker.ts).
 *
 * Each message is one due attempt (functions/core/jobs/webhook-delivery.ts); the retry schedule with its backoff
 * (1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 12 h, ±10 %: webhook-schedule.ts) is carried by message delays on this
 * queue, and a wait over SQS's 15-minute delay hops through it again. On the job queues those hops and attempts
 * would wait behind 15-minute renders, take the media worker's 5 GB for a 10-second POST, and come back only after
 * a job queue's 90-minute visibility when a handler failed.
 *
 * SQS's own redelivery (a handler that threw: the table or S3 unreachable) is the backstop, not the retry policy:
 * a message comes back after the queue's visibility (6 × the consumer's timeout) up to `maxReceiveCount` times, then
 * lands in the dead-letter queue, whose arrivals raise the dead-letter alarm. Its consumer, the jobs' dead-letter
 * function (functions/jobs/dead-letter.ts), records the delivery as failed on the job, with no next retry
 * (functions/core/jobs/webhook-dead-letter.ts); `POST /api/jobs/{id}/webhook/redeliver` starts it again.
 */
export const webhookDelivery = {
  entry: 'functions/jobs/webhook-worker.ts',
  description: 'Alquimia job webhook delivery (one attempt per message, retried on the schedule)',
  /** 0.44 CPU s of cold start: 3 s at 256 MB, 1 s at 768 MB (docs/performance.md). */
  memoryMb: 768,
  /**
   * One attempt: the receiver's POST is cut at 10 s (functions/core/jobs/webhooks.ts), plus reading the job and the
   * account's secret, signing the result URL and recording the attempt: 30 s leaves room for a slow table.
   */
  timeoutSeconds: 30,
  /** Receives before SQS gives a message up: about 30 minutes of redeliveries at 6 × 30 s apart. */
  maxReceiveCount: 10,
  /** A hop is re-sent before it waits 15 minutes, so a message never waits long; 4 days covers any outage. */
  retentionDays: 4,
  deadLetterRetentionDays: 14,
  /** Attempts in flight at once: POSTs to customers' endpoints, never allowed to crowd out the API's concurrency. */
  maxConcurrency: 10,
  queueName: 'webhooks',
  deadLetterQueueName: 'webhooks-dlq',
} as const;

/** The variable functions/core/jobs/wiring.ts reads the webhook queue's URL from. */
export const webhookQueueVariable = 'WEBHOOKS_QUEUE_URL';

/**
 * Lets a function queue webhook attempts: the queue's URL in its environment and SendMessage on that queue, always
 * together (a URL without the grant fails every attempt with AccessDenied, which is how the job queues' webhooks
 * failed before this queue existed: no function that queued them could send to the queue it named).
 */
export function queuesWebhooks(fn: LambdaFunction, queue: IQueue): void {
  fn.addEnvironment(webhookQueueVariable, queue.queueUrl);
  queue.grantSendMessages(fn);
}
