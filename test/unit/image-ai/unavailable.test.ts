import { beforeEach, describe, expect, it } from 'vitest';
import { parseImageAiConfig } from '../../../functions/core/providers/image-ai.js';
import { dataUrl, imageHandler, meter, png, post, problem } from './support.js';

/** Without a provider: an honest 503, uncharged, after validation. */

const handler = imageHandler(() => undefined);

beforeEach(() => {
  meter.credits = 100;
});

describe('AI image operations without a provider', () => {
  it('answers text to image with 503 engine_unavailable and charges nothing', async () => {
    const response = await post(handler, '/api/e-image/text-to-image', { positivePrompt: 'cat', numberResults: 2 });
    expect(response.statusCode).toBe(503);
    expect(problem(response).code).toBe('engine_unavailable');
    expect(meter.credits).toBe(100);
  });

  it('answers background removal with 503 and charges nothing', async () => {
    const response = await post(handler, '/api/e-image/remove-background', { image: dataUrl(await png(8, 8)) });
    expect(response.statusCode).toBe(503);
    expect(meter.credits).toBe(100);
  });

  it('still validates first: numberResults 5 is a 400, not a 503', async () => {
    const response = await post(handler, '/api/e-image/text-to-image', { positivePrompt: 'cat', numberResults: 5 });
    expect(response.statusCode).toBe(400);
  });
});

describe('image AI configuration', () => {
  it('has no provider by default', () => {
    expect(parseImageAiConfig({})).toEqual({ provider: 'none' });
  });

  it('chooses the HTTP provider when its URL and key are set', () => {
    expect(parseImageAiConfig({ IMAGE_AI_HTTP_URL: 'https://api.runware.ai/v1', IMAGE_AI_HTTP_API_KEY: 'k' })).toEqual({
      provider: 'http',
      url: 'https://api.runware.ai/v1',
      key: { kind: 'value', value: 'k' },
      model: 'runware:100@1',
      backgroundModel: 'runware:109@1',
      timeoutMs: 60_000,
    });
  });

  it('reads the key from a Secrets Manager ARN on AWS', () => {
    const c = parseImageAiConfig({
      IMAGE_AI_HTTP_URL: 'https://api.runware.ai/v1',
      IMAGE_AI_HTTP_API_KEY_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:runware',
    });
    expect(c).toMatchObject({ provider: 'http', key: { kind: 'secret' } });
  });

  it('chooses Bedrock only when asked explicitly', () => {
    expect(parseImageAiConfig({ IMAGE_AI_PROVIDER: 'bedrock', IMAGE_AI_BEDROCK_REGION: 'us-east-1' })).toEqual({
      provider: 'bedrock',
      modelId: 'amazon.nova-canvas-v1:0',
      region: 'us-east-1',
    });
  });

  it('fails loudly when the HTTP provider is chosen without a URL', () => {
    expect(() => parseImageAiConfig({ IMAGE_AI_PROVIDER: 'http' })).toThrow(/IMAGE_AI_HTTP_URL/);
  });
});
