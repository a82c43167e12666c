import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';

/**
 * Large data exports (docs/privacy.md, "Export") on a queue of their own, consumed by a function of their own
 * (functions/platform/export-worker.ts): the platform function records the export and sends one message; the consumer
 * builds, stores and e-mails it at once. Two deliveries never build it twice (the export is taken by a conditional
 * write, functions/platform/account-data/export-builds.ts), and the crash sweep takes any export still pending a lease
 * (10 minutes) after it was last taken, so a lost message or a consumer that died costs minutes, not the export.
 *
 * SQS's redelivery is for a delivery that threw (the table or the bucket unreachable, a build that failed): the
 * message comes back after the queue's visibility (6 × the consumer's timeout), by when the export's lease is over.
 * The consumer itself marks an export failed on the delivery after its 3rd take, so `maxReceiveCount` leaves room for
 * that and for deliveries that failed before taking it. A message given up lands in the dead-letter queue, which has
 * no consumer (the export's own record is already failed, or the sweep finishes it): its depth raises an alarm.
 */
export const exportDelivery = {
  entry: 'functions/platform/export-worker.ts',
  description: 'Alquimia data export builder (one large export per message, at once)',
  /** As the sweep that built them before (infra/aws/constructs/charge-sweep.ts): a partition zipped in memory. */
  memoryMb: 1024,
  /** Shorter than the export's lease (10 minutes), so a take outlives the build that holds it. */
  timeoutSeconds: 300,
  /** 3 takes, the delivery that marks it failed, and one spare for a delivery that failed before taking it. */
  maxReceiveCount: 5,
  /** 5 receives at 30 minutes apart take 2.5 hours; a day covers an outage of the table. */
  retentionDays: 1,
  deadLetterRetentionDays: 14,
  /** Exports being built at once: a GB each, never allowed to crowd out the API's concurrency. */
  maxConcurrency: 5,
  queueName: 'exports',
  deadLetterQueueName: 'exports-dlq',
} as const;

/** Where exports are stored in the files bucket (functions/platform/account-data/exports.ts `exportPrefix`). */
export const exportObjectsPrefix = 'exports/';

/** The variable functions/platform/account-data/wiring.ts reads the export queue's URL from. */
export const exportQueueVariable = 'EXPORTS_QUEUE_URL';

/** Lets a function queue exports: the queue's URL in its environment and SendMessage on that queue, together. */
export function queuesExports(fn: LambdaFunction, queue: IQueue): void {
  fn.addEnvironment(exportQueueVariable, queue.queueUrl);
  queue.grantSendMessages(fn);
}
