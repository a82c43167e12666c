import { z } from 'zod';
import { limits } from './common.js';
import { defineOperation } from './define.js';
import type { Operation } from './types.js';

/**
 * Uploads larger than the 6 MB Lambda request limit: the client asks for a presigned S3 PUT, sends the bytes
 * straight to S3, then names the returned `file_` id in any file field. Served by the pdf family's Lambda (it
 * already holds the files bucket grants); the resolver enforces each operation's own size limit on use.
 */

/** Largest object a presigned upload may hold; each operation's `maxFileBytes` still applies when it is used. */
export const uploadMaxBytes = 200 * 1024 * 1024;

/** Uploads and their presigned URLs live for a day (the files bucket's lifecycle rule deletes them). */
export const uploadTtlSeconds = 24 * 60 * 60;

export const filesCreate = defineOperation({
  id: 'files.create',
  method: 'POST',
  path: '/api/files',
  auth: 'api-key',
  family: 'pdf',
  credits: { kind: 'free' },
  input: z.object({
    filename: z.string().trim().min(1).max(200).optional().describe('Original file name, kept for the results.'),
    contentType: z
      .string()
      .trim()
      .regex(/^[\w.+-]+\/[\w.+-]+$/, 'expected a media type such as application/pdf')
      .default('application/octet-stream')
      .describe('Media type the PUT must send as Content-Type.'),
    size: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe(`Size in bytes, if known (at most ${uploadMaxBytes}); larger answers 413 before the upload.`),
  }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'Create an upload URL',
    description:
      'For files over the 6 MB request limit. Answers `{fileId, uploadUrl, expiresAt, maxBytes}`: PUT the bytes to `uploadUrl` with the same Content-Type within 24 hours, then send `fileId` in any file field.',
    example: { filename: 'report.pdf', contentType: 'application/pdf', size: 15_000_000 },
  },
});

export const fileOperations: readonly Operation[] = [filesCreate];
