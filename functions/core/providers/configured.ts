import type { Provider } from '../../../shared/operations/types.js';
import { parseImageAiConfig } from './image-ai.js';
import { parseSpeechToTextConfig } from './speech-to-text.js';
import { parseVideoAiConfig } from './video-ai.js';

/**
 * The external providers this deployment has configured, each with the engine that serves it (`image-ai` → `http`
 * or `bedrock`), read with the same parsers the families' configurations use: the catalogue says "needs
 * configuration" exactly when the operation would answer 503, and shows the price of the engine that would serve it.
 * A configuration that fails to parse counts as not configured here (the family itself reports the error at its
 * cold start).
 */
export function configuredProviders(
  env: Record<string, string | undefined> = process.env,
): ReadonlyMap<Provider, string> {
  const configured = new Map<Provider, string>();
  const check = (provider: Provider, engineOf: () => string) => {
    try {
      const engine = engineOf();
      if (engine !== 'none') configured.set(provider, engine);
    } catch {
      // Misconfigured: the family answers 503 too.
    }
  };
  check('image-ai', () => parseImageAiConfig(env).provider);
  check('speech-to-text', () => parseSpeechToTextConfig(env).STT_PROVIDER);
  check('video-ai', () => parseVideoAiConfig(env).VIDEO_AI_PROVIDER);
  return configured;
}
