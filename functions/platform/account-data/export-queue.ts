import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { z } from 'zod';

/**
 * The queue a large export is built from (docs/privacy.md, "Export"): the request records the export and sends one
 * message naming it; the export consumer (functions/platform/export-worker.ts) builds, stores and e-mails it at once.
 * SQS delivers at least once, so a build is taken by a conditional write first (export-builds.ts): two deliveries of
 * one message never build the same export twice. The scheduled sweep is the safety net for a message that was lost
 * or a consumer that died: it takes any export still pending `exportLeaseMs` after it was last taken (or recorded).
 */

/**
 * How long a taken export belongs to whoever took it: longer than the consumer's and the sweep's timeouts
 * (infra/aws/export-delivery.ts, infra/aws/constructs/charge-sweep.ts, 5 minutes each), and shorter than the queue's
 * visibility (6 × the consumer's timeout), so a redelivery after a crash finds the lease over and takes it.
 */
export const exportLeaseMs = 10 * 60 * 1000;
/** Takes before an export is marked failed (a take that crashed its builder counts). */
export const exportAttempts = 3;

export const exportMessage = z.object({ accountId: z.string().min(1), exportId: z.string().startsWith('exp_') });
export type ExportMessage = z.infer<typeof exportMessage>;

export interface ExportQueue {
  send(message: ExportMessage): Promise<void>;
}

export function createSqsExportQueue(deps: { readonly sqs: SQSClient; readonly queueUrl: string }): ExportQueue {
  return {
    async send(message) {
      await deps.sqs.send(new SendMessageCommand({ QueueUrl: deps.queueUrl, MessageBody: JSON.stringify(message) }));
    },
  };
}

/** The message in a queue record's body, or undefined when it is not one (never worth a redelivery). */
export function parseExportMessage(body: string): ExportMessage | undefined {
  try {
    const parsed = exportMessage.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
