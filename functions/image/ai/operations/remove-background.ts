import type { imageRemoveBackground } from '../../../../shared/operations/image.js';
import { engineUnavailable } from '../../../core/errors.js';
import type { OperationFn } from '../../../core/implement.js';
import { file } from '../../../core/operation.js';
import { providerError } from '../engine/errors.js';
import type { ImageEngine } from '../engine/types.js';
import { contentTypes, decodeInputImage, encodeAs, extensions } from '../images.js';

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
