import { z } from 'zod';

/** Bodies of the job routes: the generic view and the video status shapes the spec shows. */

const jobProblem = z.record(z.string(), z.unknown()).describe('The problem the job failed with (RFC 9457 shape).');

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
});

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
