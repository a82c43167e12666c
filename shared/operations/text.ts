import { z } from 'zod';
import { fileRef, int, text, url } from '../schemas/fields.js';
import { intChoice, jobFields, limits, lowerEnum } from './common.js';
import { defineOperation } from './define.js';
import {
  generateScriptOutput,
  imageTextOutput,
  processScriptOutput,
  scriptLanguages,
  webInfoOutput,
} from './outputs/text.js';
import type { Operation } from './types.js';

/**
 * Text extraction. The product sets no prices (docs/product.md#prices): OCR and web extraction cost 1 credit each
 * (local engines, like the PDF tools). Script processing is a dashboard helper and free: the images it leads to are
 * what is charged.
 */

export const ocrLanguages = ['por', 'eng'] as const;

export const textExtractImageText = defineOperation({
  id: 'text.extract-image-text',
  output: imageTextOutput,
  method: 'POST',
  path: '/api/text/extract-image-text',
  auth: 'api-key',
  family: 'text',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    file: fileRef('image').describe('The image (PNG, JPG, WEBP, TIFF...).'),
    language: z.enum(ocrLanguages).default('por').describe('por (Portuguese) or eng (English).'),
    ...jobFields,
  }),
  bodyTypes: ['multipart', 'json'],
  response: 'json',
  mode: 'async-allowed',
  // A page of text takes 15–20 CPU s whatever its size, and more on larger images (docs/performance.md): a 12 MP
  // phone photo or an A4 page at 400 dpi answers in the request; larger images, up to 50 MP, are read as a job.
  limits: { ...limits.image, maxFiles: 1, syncMaxPixels: 16_000_000 },
  service: {
    id: 'text-extract-image-text',
    name: 'Extrair texto de imagem (OCR)',
    description: 'Reconheça o texto de imagens em português ou inglês.',
    category: 'text',
    icon: 'scan-text',
  },
  doc: {
    summary: 'Extract text from an image (OCR)',
    description:
      'Reads printed text with Tesseract (LSTM, Portuguese or English trained data). Answers `{text, confidence, ' +
      'language, width, height, words}` where each word has its text, confidence (0-100) and pixel box ' +
      '`{x0, y0, x1, y1}`. An image with no text (blank) succeeds with `text: ""`, `confidence: 0` and no words, ' +
      'and is charged like any read: the image was processed in full. Still raster images only (PNG, JPG, WEBP, ' +
      'GIF, TIFF, AVIF; no PDF, no animation). An image of up to 16 megapixels (`x-limits.syncMaxPixels`) is read ' +
      'in the request; a larger one, up to 50 megapixels, only as a job: without `Prefer: respond-async` it ' +
      'answers 413, uncharged. A read longer than 30 s is stopped with 504, uncharged.',
    example: { file: 'https://example.com/receipt.png', language: 'por' },
  },
});

