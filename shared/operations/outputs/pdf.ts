import { z } from 'zod';

/** Bodies of the pdf family's JSON answers and of `POST /api/files` (served by the same Lambda). */

/**
 * The English descriptions of this file's fields, by id (field-texts.ts): the OpenAPI document carries them and the
 * docs show them in the reader's language (shared/i18n/responses, docs/translations.md).
 */
export const pdfFieldTexts = {
  extractTextText: 'Every page, separated by a blank line.',
  uploadUrl: 'POST a multipart/form-data form here: every `uploadFields` entry, then `file` last.',
  uploadFields: 'Form fields of the presigned POST (policy, signature, key, Content-Type), sent before the file.',
} as const;

export const extractTextOutput = z.object({
  pageCount: z.number().int().min(0),
  text: z.string().describe(pdfFieldTexts.extractTextText),
  pages: z.array(z.object({ page: z.number().int().min(1), text: z.string() })),
});

/** 201 of `POST /api/files`: PUT the bytes to `uploadUrl` with the same Content-Type, then send `fileId`. */
export const uploadOutput = z.object({
  fileId: z.string().regex(/^file_/),
  uploadUrl: z.url().describe(pdfFieldTexts.uploadUrl),
  uploadFields: z.record(z.string(), z.string()).describe(pdfFieldTexts.uploadFields),
  expiresAt: z.iso.datetime(),
  maxBytes: z.number().int().min(1),
  contentType: z.string(),
});
