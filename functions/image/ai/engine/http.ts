import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { withDeadline } from '../../../../shared/deadline.js';
import { contentRefused, providerError } from './errors.js';
import type { GeneratedImages, ImageEngine, RemoveBackgroundRequest, TextToImageRequest } from './types.js';

/**
 * An HTTP image provider of the Runware kind: one POST of a JSON array of tasks, `Authorization: Bearer <key>`,
 * images answered inline as base64.
 *
 * Parameters honoured: all of the product's — positivePrompt, negativePrompt, width and height (128–2048 in steps of
 * 64, exactly the table's range, so never rounded), numberResults, outputFormat, steps, CFGScale, scheduler, seed.
 * `checkNSFW` is always on: an image the provider flags is refused with 422 rather than delivered blacked out.
 * Background removal: taskType `removeBackground` with the configured model; alphaMatting is passed through.
 */

export interface HttpEngineDeps {
  readonly url: string;
  readonly apiKey: () => Promise<string>;
  readonly model: string;
  readonly backgroundModel: string;
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
}

const providerImage = z.object({
  taskUUID: z.string().optional(),
  imageUUID: z.string().optional(),
  imageBase64Data: z.string().min(1),
  seed: z.number().optional(),
  NSFWContent: z.boolean().optional(),
});
const success = z.object({ data: z.array(providerImage).min(1) });
const failure = z.object({
  errors: z.array(z.object({ code: z.string().optional(), message: z.string().optional() })).min(1),
});

/** Provider error codes that mean "this content is not allowed", as opposed to a fault of ours or theirs. */
const contentCodes = /nsfw|moderation|content.?policy|safety/i;

export function createHttpImageEngine(deps: HttpEngineDeps): ImageEngine {
  const doFetch = deps.fetch ?? fetch;

  const runOnce = async (task: Record<string, unknown>, signal: AbortSignal) => {
    let response: Response;
    let body: unknown;
    try {
      const key = await deps.apiKey();
      response = await doFetch(deps.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify([task]),
        signal,
      });
      body = await response.json().catch(() => undefined);
    } catch (error) {
      throw providerError('http', error);
    }
    const errors = failure.safeParse(body);
    if (errors.success) {
      const refused = errors.data.errors.find((e) => contentCodes.test(e.code ?? ''));
      if (refused) throw contentRefused(refused.message ?? refused.code ?? 'content policy');
      throw providerError('http', new Error(`HTTP ${response.status}: ${JSON.stringify(errors.data.errors)}`));
    }
    const parsed = success.safeParse(body);
    if (!response.ok || !parsed.success) {
      throw providerError('http', new Error(`HTTP ${response.status}: unexpected answer`));
    }
    const flagged = parsed.data.data.some((image) => image.NSFWContent === true);
    if (flagged) throw contentRefused('the generated image was flagged as NSFW content');
    return parsed.data.data;
  };
  const run = (task: Record<string, unknown>, signal: AbortSignal) =>
    withDeadline({ signal, timeoutMs: deps.timeoutMs }, (bounded) => runOnce(task, bounded));

  return {
    name: 'http',
    async textToImage(request: TextToImageRequest, signal): Promise<GeneratedImages> {
      const images = await run(
        {
          taskType: 'imageInference',
          taskUUID: randomUUID(),
          model: deps.model,
          positivePrompt: request.positivePrompt,
          ...(request.negativePrompt ? { negativePrompt: request.negativePrompt } : {}),
          width: request.width,
          height: request.height,
          numberResults: request.numberResults,
          steps: request.steps,
          CFGScale: request.CFGScale,
          ...(request.scheduler ? { scheduler: request.scheduler } : {}),
          ...(request.seed === undefined ? {} : { seed: request.seed }),
          outputType: 'base64Data',
          outputFormat: request.outputFormat,
          checkNSFW: true,
        },
        signal,
      );
      return {
        width: request.width,
        height: request.height,
        images: images.map((image) => ({
          bytes: new Uint8Array(Buffer.from(image.imageBase64Data, 'base64')),
          seed: image.seed,
        })),
      };
    },
    async removeBackground(request: RemoveBackgroundRequest, signal): Promise<Uint8Array> {
      const [image] = await run(
        {
          taskType: 'removeBackground',
          taskUUID: randomUUID(),
          model: deps.backgroundModel,
          inputImage: `data:image/png;base64,${Buffer.from(request.png).toString('base64')}`,
          outputType: 'base64Data',
          outputFormat: 'PNG',
          ...(request.alphaMatting ? { settings: { alphaMatting: true } } : {}),
        },
        signal,
      );
      if (!image) throw providerError('http', new Error('no image in the answer'));
      return new Uint8Array(Buffer.from(image.imageBase64Data, 'base64'));
    },
  };
}
