import { randomUUID } from 'node:crypto';
import { imageTextToImage } from '../../../shared/operations/image.js';
import { engineUnavailable } from '../../core/errors.js';
import type { OperationFn } from '../../core/implement.js';
import { json } from '../../core/operation.js';
import { providerError } from '../ai/engine/errors.js';
import type { ImageEngine } from '../ai/engine/types.js';
import { contentTypes, encodeAs, extensions } from '../ai/images.js';
import type { MediaStore } from '../ai/media.js';
import { imageImplementation, providerBacked } from '../deps.js';

export interface TextToImageDeps {
  readonly engine: () => ImageEngine | undefined;
  readonly media: MediaStore;
}

/**
 * Generates the images with the configured provider, stores each in the media bucket and answers presigned URLs in the
 * product's two shapes (`storageUrls[]`, `data[]`, docs/product.md#image-generator) plus one list (`images[]`) that
 * carries everything.
 */
export function createTextToImage(deps: TextToImageDeps): OperationFn<typeof imageTextToImage> {
  return async (input, ctx) => {
    const engine = deps.engine();
    if (!engine) throw engineUnavailable(ctx.operation.id);
    const generated = await engine.textToImage(
      {
        positivePrompt: input.positivePrompt,
        negativePrompt: input.negativePrompt || undefined,
        width: input.width,
        height: input.height,
        numberResults: input.numberResults,
        steps: input.steps,
        CFGScale: input.CFGScale,
        scheduler: input.scheduler,
        seed: input.seed,
        outputFormat: input.outputFormat,
      },
      ctx.signal,
    );
    const taskUUID = randomUUID();
    const contentType = contentTypes[input.outputFormat];
    const images = await Promise.all(
      generated.images.map(async (image) => {
        const bytes = await encodeAs(image.bytes, input.outputFormat).catch((cause: unknown) => {
          throw providerError(engine.name, cause);
        });
        const stored = await deps.media.put(
          ctx.principal.accountId,
          bytes,
          contentType,
          extensions[input.outputFormat],
        );
        return {
          url: stored.url,
          prompt: input.positivePrompt,
          seed: image.seed ?? null,
          imageUUID: stored.id,
          taskUUID,
          width: generated.width,
          height: generated.height,
          contentType,
        };
      }),
    );
    return json({
      success: true,
      provider: engine.name,
      taskUUID,
      width: generated.width,
      height: generated.height,
      images,
      storageUrls: images.map((i) => ({ storageUrl: i.url, prompt: i.prompt })),
      data: images.map((i) => ({ taskUUID, imageUUID: i.imageUUID, seed: i.seed, imageURL: i.url })),
    });
  };
}

export default imageImplementation(imageTextToImage, createTextToImage, providerBacked);
