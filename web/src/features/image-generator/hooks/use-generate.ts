import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client.js';
import { type GenerationRequest, generate, saveImage } from '../api/calls.js';
import type { ImageGeneratorTranslate } from '../i18n/register.js';
import { creditsPerImage, generation, type Resolution } from '../lib/options.js';
import { cleanPrompt } from '../lib/prompt.js';
import { generatorKeys } from './keys.js';
import type { GeneratedImage } from './types.js';

export interface GenerateOptions {
  readonly prompt: string;
  readonly negativePrompt?: string;
  readonly resolution: Resolution;
  readonly quantity: number;
  readonly style: string;
  readonly mood: string;
  readonly scene?: { readonly id: string; readonly title: string; readonly sequence: number };
}

export const buildRequest = (options: GenerateOptions): GenerationRequest => ({
  positivePrompt: cleanPrompt(options.prompt, options.style, options.mood),
  negativePrompt: options.negativePrompt?.trim() || undefined,
  width: options.resolution.width,
  height: options.resolution.height,
  numberResults: options.quantity,
  ...generation,
});

/**
 * The message a failed call shows: the texts of docs/product.md#image-generator, plus an honest one when no provider is
 * configured.
 */
export function generationErrorText(t: ImageGeneratorTranslate, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'engine_unavailable') return t('messages.unavailable');
    return t('messages.apiError', { status: error.status, statusText: error.code, body: error.detail });
  }
  return t('messages.generateError', { message: error instanceof Error ? error.message : String(error) });
}

/**
 * Generates with the user's key, then saves each image to the history (a failed save is reported but keeps the
 * image on the page). Returns the images and the save messages.
 */
export function useGenerate(t: ImageGeneratorTranslate) {
  const client = useQueryClient();
  return useCallback(
    async (options: GenerateOptions, key: string): Promise<{ images: GeneratedImage[]; warnings: string[] }> => {
      const request = buildRequest(options);
      const result = await generate(request, key);
      if (result.storageUrls.length === 0) throw new Error(t('messages.invalidResponse'));
      const timestamp = new Date().toISOString();
      const images = result.storageUrls.map((entry, i): GeneratedImage => {
        const data = result.data[i];
        return {
          id: data?.imageUUID ?? `${Date.now()}_${i}`,
          url: entry.storageUrl,
          prompt: request.positivePrompt,
          resolution: options.resolution.value,
          timestamp,
          type: options.scene ? 'scene' : 'single',
          style: options.style,
          mood: options.mood,
          taskUUID: data?.taskUUID,
          imageUUID: data?.imageUUID,
          seed: data?.seed,
          sceneId: options.scene?.id,
          sceneTitle: options.scene?.title,
          sceneSequence: options.scene?.sequence,
        };
      });
      const warnings: string[] = [];
      // What each image really cost: the charge of the engine that served the call, shared by its images.
      const perImage =
        result.creditsCharged === undefined ? creditsPerImage : Math.round(result.creditsCharged / images.length);
      for (const [i, image] of images.entries()) {
        try {
          await saveImage({
            positive_prompt: request.positivePrompt,
            negative_prompt: request.negativePrompt ?? null,
            width: request.width,
            height: request.height,
            number_results: request.numberResults,
            output_format: request.outputFormat,
            steps: request.steps,
            cfg_scale: request.CFGScale,
            scheduler: request.scheduler,
            style: options.style === 'none' ? null : options.style,
            mood: options.mood === 'neutral' ? null : options.mood,
            task_type: 'imageInference',
            image_uuid: image.imageUUID ?? null,
            task_uuid: image.taskUUID ?? null,
            seed: image.seed ?? null,
            storage_url: image.url,
            credits_used: perImage,
            generation_status: 'completed',
          });
        } catch {
          warnings.push(t('messages.saveError', { n: i + 1 }));
        }
      }
      await client.invalidateQueries({ queryKey: generatorKeys.history() });
      return { images, warnings };
    },
    [client, t],
  );
}
