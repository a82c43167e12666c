import { z } from 'zod';

/** Bodies of the job routes: the generic view and the video status shapes of docs/product.md#public-api. */

/**
 * The English descriptions of this file's fields, by id (field-texts.ts): the OpenAPI document carries them and the
 * docs show them in the reader's language (shared/i18n/responses, docs/translations.md).
 */
export const jobsFieldTexts = {
  jobProblem: 'The problem the job failed with (RFC 9457 shape).',
  webhookAttemptNumber: '1 for the first attempt of a delivery (a redeliver starts again at 1).',
  webhookAttemptAt: 'When the attempt was sent (ISO 8601).',
  webhookAttemptStatus: "The receiver's HTTP status; null when it did not answer.",
  webhookAttemptError: 'Why there was no answer (connection refused, timed out, refused address).',
  webhookAttemptNextRetryAt: 'When the next attempt is due; null when this one ended the delivery.',
  webhookState:
    'pending until a 2xx (or while retries remain); failed after the last retry, a 410, or an attempt that ' +
    'could not be made (a fault on our side outlasting its redeliveries): no retry follows, redeliver to resend.',
  webhook: 'The delivery of the job webhook; null when the job was accepted without `webhookUrl`.',
  jobResult: "The operation's JSON answer, or `{url, expiresAt, size, contentType}` for a file; null until done.",
} as const;

const jobProblem = z.record(z.string(), z.unknown()).describe(jobsFieldTexts.jobProblem);

const webhookAttemptOutput = z.object({
  attempt: z.number().int().min(1).describe(jobsFieldTexts.webhookAttemptNumber),
  at: z.string().describe(jobsFieldTexts.webhookAttemptAt),
  status: z.number().int().nullable().describe(jobsFieldTexts.webhookAttemptStatus),
  error: z.string().nullable().describe(jobsFieldTexts.webhookAttemptError),
  durationMs: z.number().int().min(0),
  nextRetryAt: z.string().nullable().describe(jobsFieldTexts.webhookAttemptNextRetryAt),
});

export const webhookOutput = z
  .object({
    url: z.string(),
    state: z.enum(['pending', 'delivered', 'failed']).describe(jobsFieldTexts.webhookState),
    nextRetryAt: z.string().nullable(),
    attempts: z.array(webhookAttemptOutput),
  })
  .describe(jobsFieldTexts.webhook);

export const jobOutput = z.object({
  jobId: z.string(),
  operationId: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  progress: z.number().min(0).max(100),
  result: z.unknown().describe(jobsFieldTexts.jobResult),
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
