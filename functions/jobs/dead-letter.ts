import { createDeadLetterHandler } from '../core/jobs/sqs-handler.js';
import { defaultWorkerDeps } from '../core/jobs/wiring.js';

/** The dead-letter queue's consumer: a job SQS gave up on is failed and refunded exactly once. */
export const handler = createDeadLetterHandler(() => defaultWorkerDeps([]));
