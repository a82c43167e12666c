import { z } from 'zod';
import { parseEnv } from '../core/env.js';
import { checkSpeechToText, speechToTextFields } from '../core/providers/speech-to-text.js';

/**
 * The audio family's own settings, parsed once from the environment (the shared ones — table, media bucket —
 * come from functions/core/config.ts). Absent providers leave their operations answering 503.
 */
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

const audioConfigSchema = z.object({
  /** Amazon Polly for the premium text-to-speech path (on AWS; needs polly:SynthesizeSpeech). */
  POLLY_ENABLED: flag,
  /** Where espeak-process.mjs lives when the bundle moves it (defaults to beside engine/espeak.ts). */
  ESPEAK_SCRIPT_PATH: z.string().min(1).optional(),
  /** Speech-to-text provider (core/providers/speech-to-text.ts). */
  ...speechToTextFields,
  /** YouTube's timed-text origin. */
  YOUTUBE_CAPTIONS_BASE_URL: z.url().default('https://www.youtube.com'),
  /** An audio source for captionless videos (`{id}` = video id); with a provider, enables the STT fallback. */
  YOUTUBE_AUDIO_URL_TEMPLATE: z.string().includes('{id}').optional(),
});

export type AudioConfig = z.infer<typeof audioConfigSchema>;

export function parseAudioConfig(env: Record<string, string | undefined>): AudioConfig {
  return checkSpeechToText(parseEnv(audioConfigSchema, env, 'audio configuration'));
}

let cached: AudioConfig | undefined;

export function audioConfig(): AudioConfig {
  cached ??= parseAudioConfig(process.env);
  return cached;
}