export const textExtractWebInfo = defineOperation({
  id: 'text.extract-web-info',
  output: webInfoOutput,
  problems: ['unprocessable_input'],
  method: 'POST',
  path: '/api/text/extract-web-info',
  auth: 'api-key',
  family: 'text',
  credits: { kind: 'fixed', credits: 1 },
  input: z.object({
    url: url().max(2048).describe('The page to read (http or https, public addresses only, no user:password@).'),
    maxLinks: int(0, 1000).default(100).describe('Most links to list (distinct, absolute); `linkCount` has the total.'),
  }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  // maxFileBytes caps the downloaded page (a larger one answers 413, the download is cut there).
  limits: { ...limits.json, maxFileBytes: 5 * 1024 * 1024 },
  service: {
    id: 'text-extract-web-info',
    name: 'Extração de dados da web',
    description: 'Extraia título, texto, links e metadados de páginas da web.',
    category: 'text',
    icon: 'globe',
  },
  doc: {
    summary: 'Extract data from a web page',
    description:
      'Downloads one public HTML page (no JavaScript is run, no sub-resources are loaded) and answers `{url, ' +
      'finalUrl, status, contentType, encoding, title, description, canonical, language, openGraph, twitter, ' +
      'favicon, headings, article, text, wordCount, links, linkCount}`. `text` is the main readable text ' +
      '(Mozilla Readability, as in Firefox Reader View; paragraphs separated by blank lines), falling back to the ' +
      "page's visible text when no article is found (`article` is then null). Links are absolute, distinct, " +
      'flagged `internal` (same host) or external. The charset comes from a byte-order mark, the HTTP header or ' +
      '`<meta charset>` (Latin-1 and Windows-1252 pages decode correctly). Up to 5 redirects are followed and each ' +
      'is checked again; private, loopback and link-local addresses are refused (400), including hosts that ' +
      'resolve to them. The page may be at most 5 MB (413) and must arrive within 10 s (422). Content that is ' +
      'not HTML (PDF, images, JSON, plain text…) answers 415 `unsupported_media_type`: use the PDF or OCR ' +
      'operations for those. Failures are not charged.',
    example: { url: 'https://example.com/', maxLinks: 50 },
  },
});

export const textProcessScript = defineOperation({
  id: 'text.process-script',
  output: processScriptOutput,
  method: 'POST',
  path: '/api/openai/process-script',
  auth: 'user',
  family: 'text',
  credits: { kind: 'free' },
  input: z.object({
    script: text(20000).describe('The full script.'),
    // Up to 3,600 minutes in the generator, sent in seconds.
    videoDuration: int(1, 216000).default(60).describe('Total video length in seconds.'),
    globalStyle: z.string().trim().max(100).optional().describe('Visual style applied to every scene (e.g. cartoon).'),
    globalMood: z.string().trim().max(100).optional().describe('Mood applied to every scene (e.g. cheerful).'),
    desiredImages: int(3, 20)
      .optional()
      .describe('Number of scenes (3-20). Omitted: 3-12 from the script length (one per 200 characters).'),
  }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'Split a script into scenes',
    description:
      'Answers `{success, source, scenes}`: per scene sequence, title, timeRange and timing (total ÷ count seconds), ' +
      'prompt, style, mood, keywords (`elements`) and importance. `source` is `llm` when an LLM (Amazon Bedrock ' +
      'Converse) wrote the titles and English prompts, `fallback` when the deterministic splitter did: titles like ' +
      'Opening Scene, importance high for the first two and last two scenes, prompts built from the script passage ' +
      '(not translated).',
    example: {
      script: 'Era uma vez...',
      videoDuration: 60,
      globalStyle: 'cartoon',
      globalMood: 'cheerful',
      desiredImages: 5,
    },
  },
});

/**
 * The script generator's choices (docs/product.md#script-generator); the languages a script may be written in sit with
 * its answer.
 */
export const scriptTypes = ['youtube', 'podcast', 'presentation', 'webinar', 'course'] as const;
export const scriptTones = ['casual', 'professional', 'friendly', 'educational', 'entertaining', 'formal'] as const;
export const scriptDurations = [1, 3, 5, 10, 15, 30, 60] as const;
export { scriptLanguages };

export const textGenerateScript = defineOperation({
  id: 'text.generate-script',
  output: generateScriptOutput,
  method: 'POST',
  path: '/api/text/generate-script',
  auth: 'user',
  family: 'text',
  // Like process-script: a free dashboard helper (the media made from the script is what is charged).
  credits: { kind: 'free' },
  input: z.object({
    topic: text(500).describe('What the script is about.'),
    scriptType: lowerEnum(scriptTypes)
      .default('youtube')
      .describe('youtube, podcast, presentation, webinar or course.'),
    duration: intChoice(scriptDurations).default(5).describe('Length in minutes: 1, 3, 5, 10, 15, 30 or 60.'),
    tone: lowerEnum(scriptTones).default('professional').describe('Tone of the script.'),
    audience: z.string().trim().max(200).optional().describe('Who will watch or listen.'),
    language: lowerEnum(scriptLanguages).default('pt').describe('Language the script is written in.'),
  }),
  bodyTypes: ['json'],
  response: 'json',
  mode: 'sync',
  limits: { ...limits.json, maxChars: 500 },
  doc: {
    summary: 'Write a script',
    description:
      'Answers `{success, source, title, script, sections, wordCount, targetWords, language}`: a script for a ' +
      'video, podcast, presentation, webinar or course lesson, in sections with time ranges that add up to the ' +
      'duration. `source` is `llm` when an LLM (Amazon Bedrock Converse, the engine of process-script) wrote it; ' +
      'without one it is `template`: a deterministic outline that says so in its first line, with bracketed ' +
      'places for your own words. Scripts over about 15 minutes are written as full opening and closing plus ' +
      'talking points.',
    example: {
      topic: 'Como economizar energia em casa',
      scriptType: 'youtube',
      duration: 5,
      tone: 'friendly',
      audience: 'famílias',
      language: 'pt',
    },
  },
});

export const textOperations: readonly Operation[] = [
  textExtractImageText,
  textExtractWebInfo,
  textProcessScript,
  textGenerateScript,
];
