import { describe, expect, it } from 'vitest';
import { configuredProviders } from '../../../functions/platform/providers.js';

describe('configured providers', () => {
  it('names the engine serving each configured provider, and leaves out the rest', () => {
    const engines = configuredProviders({
      IMAGE_AI_PROVIDER: 'bedrock',
      STT_PROVIDER: 'transcribe',
    });
    expect(Object.fromEntries(engines)).toEqual({ 'image-ai': 'bedrock', 'speech-to-text': 'transcribe' });
  });

  it('picks the HTTP image provider when its URL and key are set, and nothing for an empty environment', () => {
    expect(
      configuredProviders({ IMAGE_AI_HTTP_URL: 'https://images.example/v1', IMAGE_AI_HTTP_API_KEY: 'k' }).get(
        'image-ai',
      ),
    ).toBe('http');
    expect(configuredProviders({}).size).toBe(0);
  });

  it('counts a configuration that fails to parse as not configured', () => {
    expect(configuredProviders({ STT_PROVIDER: 'openai' }).has('speech-to-text')).toBe(false);
  });
});
