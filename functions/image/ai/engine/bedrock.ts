import { type BedrockRuntimeClient, InvokeModelCommand, ValidationException } from '@aws-sdk/client-bedrock-runtime';
import { z } from 'zod';
import { invalidRequest } from '../../../core/errors.js';
import { jsonOrUndefined } from '../../../core/json.js';
import { fitWithin } from '../images.js';
import { contentRefused, providerError } from './errors.js';
import type { GeneratedImages, ImageEngine, RemoveBackgroundRequest, TextToImageRequest } from './types.js';

/**
 * Amazon Bedrock, Nova Canvas (InvokeModel, tasks TEXT_IMAGE and BACKGROUND_REMOVAL).
 *
 * Parameters honoured: positivePrompt (≤ 1024 characters), negativePrompt (≤ 1024), width and height, numberResults,
 * CFGScale (clamped to Nova's 1.1–10), seed (taken modulo Nova's range). Not honoured: steps, scheduler (Nova has
 * neither). Sizes: sides below Nova's 320 px minimum are raised to 320 (every size of the table is a multiple of 64,
 * so of Nova's 16); an aspect ratio beyond 4:1 is refused with 400. Background removal: alphaMatting has no
 * equivalent (Nova always returns a soft matte); inputs are scaled into 320–4096 px per side and 4.19 MP.
 */

export const novaLimits = {
  minSide: 320,
  maxSide: 4096,
  maxPixels: 4_194_304,
  maxAspect: 4,
  maxText: 1024,
  minCfg: 1.1,
  maxCfg: 10,
  maxSeed: 858_993_459,
} as const;

const novaResponse = z.object({ images: z.array(z.string()).default([]), error: z.string().nullish() });

export interface BedrockEngineDeps {
  readonly client: () => BedrockRuntimeClient;
  readonly modelId: string;
}

export function novaSize(width: number, height: number): { width: number; height: number } {
  const w = Math.max(width, novaLimits.minSide);
  const h = Math.max(height, novaLimits.minSide);
  if (Math.max(w, h) / Math.min(w, h) > novaLimits.maxAspect) {
    throw invalidRequest(
      `Amazon Nova Canvas supports aspect ratios up to 4:1; ${width}x${height} becomes ${w}x${h} at its 320 px minimum side.`,
      [{ path: 'width', message: 'aspect ratio beyond 4:1 for this provider' }],
    );
  }
  return { width: w, height: h };
}

export function createBedrockImageEngine(deps: BedrockEngineDeps): ImageEngine {
  const invoke = async (body: unknown, signal: AbortSignal): Promise<z.infer<typeof novaResponse>> => {
    let raw: Uint8Array | undefined;
    try {
      const out = await deps.client().send(
        new InvokeModelCommand({
          modelId: deps.modelId,
          contentType: 'application/json',
          accept: 'application/json',
          body: JSON.stringify(body),
        }),
        { abortSignal: signal },
      );
      raw = out.body;
    } catch (error) {
      // Nova answers a ValidationException when its input or output filters block a request; our own parameters
      // are checked against Nova's ranges before the call, so this is the provider's content decision.
      if (error instanceof ValidationException) throw contentRefused(error.message);
      throw providerError('bedrock', error);
    }
    const parsed = novaResponse.safeParse(jsonOrUndefined(new TextDecoder().decode(raw)));
    if (!parsed.success) throw providerError('bedrock', parsed.error);
    if (parsed.data.error) throw contentRefused(parsed.data.error);
    return parsed.data;
  };

  return {
    name: 'bedrock',
    async textToImage(request: TextToImageRequest, signal): Promise<GeneratedImages> {
      for (const [field, value] of [
        ['positivePrompt', request.positivePrompt],
        ['negativePrompt', request.negativePrompt ?? ''],
      ] as const) {
        if (value.length > novaLimits.maxText) {
          throw invalidRequest(`${field}: Amazon Nova Canvas accepts at most ${novaLimits.maxText} characters.`, [
            { path: field, message: `at most ${novaLimits.maxText} characters with this provider` },
          ]);
        }
      }
      const size = novaSize(request.width, request.height);
      const seed = request.seed === undefined ? undefined : request.seed % (novaLimits.maxSeed + 1);
      const result = await invoke(
        {
          taskType: 'TEXT_IMAGE',
          textToImageParams: {
            text: request.positivePrompt,
            ...(request.negativePrompt ? { negativeText: request.negativePrompt } : {}),
          },
          imageGenerationConfig: {
            numberOfImages: request.numberResults,
            width: size.width,
            height: size.height,
            cfgScale: Math.min(novaLimits.maxCfg, Math.max(novaLimits.minCfg, request.CFGScale)),
            quality: 'standard',
            ...(seed === undefined ? {} : { seed }),
          },
        },
        signal,
      );
      if (result.images.length === 0) throw providerError('bedrock', new Error('Nova returned no images'));
      return {
        width: size.width,
        height: size.height,
        images: result.images.map((b64) => ({ bytes: new Uint8Array(Buffer.from(b64, 'base64')), seed })),
      };
    },
    async removeBackground(request: RemoveBackgroundRequest, signal): Promise<Uint8Array> {
      const fitted = await fitWithin(request.png, request, novaLimits);
      const result = await invoke(
        {
          taskType: 'BACKGROUND_REMOVAL',
          backgroundRemovalParams: { image: Buffer.from(fitted.png).toString('base64') },
        },
        signal,
      );
      const first = result.images[0];
      if (!first) throw providerError('bedrock', new Error('Nova returned no image'));
      return new Uint8Array(Buffer.from(first, 'base64'));
    },
  };
}
