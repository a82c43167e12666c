import { z } from 'zod';
import { fileRef, int, text, url } from '../schemas/fields.js';
import { jobFields, limits } from './common.js';
import { defineOperation } from './define.js';
import type { Operation } from './types.js';

/**
 * Text extraction. The spec gives no prices: OCR and web extraction cost 1 credit each (local engines, like the
 * PDF tools). Script processing is a dashboard helper and free: the images it leads to are what is charged.
 */

export const ocrLanguages = ['por', 'eng'] as const;

export const textExtractImageText = defineOperation({
  id: 'text.extract-image-text',
  method: 'POST',
  path: '/api/text/extract-image-text',
  auth: 'api-key',
  family: 'text',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    file: fileRef().describe('The image (PNG, JPG, WEBP, TIFF...).'),
    language: z.enum(ocrLanguages).default('por').describe('por (Portuguese) or eng (English).'),
    ...jobFields,
  }),
  bodyTypes: ['multipart', 'json'],
  fileFields: ['file'],
  response: 'json',
  mode: 'async-allowed',
  limits: { ...limits.image, maxFiles: 1 },
  serviceId: 'text-extract-image-text',
  doc: {
    summary: 'Extract text from an image (OCR)',
    description: 'Answers `{text, confidence, language}`.',
    example: { file: 'https://example.com/receipt.png', language: 'por' },
  },
});

export const textExtractWebInfo = defineOperation({
  id: 'text.extract-web-info',
  method: 'POST',
  path: '/api/text/extract-web-info',
  auth: 'api-key',
  family: 'text',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({ url: url().max(2048).describe('The page to read (http or https, public addresses only).') }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  serviceId: 'text-extract-web-info',
  doc: {
    summary: 'Extract data from a web page',
    description: 'Fetches a public page and answers its title, description, main text, links, images and metadata.',
    example: { url: 'https://example.com/' },
  },
});

export const textProcessScript = defineOperation({
  id: 'text.process-script',
  method: 'POST',
  path: '/api/openai/process-script',
  auth: 'user',
  family: 'text',
  credits: { kind: 'free' },
  input: z.object({
    script: text(20000).describe('The full script.'),
    // Up to 3,600 minutes in the generator, sent in seconds.
    videoDuration: int(1, 216000).default(60).describe('Total video length in seconds.'),
    globalStyle: z.string().trim().max(100).optional(),
    globalMood: z.string().trim().max(100).optional(),
    desiredImages: int(3, 20).default(5).describe('Number of scenes.'),
  }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'Split a script into scenes',
    description: 'Answers `{success, scenes}` with title, timing, English prompt, keywords and importance per scene.',
    example: {
      script: 'Era uma vez...',
      videoDuration: 60,
      globalStyle: 'cartoon',
      globalMood: 'cheerful',
      desiredImages: 5,
    },
  },
});

export const textOperations: readonly Operation[] = [textExtractImageText, textExtractWebInfo, textProcessScript];
