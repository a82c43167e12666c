import { z } from 'zod';

/** Bodies of the text family: OCR, web page extraction, the script splitter and the script writer. */

/**
 * The English descriptions of this file's fields, by id (field-texts.ts): the OpenAPI document carries them and the
 * docs show them in the reader's language (shared/i18n/responses, docs/translations.md).
 */
export const textFieldTexts = {
  webInfoFinalUrl: 'After redirects.',
  webInfoEncoding: 'WHATWG name of the decoding used (utf-8, windows-1252...).',
  webInfoArticle: 'Readability metadata; null when the page has no article and `text` is its visible text.',
  processScriptSource: 'Who wrote the scenes: the LLM or the deterministic splitter.',
  scriptModel: 'The LLM model (source llm).',
  scriptSectionStartTime: 'Seconds from the start.',
  scriptSectionTimeRange: '`m:ss - m:ss`.',
  generateScriptSource: '`llm` when an LLM wrote it, `template` for the deterministic outline.',
  generateScriptScript: 'The whole script as plain text (title, then each section with its time range).',
  generateScriptTargetWords: 'About 140 spoken words per minute of the duration.',
} as const;

const box = z.object({ x0: z.number(), y0: z.number(), x1: z.number(), y1: z.number() });

export const imageTextOutput = z.object({
  text: z.string(),
  confidence: z.number().min(0).max(100),
  language: z.enum(['por', 'eng']),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  words: z.array(z.object({ text: z.string(), confidence: z.number().min(0).max(100), bbox: box })),
});

const nullableString = () => z.string().nullable();

export const webInfoOutput = z.object({
  url: z.string(),
  finalUrl: z.string().describe(textFieldTexts.webInfoFinalUrl),
  status: z.number().int(),
  contentType: z.string(),
  encoding: z.string().describe(textFieldTexts.webInfoEncoding),
  title: nullableString(),
  description: nullableString(),
  canonical: nullableString(),
  language: nullableString(),
  openGraph: z.record(z.string(), z.string()),
  twitter: z.record(z.string(), z.string()),
  favicon: nullableString(),
  headings: z.array(z.object({ level: z.number().int().min(1).max(6), text: z.string() })),
  article: z
    .object({
      title: nullableString(),
      byline: nullableString(),
      excerpt: nullableString(),
      siteName: nullableString(),
      publishedTime: nullableString(),
    })
    .nullable()
    .describe(textFieldTexts.webInfoArticle),
  text: z.string(),
  textTruncated: z.boolean(),
  wordCount: z.number().int().min(0),
  links: z.array(z.object({ url: z.string(), text: z.string(), internal: z.boolean(), nofollow: z.boolean() })),
  linkCount: z.number().int().min(0),
  linksTruncated: z.boolean(),
});

const scene = z.object({
  id: z.string(),
  sequence: z.number().int().min(1),
  title: z.string(),
  timeRange: z.string(),
  timing: z.object({ startTime: z.number(), endTime: z.number(), duration: z.number() }),
  prompt: z.string(),
  originalPrompt: z.string(),
  style: nullableString(),
  mood: nullableString(),
  elements: z.array(z.string()),
  importance: z.enum(['high', 'medium', 'low']),
  excerpt: z.string(),
});

export const processScriptOutput = z.object({
  success: z.literal(true),
  source: z.enum(['llm', 'fallback']).describe(textFieldTexts.processScriptSource),
  model: nullableString().optional().describe(textFieldTexts.scriptModel),
  fallbackReason: z.literal('llm_failed').optional(),
  scenes: z.array(scene),
  error: z.null(),
});

/** The languages a script may be written in (the generator's `language` input, echoed in its answer). */
export const scriptLanguages = ['pt', 'en', 'es', 'fr'] as const;

const scriptSection = z.object({
  heading: z.string(),
  startTime: z.number().int().min(0).describe(textFieldTexts.scriptSectionStartTime),
  endTime: z.number().int().min(0),
  timeRange: z.string().describe(textFieldTexts.scriptSectionTimeRange),
  text: z.string(),
});

export const generateScriptOutput = z.object({
  success: z.literal(true),
  source: z.enum(['llm', 'template']).describe(textFieldTexts.generateScriptSource),
  model: nullableString().optional().describe(textFieldTexts.scriptModel),
  fallbackReason: z.literal('llm_failed').optional(),
  title: z.string(),
  script: z.string().describe(textFieldTexts.generateScriptScript),
  sections: z.array(scriptSection),
  wordCount: z.number().int().min(0),
  targetWords: z.number().int().min(1).describe(textFieldTexts.generateScriptTargetWords),
  language: z.enum(scriptLanguages),
});
