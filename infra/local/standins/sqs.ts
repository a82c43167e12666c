import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { buildApp } from 'fauxqs';
import { portOf } from '../net.js';

export interface SqsStandIn {
  readonly endpoint: string;
  readonly port: number;
  /** Queue URLs by logical key. */
  readonly queueUrls: { readonly jobs: string; readonly deadLetter: string };
  /** Creates one more queue (bundled mode creates the template's own). */
  createQueue(spec: QueueSpec): Promise<{ readonly url: string; readonly arn: string }>;
  stop(): Promise<void>;
}

/** A queue as a template defines it: its name, visibility, retention and where failed messages go. */
export interface QueueSpec {
  readonly name: string;
  readonly visibilityTimeoutSeconds: number;
  readonly retentionSeconds?: number;
  readonly redrive?: { readonly deadLetterArn: string; readonly maxReceiveCount: number };
}

export interface QueueNames {
  readonly jobs: string;
  readonly deadLetter: string;
  readonly visibilityTimeoutSeconds: number;
  readonly maxReceiveCount: number;
  readonly retentionSeconds: number;
}

/**
 * fauxqs 1.9.2 in this process. `startFauxqs()` always binds 0.0.0.0, so we build its app and bind it to
 * loopback ourselves. Without a `host` option fauxqs derives queue URLs from the request's Host header,
 * which gives plain `http://127.0.0.1:<port>/000000000000/<name>` URLs (valid for the config's zod URL).
 */
export async function startSqs(names: QueueNames): Promise<SqsStandIn> {
  const app = buildApp({ logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = portOf(app.server);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new SQSClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    useQueueUrlAsEndpoint: false,
  });
  try {
    const dlq = await client.send(
      new CreateQueueCommand({
        QueueName: names.deadLetter,
        Attributes: { MessageRetentionPeriod: String(names.retentionSeconds) },
      }),
    );
    const deadLetterUrl = dlq.QueueUrl ?? '';
    const dlqAttributes = await client.send(
      new GetQueueAttributesCommand({ QueueUrl: deadLetterUrl, AttributeNames: ['QueueArn'] }),
    );
    const jobs = await client.send(
      new CreateQueueCommand({
        QueueName: names.jobs,
        Attributes: {
          VisibilityTimeout: String(names.visibilityTimeoutSeconds),
          RedrivePolicy: JSON.stringify({
            deadLetterTargetArn: dlqAttributes.Attributes?.QueueArn,
            maxReceiveCount: names.maxReceiveCount,
          }),
        },
      }),
    );
    return {
      endpoint,
      port,
      queueUrls: { jobs: jobs.QueueUrl ?? '', deadLetter: deadLetterUrl },
      async createQueue(spec) {
        const created = await client.send(
          new CreateQueueCommand({
            QueueName: spec.name,
            Attributes: {
              VisibilityTimeout: String(spec.visibilityTimeoutSeconds),
              ...(spec.retentionSeconds === undefined ? {} : { MessageRetentionPeriod: String(spec.retentionSeconds) }),
              ...(spec.redrive === undefined
                ? {}
                : {
                    RedrivePolicy: JSON.stringify({
                      deadLetterTargetArn: spec.redrive.deadLetterArn,
                      maxReceiveCount: spec.redrive.maxReceiveCount,
                    }),
                  }),
            },
          }),
        );
        const url = created.QueueUrl ?? '';
        const attributes = await client.send(
          new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }),
        );
        return { url, arn: attributes.Attributes?.QueueArn ?? '' };
      },
      stop: async () => {
        client.destroy();
        await app.close();
      },
    };
  } catch (error) {
    client.destroy();
    await app.close();
    throw new Error(`SQS (fauxqs) failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
}
