import { createJobWorkerHandler } from '../core/jobs/sqs-handler.js';
import { defaultWorkerDeps } from '../core/jobs/wiring.js';
import { workerImplementations } from './families.js';

/**
 * The job worker Lambda (SQS event source on the jobs queue; locally the queue poller of `npm start`). It runs
 * any family's asynchronous operation with that family's own implementation.
 */
export const handler = createJobWorkerHandler(() => defaultWorkerDeps(workerImplementations()));
