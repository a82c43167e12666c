import { jobWorkers } from './families.js';

/**
 * How long SQS hides a message from other consumers, derived from the function that consumes it. Lambda's SQS
 * poller needs the queue's visibility timeout to be at least six times the function's timeout (AWS's guidance for
 * SQS event sources): a shorter one lets a message reappear while its first invocation, or the poller's own
 * retries of a throttled batch, still hold it. Lambda refuses a mapping whose visibility is under the timeout.
 */
export const eventSourceVisibilityFactor = 6;

export const eventSourceVisibilitySeconds = (functionTimeoutSeconds: number): number =>
  eventSourceVisibilityFactor * functionTimeoutSeconds;

/** The dead-letter consumer fails and refunds one job per message: table writes only. */
export const deadLetterConsumerTimeoutSeconds = 60;

/** A worker's queue: six times the worker's timeout (15 minutes → 90 minutes). */
export function workerQueueVisibilitySeconds(timeoutSeconds: number): number {
  return eventSourceVisibilitySeconds(timeoutSeconds);
}

/** The longest any job queue hides a message; SQS's own ceiling is 12 hours. */
export const longestJobVisibilitySeconds = Math.max(
  ...jobWorkers.map((w) => workerQueueVisibilitySeconds(w.timeoutSeconds)),
);
