import { createDeadLetterHandler } from '../core/jobs/sqs-handler.js';
import { defaultWorkerDeps } from '../core/jobs/wiring.js';

/**
 * The dead-letter queues' consumer: a job SQS gave up on is failed and refunded exactly once; a webhook attempt it gave
 * up on leaves its delivery failed on the job (functions/core/jobs/webhook-dead-letter.ts).
 */
export const handler = createDeadLetterHandler(() => defaultWorkerDeps([]));
