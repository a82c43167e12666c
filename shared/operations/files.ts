import { z } from 'zod';
import { limits } from './common.js';
import { defineOperation } from './define.js';
import { uploadOutput } from './outputs/pdf.js';
import type { Operation } from './types.js';

/**
 * Uploads larger than the inline body limit (`inlineBodyLimit`, about 4 MiB: API Gateway base64-encodes bodies into
 * Lambda's 6 MB request): the client asks for a presigned S3 POST, sends the bytes straight to S3, then names the
 * returned `file_` id in any file field. Served by the pdf family's Lambda (it already holds the files bucket
 * grants); the resolver enforces each operation's own size limit on use.
 */

/** Largest object a presigned upload may hold; each operation's `maxFileBytes` still applies when it is used. */
export const uploadMaxBytes = 200 * 1024 * 1024;

/** Uploads and results live for a day (the files bucket's lifecycle rule deletes them). */
export const uploadTtlSeconds = 24 * 60 * 60;

/** How long the presigned POST stays usable: long enough to start a big upload, too short to share around. */
export const uploadUrlTtlSeconds = 15 * 60;

export const filesCreate = defineOperation({
  id: 'files.create',
  output: uploadOutput,
  outputStatuses: [201],
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
      .describe('Media type of the file; the upload must send the same Content-Type field.'),
    size: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe(
        `Size in bytes, if known (at most ${uploadMaxBytes}; larger answers 413 before the upload). When given, the upload must be exactly this size.`,
      ),
  }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  service: {
    id: 'files-upload',
    name: 'Upload de arquivos',
    description: 'Envie arquivos grandes uma vez e use-os em qualquer serviço por 24 horas.',
    category: 'upload',
    icon: 'upload',
  },
  doc: {
    summary: 'Create an upload URL',
    description:
      'For files over the inline request limit (4 MiB). Answers `{fileId, uploadUrl, uploadFields, expiresAt, maxBytes}`: within 15 minutes, POST a multipart/form-data form to `uploadUrl` with every `uploadFields` entry and then the file as the last field, named `file` (S3 refuses files over `maxBytes` or another Content-Type); then send `fileId` in any file field. The upload is kept for 24 hours.',
    example: { filename: 'report.pdf', contentType: 'application/pdf', size: 15_000_000 },
  },
});

export const fileOperations: readonly Operation[] = [filesCreate];
