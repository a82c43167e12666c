import { z } from 'zod';
import { problemCodes } from '../../problems.js';

/**
 * Response bodies the pipeline itself answers, whatever the operation: a stored file's link, a job acceptance,
 * a dry run's price and the RFC 9457 problem. The OpenAPI components and the contract test read these.
 */

/**
 * The English descriptions of this file's fields, by id (field-texts.ts): the OpenAPI document carries them and the
 * docs show them in the reader's language (shared/i18n/responses, docs/translations.md).
 */
export const commonFieldTexts = {
  fileUrl: 'A large result (or `output=url`): a presigned link valid for 24 hours.',
  jobAcceptedId: 'Same as jobId.',
  jobAcceptedSessionId:
    "Same as jobId: image-to-video's name for it, polled at `GET /api/videos/video-status/{sessionId}`.",
  jobAcceptedStatusUrl: 'Where to poll the job (`GET /api/jobs/{id}`); also in the Location header.',
  jobAccepted: 'Accepted as a job: poll `statusUrl` until it succeeds or fails.',
  dryRunCredits: 'What the call would cost.',
  dryRunBalance: 'Your balance now (API-key calls).',
  dryRun: 'The price of the call (`dry_run=true`); nothing ran and nothing was charged.',
  problemErrors: 'Each invalid field (400).',
  problem: 'RFC 9457 problem details.',
} as const;

/** A large file result (or `output=url`): a presigned link valid for 24 hours. */
export const fileUrlOutput = z
  .object({
    url: z.url(),
    expiresAt: z.iso.datetime(),
    size: z.number().int().min(0),
    contentType: z.string(),
  })
  .describe(commonFieldTexts.fileUrl);

/** 202 of a call that runs as a job (async-only operations, or `Prefer: respond-async`). */
export const jobAcceptedOutput = z
  .object({
    jobId: z.string(),
    id: z.string().describe(commonFieldTexts.jobAcceptedId),
    sessionId: z.string().optional().describe(commonFieldTexts.jobAcceptedSessionId),
    status: z.literal('queued'),
    statusUrl: z.string().describe(commonFieldTexts.jobAcceptedStatusUrl),
  })
  .describe(commonFieldTexts.jobAccepted);

/** `?dry_run=true`: the price, without running or charging. */
export const dryRunOutput = z
  .object({
    dryRun: z.literal(true),
    operationId: z.string(),
    credits: z.number().int().min(0).describe(commonFieldTexts.dryRunCredits),
    balance: z.number().optional().describe(commonFieldTexts.dryRunBalance),
  })
  .describe(commonFieldTexts.dryRun);

const codes = Object.keys(problemCodes) as [keyof typeof problemCodes, ...(keyof typeof problemCodes)[]];

/** RFC 9457 problem details, as every error is answered (`application/problem+json`). */
export const problemOutput = z
  .looseObject({
    type: z.url(),
    title: z.string(),
    status: z.number().int().min(400).max(599),
    detail: z.string(),
    code: z.enum(codes),
    requestId: z.string(),
    errors: z
      .array(
        z.object({
          path: z.string(),
          message: z.string(),
          allowed: z.array(z.union([z.string(), z.number()])).optional(),
        }),
      )
      .optional()
      .describe(commonFieldTexts.problemErrors),
  })
  .describe(commonFieldTexts.problem);
