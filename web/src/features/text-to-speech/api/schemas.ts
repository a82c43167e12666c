import { z } from 'zod';

/** What the tool reads from the API, parsed at the boundary (shapes from shared/operations/audio.ts). */

export const voiceSchema = z.object({
  voiceName: z.string(),
  language: z.string(),
  gender: z.enum(['female', 'male']).catch('female'),
  engine: z.string().catch(''),
  hasAudio: z.boolean(),
  audioUrl: z.string().nullable(),
  duration: z.number().nullable(),
});
export type VoiceInfo = z.infer<typeof voiceSchema>;

export const voicesSchema = z.object({ voices: z.array(voiceSchema) });

export const sampleSchema = z.object({
  sample: z.object({ voiceName: z.string(), audioUrl: z.string(), duration: z.number().nullable() }),
});

export const speechSchema = z.object({
  audioUrl: z.string().min(1),
  fileName: z.string(),
  format: z.string(),
  textLength: z.number(),
  provider: z.string(),
  language: z.string(),
  duration: z.number().optional(),
  billing: z.object({ totalCreditsCharged: z.number() }),
});
export type Speech = z.infer<typeof speechSchema>;

export const dryRunSchema = z.object({ credits: z.number(), balance: z.number().optional() });

export const historyItemSchema = z.object({
  id: z.string(),
  title: z.string().nullable().catch(null),
  text_content: z.string().catch(''),
  voice: z.string().catch(''),
  language: z.string().catch(''),
  credits_used: z.number().catch(0),
  audio_url: z.string().nullable().catch(null),
  duration: z.number().nullable().optional(),
  created_at: z.string().nullable().catch(null),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const historySchema = z.array(historyItemSchema);

export const apiKeySchema = z.object({ token: z.string(), revoked: z.boolean().catch(false) });
