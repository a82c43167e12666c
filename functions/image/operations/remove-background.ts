import { imageRemoveBackground } from '../../../shared/operations/image.js';
import { engineUnavailable } from '../../core/errors.js';
import type { OperationFn } from '../../core/implement.js';
import { file } from '../../core/operation.js';
import { providerError } from '../ai/engine/errors.js';
import type { ImageEngine } from '../ai/engine/types.js';
import { contentTypes, decodeInputImage, encodeAs, extensions } from '../ai/images.js';
import { imageImplementation, providerBacked } from '../deps.js';

/** Cuts the subject out with the configured provider and answers it with transparency (PNG by default). */
export function createRemoveBackground(
  engine: () => ImageEngine | undefined,
): OperationFn<typeof imageRemoveBackground> {
  return async (input, ctx) => {
    const provider = engine();
    if (!provider) throw engineUnavailable(ctx.operation.id);
    const decoded = await decodeInputImage(input.image, 'image');
    const cutout = await provider.removeBackground(
      { png: decoded.png, width: decoded.width, height: decoded.height, alphaMatting: input.alphaMatting },
      ctx.signal,
    );
    const bytes = await encodeAs(cutout, input.outputFormat).catch((cause: unknown) => {
      throw providerError(provider.name, cause);
    });
    const base = input.image.filename.replace(/\.[^.]*$/, '') || 'image';
    return file(bytes, contentTypes[input.outputFormat], `${base}-no-bg.${extensions[input.outputFormat]}`);
  };
}

export default imageImplementation(
  imageRemoveBackground,
  (deps) => createRemoveBackground(deps.engine),
  providerBacked,
);
