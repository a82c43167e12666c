import {
  BedrockRuntimeClient,
  InvokeModelCommand,
  ThrottlingException,
  ValidationException,
} from '@aws-sdk/client-bedrock-runtime';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBedrockImageEngine } from '../../../functions/image/ai/engine/bedrock.js';
import { credentials, dataUrl, imageHandler, meter, png, post, problem, resetAwsMocks, s3Mock } from './support.js';

/** The Amazon Bedrock Nova Canvas adapter against aws-sdk-client-mock, through the real pipeline. */

const bedrock = new BedrockRuntimeClient({ region: 'us-east-1', credentials });
const bedrockMock = mockClient(bedrock);
const handler = imageHandler(() =>
  createBedrockImageEngine({ client: () => bedrock, modelId: 'amazon.nova-canvas-v1:0' }),
);

const answer = (body: unknown) => ({ body: new TextEncoder().encode(JSON.stringify(body)) as never });
const sentBody = (index = 0) => {
  const input = bedrockMock.commandCalls(InvokeModelCommand)[index]?.args[0].input;
  return { input, body: JSON.parse(String(input?.body)) as Record<string, unknown> };
};

beforeEach(() => {
  bedrockMock.reset();
  resetAwsMocks();
  meter.credits = 1000;
});

describe('text to image through Amazon Bedrock Nova Canvas', () => {
  it('sends a TEXT_IMAGE task with the honoured parameters and stores each image', async () => {
    const image = (await png(320, 512)).toString('base64');
    bedrockMock.on(InvokeModelCommand).resolves(answer({ images: [image, image] }));
    const response = await post(handler, '/api/e-image/text-to-image', {
      positivePrompt: 'a lighthouse',
      negativePrompt: 'text',
      width: 128,
      height: 512,
      numberResults: 2,
      CFGScale: 15,
      steps: 30,
      scheduler: 'DPMSolverMultistepScheduler',
      seed: 900_000_000,
    });
    expect(response.statusCode).toBe(200);
    const { input, body } = sentBody();
    expect(input).toMatchObject({
      modelId: 'amazon.nova-canvas-v1:0',
      contentType: 'application/json',
      accept: 'application/json',
    });
    // 128 px is raised to Nova's 320 px minimum; CFG clamped to 10; the seed taken into Nova's range.
    expect(body).toEqual({
      taskType: 'TEXT_IMAGE',
      textToImageParams: { text: 'a lighthouse', negativeText: 'text' },
      imageGenerationConfig: {
        numberOfImages: 2,
        width: 320,
        height: 512,
        cfgScale: 10,
        quality: 'standard',
        seed: 900_000_000 % 858_993_460,
      },
    });
    const result = JSON.parse(response.body);
    expect(result).toMatchObject({ provider: 'bedrock', width: 320, height: 512 });
    expect(result.storageUrls).toHaveLength(2);
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(2);
    // Nova Canvas is priced per image at its own rate (67 credits), not the HTTP provider's 3.
    expect(meter.credits).toBe(1000 - 2 * 67);
  });

  it("answers 422 with Nova's reason when its content filters block the request, refunded", async () => {
    bedrockMock.on(InvokeModelCommand).rejects(
      new ValidationException({
        message: 'This request has been blocked by our content filters.',
        $metadata: {},
      }),
    );
    const response = await post(handler, '/api/e-image/text-to-image', { positivePrompt: 'something blocked' });
    expect(response.statusCode).toBe(422);
    expect(problem(response).providerReason).toBe('This request has been blocked by our content filters.');
    expect(meter.credits).toBe(1000);
  });

  it('answers 502 provider_error when Bedrock throttles, refunded', async () => {
    bedrockMock.on(InvokeModelCommand).rejects(new ThrottlingException({ message: 'slow down', $metadata: {} }));
    const response = await post(handler, '/api/e-image/text-to-image', { positivePrompt: 'cat', numberResults: 2 });
    expect(response.statusCode).toBe(502);
    expect(problem(response).code).toBe('provider_error');
    expect(meter.credits).toBe(1000);
  });

  it('answers 502 when Nova answers something that is not an image', async () => {
    bedrockMock.on(InvokeModelCommand).resolves(answer({ images: [Buffer.from('not an image').toString('base64')] }));
    const response = await post(handler, '/api/e-image/text-to-image', { positivePrompt: 'cat' });
    expect(response.statusCode).toBe(502);
    expect(meter.credits).toBe(1000);
  });

  it('refuses a size Nova cannot make (aspect beyond 4:1) with 400, refunded, without calling it', async () => {
    const response = await post(handler, '/api/e-image/text-to-image', {
      positivePrompt: 'cat',
      width: 128,
      height: 2048,
    });
    expect(response.statusCode).toBe(400);
    expect(problem(response).detail).toContain('4:1');
    expect(meter.credits).toBe(1000);
    expect(bedrockMock.commandCalls(InvokeModelCommand)).toHaveLength(0);
  });

  it('refuses a prompt longer than Nova accepts (1,024 characters) with 400', async () => {
    const response = await post(handler, '/api/e-image/text-to-image', { positivePrompt: 'a'.repeat(1500) });
    expect(response.statusCode).toBe(400);
    expect(problem(response).detail).toContain('1024');
    expect(meter.credits).toBe(1000);
  });
});

describe('the price with Amazon Bedrock Nova Canvas', () => {
  it('answers dry_run with 67 credits per image without calling Bedrock', async () => {
    const response = await post(
      handler,
      '/api/e-image/text-to-image',
      { positivePrompt: 'cat', numberResults: 3 },
      undefined,
      { dry_run: 'true' },
    );
    expect(JSON.parse(response.body)).toMatchObject({ dryRun: true, credits: 201, balance: 1000 });
    expect(bedrockMock.commandCalls(InvokeModelCommand)).toHaveLength(0);
  });

  it('answers 402 uncharged when the balance covers the HTTP price but not Nova’s', async () => {
    meter.credits = 66;
    const response = await post(handler, '/api/e-image/text-to-image', { positivePrompt: 'cat' });
    expect(response.statusCode).toBe(402);
    expect(problem(response)).toMatchObject({ code: 'insufficient_credits', required: 67, available: 66 });
    expect(meter.credits).toBe(66);
    expect(bedrockMock.commandCalls(InvokeModelCommand)).toHaveLength(0);
  });
});

describe('background removal through Amazon Bedrock Nova Canvas', () => {
  it('sends a BACKGROUND_REMOVAL task with the image scaled up to Nova’s 320 px minimum', async () => {
    bedrockMock.on(InvokeModelCommand).resolves(answer({ images: [(await png(320, 480, true)).toString('base64')] }));
    const response = await post(handler, '/api/e-image/remove-background', { image: dataUrl(await png(200, 300)) });
    expect(response.statusCode).toBe(200);
    const { body } = sentBody();
    expect(Object.keys(body)).toEqual(['taskType', 'backgroundRemovalParams']);
    expect(body.taskType).toBe('BACKGROUND_REMOVAL');
    const params = body.backgroundRemovalParams as { image: string };
    const sent = await sharp(Buffer.from(params.image, 'base64')).metadata();
    expect([sent.format, sent.width, sent.height]).toEqual(['png', 320, 480]);
    const out = await sharp(Buffer.from(response.body, 'base64')).metadata();
    expect([out.format, out.hasAlpha]).toEqual(['png', true]);
    expect(meter.credits).toBe(1000 - 67);
  });
});
