import { imageUpscale } from '../../../shared/operations/image.js';
import { AppError } from '../../core/errors.js';
import { stemOf } from '../../core/files/filename.js';
import {
  contentTypes,
  decode,
  encode,
  extensions,
  inspectImage,
  outputFormatOf,
  render,
} from '../../core/images/images.js';
import type { ResolvedInputOf } from '../../core/implement.js';
import { file, type OperationResult } from '../../core/operation.js';
import { imageImplementation } from '../deps.js';

type Input = ResolvedInputOf<typeof imageUpscale>;

/** Largest output: 36 megapixels (e.g. 6000 × 6000); bigger results take seconds to encode and tens of MB. */
export const maxUpscalePixels = 36_000_000;

/** An enlarger: Lanczos here; a provider-backed AI upscaler would implement the same shape. */
export type Upscaler = (
  bytes: Uint8Array,
  size: { width: number; height: number },
  sharpen: boolean,
) => ReturnType<typeof decode>;

/** Lanczos-3 resampling, with an optional mild unsharp mask to offset the softness of enlargement. */
export const lanczosUpscaler: Upscaler = (bytes, size, sharpen) => {
  const resized = decode(bytes).resize({ ...size, fit: 'fill', kernel: 'lanczos3' });
  return sharpen ? resized.sharpen({ sigma: 1 }) : resized;
};

/** Exactly `upscaleFactor` × the (EXIF-oriented) input in both dimensions, refused before decoding past the cap. */
export function createUpscale(upscaler: Upscaler = lanczosUpscaler) {
  return async (input: Input): Promise<OperationResult> => {
    const info = await inspectImage(input.image, 'image');
    const width = info.width * input.upscaleFactor;
    const height = info.height * input.upscaleFactor;
    if (width * height > maxUpscalePixels) {
      throw new AppError(
        'unprocessable_input',
        `image: ${info.width} × ${info.height} enlarged ${input.upscaleFactor}× would be ${width} × ${height} pixels; ` +
          `the output limit is ${maxUpscalePixels / 1e6} megapixels.`,
        { extensions: { field: 'image', maxOutputPixels: maxUpscalePixels } },
      );
    }
    const format = outputFormatOf(input.outputFormat);
    const bytes = await render('image', () =>
      encode(upscaler(input.image.bytes, { width, height }, input.sharpen), format, {
        quality: input.outputQuality,
      }).toBuffer(),
    );
    const stem = stemOf(input.image.filename) || 'image';
    return file(bytes, contentTypes[format], `${stem}-x${input.upscaleFactor}.${extensions[format]}`);
  };
}

export default imageImplementation(imageUpscale, () => createUpscale());
