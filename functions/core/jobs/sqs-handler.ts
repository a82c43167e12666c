import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { Implementation } from '../implement.js';
import { type MessageOutcome, processDeadLetter, processJobMessage, type WorkerDeps } from './worker.js';

/** Milliseconds kept back from the Lambda deadline so a job stopped by it is still failed and refunded. */
const deadlineMarginMs = 20_000;

export type QueueHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

/** Implementations by operation id, for the worker that runs any family's jobs. */
export function implementationsById(list: readonly Implementation[]): ReadonlyMap<string, Implementation> {
  return new Map(list.map((impl) => [impl.operation.id, impl]));
}

/**
 * The SQS event source's side: each record is one job message, processed one after another (a worker Lambda
 * is sized for one ffmpeg at a time). Records whose outcome is `retry`, or that threw, are reported as batch item
 * failures so only they come back. Each record gets the time left before the Lambda's deadline, less the margin,
 * as a time limit the worker enforces with shared/deadline.ts (a timer it holds, not an `AbortSignal.timeout`).
 */
export function createQueueHandler(
  deps: () => WorkerDeps | Promise<WorkerDeps>,
  process: (body: string, deps: WorkerDeps, timeoutMs: number) => Promise<MessageOutcome>,
): QueueHandler {
  let built: Promise<WorkerDeps> | undefined;
  return async (event, context) => {
    built ??= Promise.resolve(deps());
    const ready = await built;
    const failures: { itemIdentifier: string }[] = [];
    for (const record of event.Records) {
      try {
        const remaining = context.getRemainingTimeInMillis?.() ?? 900_000;
        const timeoutMs = Math.max(remaining - deadlineMarginMs, 5_000);
        if ((await process(record.body, ready, timeoutMs)) === 'retry')
          failures.push({ itemIdentifier: record.messageId });
      } catch (error) {
        ready.logger.error('job message failed; it will be redelivered', { error, messageId: record.messageId });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}

export const createJobWorkerHandler = (deps: () => WorkerDeps | Promise<WorkerDeps>): QueueHandler =>
  createQueueHandler(deps, (body, d, timeoutMs) => processJobMessage(body, d, { timeoutMs }));

export const createDeadLetterHandler = (deps: () => WorkerDeps | Promise<WorkerDeps>): QueueHandler =>
  createQueueHandler(deps, (body, d) => processDeadLetter(body, d));
