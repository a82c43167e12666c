import { z } from 'zod';
import { parseEnv } from '../core/env.js';

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
  /** Speech-to-text provider: Amazon Transcribe, an OpenAI-compatible endpoint, or none (503). */
  STT_PROVIDER: z.enum(['none', 'transcribe', 'openai']).default('none'),
  STT_OPENAI_URL: z.url().optional(),
  STT_OPENAI_API_KEY: z.string().min(1).optional(),
  STT_OPENAI_MODEL: z.string().min(1).default('whisper-1'),
  STT_OPENAI_ENHANCED_MODEL: z.string().min(1).optional(),
  /** YouTube's timed-text origin. */
  YOUTUBE_CAPTIONS_BASE_URL: z.url().default('https://www.youtube.com'),
  /** An audio source for captionless videos (`{id}` = video id); with a provider, enables the STT fallback. */
  YOUTUBE_AUDIO_URL_TEMPLATE: z.string().includes('{id}').optional(),
});

export type AudioConfig = z.infer<typeof audioConfigSchema>;

export function parseAudioConfig(env: Record<string, string | undefined>): AudioConfig {
  const config = parseEnv(audioConfigSchema, env, 'audio configuration');
  if (config.STT_PROVIDER === 'openai' && (!config.STT_OPENAI_URL || !config.STT_OPENAI_API_KEY)) {
    throw new Error('Invalid audio configuration: STT_PROVIDER=openai needs STT_OPENAI_URL and STT_OPENAI_API_KEY');
  }
  return config;
}

let cached: AudioConfig | undefined;

export function audioConfig(): AudioConfig {
  cached ??= parseAudioConfig(process.env);
  return cached;
}
