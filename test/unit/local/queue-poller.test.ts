import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { LambdaFunction } from '../../../infra/local/gateway/functions.js';
import { type Poller, startQueuePoller } from '../../../infra/local/queue-poller.js';
import { type SqsStandIn, startSqs } from '../../../infra/local/standins/sqs.js';

const eventSchema = z.object({
  Records: z.array(z.object({ messageId: z.string(), body: z.string(), eventSource: z.literal('aws:sqs') })),
});

let sqs: SqsStandIn;
let client: SQSClient;
const pollers: Poller[] = [];
const workerCalls: string[] = [];
const deadLetters: string[] = [];

/** The fake worker fails every message whose body starts with "fail", through batchItemFailures. */
const worker: LambdaFunction = async (event) => {
  const records = eventSchema.parse(event).Records;
  workerCalls.push(...records.map((r) => r.body));
  return {
    batchItemFailures: records.filter((r) => r.body.startsWith('fail')).map((r) => ({ itemIdentifier: r.messageId })),
  };
};
const deadLetter: LambdaFunction = async (event) => {
  deadLetters.push(...eventSchema.parse(event).Records.map((r) => r.body));
  return undefined;
};

beforeAll(async () => {
  sqs = await startSqs({
    jobs: 'poller-jobs',
    deadLetter: 'poller-jobs-dlq',
    visibilityTimeoutSeconds: 1,
    maxReceiveCount: 2,
    retentionSeconds: 3600,
  });
  client = new SQSClient({
    endpoint: sqs.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    useQueueUrlAsEndpoint: false,
  });
  const common = { endpoint: sqs.endpoint, region: 'us-east-1', batchSize: 5, logError: () => {} };
  pollers.push(
    startQueuePoller({
      ...common,
      queueUrl: sqs.queueUrls.jobs,
      queueArn: 'arn:aws:sqs:us-east-1:000000000000:poller-jobs',
      functionFile: 'worker.ts',
      load: async () => worker,
    }),
    startQueuePoller({
      ...common,
      queueUrl: sqs.queueUrls.deadLetter,
      queueArn: 'arn:aws:sqs:us-east-1:000000000000:poller-jobs-dlq',
      functionFile: 'dead-letter.ts',
      load: async () => deadLetter,
    }),
  );
}, 30_000);

afterAll(async () => {
  await Promise.all(pollers.map((p) => p.stop()));
  client.destroy();
  await sqs.stop();
});

async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
}

describe('queue poller', () => {
  it('delivers a message to the worker once when it succeeds', { timeout: 30_000 }, async () => {
    await client.send(new SendMessageCommand({ QueueUrl: sqs.queueUrls.jobs, MessageBody: 'ok-1' }));
    await eventually(() => workerCalls.includes('ok-1'));
    expect(workerCalls.filter((b) => b === 'ok-1')).toHaveLength(1);
  });

  it('redelivers a batch item failure and sends it to the dead-letter function after maxReceiveCount', {
    timeout: 30_000,
  }, async () => {
    await client.send(new SendMessageCommand({ QueueUrl: sqs.queueUrls.jobs, MessageBody: 'fail-1' }));
    await eventually(() => deadLetters.includes('fail-1'));
    expect(workerCalls.filter((b) => b === 'fail-1')).toHaveLength(2);
    expect(deadLetters).toEqual(['fail-1']);
    expect(workerCalls.filter((b) => b === 'ok-1')).toHaveLength(1);
  });
});
