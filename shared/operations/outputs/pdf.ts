import { z } from 'zod';

/** Bodies of the pdf family's JSON answers and of `POST /api/files` (served by the same Lambda). */

export const extractTextOutput = z.object({
  pageCount: z.number().int().min(0),
  text: z.string().describe('Every page, separated by a blank line.'),
  pages: z.array(z.object({ page: z.number().int().min(1), text: z.string() })),
});

/** 201 of `POST /api/files`: PUT the bytes to `uploadUrl` with the same Content-Type, then send `fileId`. */
export const uploadOutput = z.object({
  fileId: z.string().regex(/^file_/),
  uploadUrl: z.url().describe('POST a multipart/form-data form here: every `uploadFields` entry, then `file` last.'),
  uploadFields: z
    .record(z.string(), z.string())
    .describe('Form fields of the presigned POST (policy, signature, key, Content-Type), sent before the file.'),
  expiresAt: z.iso.datetime(),
  maxBytes: z.number().int().min(1),
  contentType: z.string(),
});
