import { z } from 'zod';
import {
  speechHistoryOutput,
  speechOutput,
  voiceSampleOutput,
  voiceSamplesOutput,
} from '../../../../../shared/operations/outputs/audio.js';
import { dryRunOutput } from '../../../../../shared/operations/outputs/common.js';
import { apiKeyOutput } from '../../../../../shared/operations/outputs/platform.js';

/**
 * What the tool reads from the API, parsed with the API's own output schemas (shared/operations/outputs), keeping
 * only the fields the tool uses. Where it tolerates an older or partial answer, the field says so (`catch`,
 * `optional`).
 */

const voice = voiceSamplesOutput.shape.voices.element;

export const voiceSchema = voice.extend({
  gender: voice.shape.gender.catch('female'),
  engine: voice.shape.engine.catch(''),
});
export type VoiceInfo = z.infer<typeof voiceSchema>;

export const voicesSchema = voiceSamplesOutput.pick({ voices: true }).extend({ voices: z.array(voiceSchema) });

export const sampleSchema = voiceSampleOutput.pick({ sample: true });

export const speechSchema = speechOutput
  .pick({
    audioUrl: true,
    fileName: true,
    format: true,
    textLength: true,
    provider: true,
    language: true,
    duration: true,
    billing: true,
  })
  .extend({ audioUrl: speechOutput.shape.audioUrl.min(1), duration: speechOutput.shape.duration.optional() });
export type Speech = z.infer<typeof speechSchema>;

export const dryRunSchema = dryRunOutput.pick({ credits: true, balance: true });

const historyEntry = speechHistoryOutput.element;

export const historyItemSchema = historyEntry.extend({
  title: historyEntry.shape.title.nullable().catch(null),
  text_content: historyEntry.shape.text_content.catch(''),
  voice: historyEntry.shape.voice.catch(''),
  language: historyEntry.shape.language.catch(''),
  credits_used: historyEntry.shape.credits_used.catch(0),
  audio_url: historyEntry.shape.audio_url.catch(null),
  duration: historyEntry.shape.duration.optional(),
  created_at: historyEntry.shape.created_at.nullable().catch(null),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const historySchema = z.array(historyItemSchema);

export const apiKeySchema = apiKeyOutput
  .pick({ token: true, revoked: true })
  .extend({ revoked: apiKeyOutput.shape.revoked.catch(false) });
