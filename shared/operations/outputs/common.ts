import { z } from 'zod';
import { problemCodes } from '../../problems.js';

/**
 * Response bodies the pipeline itself answers, whatever the operation: a stored file's link, a job acceptance,
 * a dry run's price and the RFC 9457 problem. The OpenAPI components and the contract test read these.
 */

/** A large file result (or `output=url`): a presigned link valid for 24 hours. */
export const fileUrlOutput = z
  .object({
    url: z.url(),
    expiresAt: z.iso.datetime(),
    size: z.number().int().min(0),
    contentType: z.string(),
  })
  .describe('A large result (or `output=url`): a presigned link valid for 24 hours.');

/** 202 of a call that runs as a job (async-only operations, or `Prefer: respond-async`). */
export const jobAcceptedOutput = z
  .object({
    jobId: z.string(),
    id: z.string().describe('Same as jobId.'),
    sessionId: z
      .string()
      .optional()
      .describe("Same as jobId: image-to-video's name for it, polled at `GET /api/videos/video-status/{sessionId}`."),
    status: z.literal('queued'),
    statusUrl: z.string().describe('Where to poll the job (`GET /api/jobs/{id}`); also in the Location header.'),
  })
  .describe('Accepted as a job: poll `statusUrl` until it succeeds or fails.');

/** `?dry_run=true`: the price, without running or charging. */
export const dryRunOutput = z
  .object({
    dryRun: z.literal(true),
    operationId: z.string(),
    credits: z.number().int().min(0).describe('What the call would cost.'),
    balance: z.number().optional().describe('Your balance now (API-key calls).'),
  })
  .describe('The price of the call (`dry_run=true`); nothing ran and nothing was charged.');

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
      .describe('Each invalid field (400).'),
  })
  .describe('RFC 9457 problem details.');
