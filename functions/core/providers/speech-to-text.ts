import { z } from 'zod';
import { parseEnv } from '../env.js';

/**
 * The speech-to-text provider's settings: Amazon Transcribe, an OpenAI-compatible endpoint, or none (503). The audio
 * family's configuration holds them (functions/audio/config.ts); the catalogue reads them to say "needs
 * configuration" (configured.ts).
 */
export const speechToTextFields = {
  STT_PROVIDER: z.enum(['none', 'transcribe', 'openai']).default('none'),
  STT_OPENAI_URL: z.url().optional(),
  STT_OPENAI_API_KEY: z.string().min(1).optional(),
  STT_OPENAI_MODEL: z.string().min(1).default('whisper-1'),
  STT_OPENAI_ENHANCED_MODEL: z.string().min(1).optional(),
};

export type SpeechToTextConfig = z.infer<z.ZodObject<typeof speechToTextFields>>;

/** What a chosen provider needs besides its name; throws at cold start when it is missing. */
export function checkSpeechToText<C extends SpeechToTextConfig>(config: C): C {
  if (config.STT_PROVIDER === 'openai' && (!config.STT_OPENAI_URL || !config.STT_OPENAI_API_KEY)) {
    throw new Error('Invalid audio configuration: STT_PROVIDER=openai needs STT_OPENAI_URL and STT_OPENAI_API_KEY');
  }
  return config;
}

export function parseSpeechToTextConfig(env: Record<string, string | undefined>): SpeechToTextConfig {
  return checkSpeechToText(parseEnv(z.object(speechToTextFields), env, 'audio configuration'));
}
