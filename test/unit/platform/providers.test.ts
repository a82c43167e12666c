import { describe, expect, it } from 'vitest';
import { configuredProviders } from '../../../functions/core/providers/configured.js';

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

  it('reads each environment it is given (nothing is cached across calls)', () => {
    expect(configuredProviders({ VIDEO_AI_PROVIDER: 'bedrock' }).get('video-ai')).toBe('bedrock');
    expect(configuredProviders({}).has('video-ai')).toBe(false);
  });

  it('counts a configuration that fails to parse as not configured', () => {
    expect(configuredProviders({ STT_PROVIDER: 'openai' }).has('speech-to-text')).toBe(false);
  });
});
