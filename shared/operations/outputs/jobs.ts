import { z } from 'zod';

/** Bodies of the job routes: the generic view and the video status shapes of docs/product.md#public-api. */

const jobProblem = z.record(z.string(), z.unknown()).describe('The problem the job failed with (RFC 9457 shape).');

const webhookAttemptOutput = z.object({
  attempt: z.number().int().min(1).describe('1 for the first attempt of a delivery (a redeliver starts again at 1).'),
  at: z.string().describe('When the attempt was sent (ISO 8601).'),
  status: z.number().int().nullable().describe("The receiver's HTTP status; null when it did not answer."),
  error: z.string().nullable().describe('Why there was no answer (connection refused, timed out, refused address).'),
  durationMs: z.number().int().min(0),
  nextRetryAt: z.string().nullable().describe('When the next attempt is due; null when this one ended the delivery.'),
});

export const webhookOutput = z
  .object({
    url: z.string(),
    state: z
      .enum(['pending', 'delivered', 'failed'])
      .describe(
        'pending until a 2xx (or while retries remain); failed after the last retry, a 410, or an attempt that ' +
          'could not be made (a fault on our side outlasting its redeliveries): no retry follows, redeliver to resend.',
      ),
    nextRetryAt: z.string().nullable(),
    attempts: z.array(webhookAttemptOutput),
  })
  .describe('The delivery of the job webhook; null when the job was accepted without `webhookUrl`.');

export const jobOutput = z.object({
  jobId: z.string(),
  operationId: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  progress: z.number().min(0).max(100),
  result: z
    .unknown()
    .describe("The operation's JSON answer, or `{url, expiresAt, size, contentType}` for a file; null until done."),
  error: jobProblem.nullable(),
  creditsCharged: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
  webhook: webhookOutput.nullable(),
});

export const webhookRedeliverOutput = z.object({ jobId: z.string(), webhook: webhookOutput });

const videoStatus = z.enum(['queued', 'processing', 'completed', 'failed']);

export const renderStatusOutput = z.object({
  id: z.string(),
  status: videoStatus,
  progress: z.number().min(0).max(100),
  error: jobProblem.nullable(),
});

export const videoUrlOutput = z.object({ id: z.string(), status: videoStatus, url: z.string().nullable() });

export const videoStatusOutput = z.object({
  sessionId: z.string(),
  status: videoStatus,
  progress: z.number().min(0).max(100),
  videoUrl: z.string().nullable(),
  videos: z.array(z.string()),
  error: jobProblem.nullable(),
});
