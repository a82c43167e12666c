import { createHash, randomUUID } from 'node:crypto';
import { DeleteMessageBatchCommand, type Message, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { z } from 'zod';
import { buildContext } from './gateway/event.js';
import { type FunctionLoader, MissingFunctionError } from './gateway/functions.js';

export interface PollerOptions {
  readonly endpoint: string;
  readonly region: string;
  readonly queueUrl: string;
  readonly queueArn: string;
  /** Project-relative module with a `handler` export, e.g. `functions/jobs/worker.ts`. */
  readonly functionFile: string;
  readonly load: FunctionLoader;
  readonly batchSize: number;
  readonly logError: (line: string) => void;
}

export interface Poller {
  stop(): Promise<void>;
}

const batchResponseSchema = z
  .object({ batchItemFailures: z.array(z.object({ itemIdentifier: z.string() })).default([]) })
  .nullish();

/** An SQS record as the Lambda event source mapping builds it. */
export function toRecord(message: Message, queueArn: string, region: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  const body = message.Body ?? '';
  return {
    messageId: message.MessageId ?? randomUUID(),
    receiptHandle: message.ReceiptHandle ?? '',
    body,
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? '000000000000',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(message.MessageAttributes ?? {}).map(([name, value]) => [
        name,
        {
          dataType: value.DataType ?? 'String',
          ...(value.StringValue !== undefined ? { stringValue: value.StringValue } : {}),
          ...(value.BinaryValue !== undefined
            ? { binaryValue: Buffer.from(value.BinaryValue).toString('base64') }
            : {}),
        },
      ]),
    ),
    md5OfBody: message.MD5OfBody ?? createHash('md5').update(body).digest('hex'),
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

/**
 * The Lambda SQS event source for one queue: long-polls, calls the function with an SQSEvent, deletes
 * what succeeded (honouring `batchItemFailures`), and leaves failures to the queue's visibility timeout
 * and redrive policy, exactly the retry path AWS takes. A thrown error fails the whole batch.
 */
export function startQueuePoller(options: PollerOptions): Poller {
  const client = new SQSClient({
    endpoint: options.endpoint,
    region: options.region,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    useQueueUrlAsEndpoint: false,
  });
  const abort = new AbortController();
  const pause = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        abort.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      abort.signal.addEventListener('abort', done);
    });

  async function once(): Promise<void> {
    // Without the function there is no event source: messages wait in the queue instead of being burnt.
    let fn: Awaited<ReturnType<FunctionLoader>>;
    try {
      fn = await options.load(options.functionFile);
    } catch (error) {
      if (!(error instanceof MissingFunctionError)) throw error;
      await pause(2000);
      return;
    }
    const received = await client.send(
      new ReceiveMessageCommand({
        QueueUrl: options.queueUrl,
        MaxNumberOfMessages: options.batchSize,
        WaitTimeSeconds: 2,
        MessageSystemAttributeNames: ['All'],
        MessageAttributeNames: ['All'],
      }),
      { abortSignal: abort.signal },
    );
    const messages = received.Messages ?? [];
    if (messages.length === 0) return;
    const event: SQSEvent = { Records: messages.map((m) => toRecord(m, options.queueArn, options.region)) };
    let failed = new Set<string>(event.Records.map((r) => r.messageId));
    try {
      const response = batchResponseSchema.parse(
        await fn(event, buildContext('alquimia-local-worker', randomUUID(), 900_000)),
      );
      failed = new Set((response?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (error) {
      options.logError(
        `${options.functionFile} failed a batch: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const done = event.Records.filter((r) => !failed.has(r.messageId));
    if (done.length > 0) {
      await client.send(
        new DeleteMessageBatchCommand({
          QueueUrl: options.queueUrl,
          Entries: done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })),
        }),
      );
    }
  }

  const loop = (async () => {
    while (!abort.signal.aborted) {
      try {
        await once();
      } catch (error) {
        if (abort.signal.aborted) break;
        options.logError(
          `queue poller (${options.functionFile}): ${error instanceof Error ? error.message : String(error)}`,
        );
        await pause(1000);
      }
    }
  })();

  return {
    async stop() {
      abort.abort();
      await loop;
      client.destroy();
    },
  };
}
