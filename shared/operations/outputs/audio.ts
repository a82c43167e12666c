import { z } from 'zod';
import { voices } from '../../voices.js';

/** Bodies of the audio family's JSON answers. */

/**
 * The English descriptions of this file's fields, by id (field-texts.ts): the OpenAPI document carries them and the
 * docs show them in the reader's language (shared/i18n/responses, docs/translations.md).
 */
export const audioFieldTexts = {
  speechAudioUrl: 'Presigned link to the stored audio.',
  speechDuration: 'Seconds.',
  youtubeProvider: 'The speech-to-text provider (source speech-to-text).',
} as const;

const segment = z.object({ start: z.number().min(0), end: z.number().min(0), text: z.string() });

/** Speech as JSON: where the stored audio is, and what it cost. */
export const speechOutput = z.object({
  success: z.literal(true),
  audioUrl: z.string().describe(audioFieldTexts.speechAudioUrl),
  fileName: z.string(),
  format: z.enum(['mp3', 'wav', 'ogg']),
  contentType: z.string(),
  size: z.number().int().min(0),
  duration: z.number().min(0).describe(audioFieldTexts.speechDuration),
  textLength: z.number().int().min(0),
  provider: z.string(),
  voice: z.enum(voices),
  language: z.string(),
  billing: z.object({ totalCreditsCharged: z.number().int().min(0) }),
});

export const youtubeOutput = z.object({
  success: z.literal(true),
  videoId: z.string(),
  source: z.enum(['captions', 'automatic-captions', 'speech-to-text']),
  provider: z.string().optional().describe(audioFieldTexts.youtubeProvider),
  language: z.string(),
  transcription: z.string(),
  segments: z.array(segment),
});

export const speechToTextOutput = z.object({
  success: z.literal(true),
  text: z.string(),
  language: z.string(),
  duration: z.number().min(0),
  provider: z.string(),
  segments: z.array(segment),
});

const voiceOutput = z.object({
  voiceName: z.string(),
  language: z.string(),
  gender: z.enum(['female', 'male']),
  engine: z.string(),
  hasAudio: z.boolean(),
  audioUrl: z.string().nullable(),
  duration: z.number().nullable(),
});

export const voiceSamplesOutput = z.object({
  success: z.literal(true),
  language: z.string(),
  voices: z.array(voiceOutput),
});

export const voiceSampleOutput = z.object({
  success: z.literal(true),
  cached: z.boolean(),
  sample: z.object({ voiceName: z.string(), audioUrl: z.string(), duration: z.number().nullable() }),
});

export const speechHistoryOutput = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    text_content: z.string(),
    voice: z.string(),
    language: z.string(),
    credits_used: z.number().int(),
    duration: z.number().nullable(),
    audio_url: z.string().nullable(),
    created_at: z.string(),
  }),
);

export const savedSpeechOutput = z.object({ success: z.literal(true), id: z.string(), created_at: z.string() });
