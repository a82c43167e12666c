import sharp from 'sharp';
import { videoImageToVideo } from '../../../shared/operations/video.js';
import { AppError } from '../../core/errors.js';
import type { OperationFn } from '../../core/implement.js';
import { json } from '../../core/operation.js';
import { videoImplementation } from '../deps.js';
import type { ImageToVideoEngine } from '../engine/nova-reel.js';
import { fetchInput, stage, type VideoDeps } from '../inputs.js';

export interface ImageToVideoDeps extends Pick<VideoDeps, 'resolveFile'> {
  readonly engine: ImageToVideoEngine;
  /** A time-limited GET URL for a provider output object. */
  readonly presign: (location: { bucket: string; key: string }) => Promise<{ url: string; expiresAt: string }>;
}

/**
 * AI image-to-video: the image is fitted to the provider's frame (cover), then `numberResults` clips are generated in
 * parallel with different seeds. The answer lists every video; the status route (docs/product.md#public-api) shows the
 * first as `videoUrl`. The provider's clip length is fixed (6 s with Nova Reel): `durationSeconds` says what was made.
 */
export function createImageToVideo(deps: ImageToVideoDeps): OperationFn<typeof videoImageToVideo> {
  return async (input, ctx) => {
    const source = await fetchInput(deps, input.imageUrl, 'imageUrl', ctx, 'image');
    const { width, height, seconds } = deps.engine.clip;
    let png: Uint8Array;
    try {
      png = await sharp(source.bytes, { limitInputPixels: 100_000_000 })
        .rotate()
        .resize(width, height, { fit: 'cover' })
        .flatten({ background: '#000000' })
        .png()
        .toBuffer();
    } catch (cause) {
      throw new AppError('unprocessable_input', 'imageUrl: the image could not be decoded.', { cause });
    }
    stage(0, 10)(1);
    let done = 0;
    const locations = await Promise.all(
      Array.from({ length: input.numberResults }, async (_, i) => {
        const location = await deps.engine.generate({ prompt: input.positivePrompt, png, seed: 1000 + i }, ctx.signal);
        done += 1;
        stage(10, 99)(done / input.numberResults);
        return location;
      }),
    );
    const videos = await Promise.all(locations.map((l) => deps.presign(l)));
    return json({
      videoUrl: videos[0]?.url ?? null,
      videos,
      durationSeconds: seconds,
      width,
      height,
      provider: 'amazon-nova-reel',
    });
  };
}

// Provider-backed: unavailable (503, uncharged) without a provider; priced per second of each clip the provider
// renders, its own clip length whatever `duration` asks.
export default videoImplementation(
  videoImageToVideo,
  (deps) => createImageToVideo({ ...deps, engine: deps.imageToVideo }),
  (deps) => ({
    available: () => deps.imageToVideo.available(),
    measure: async () => ({ outputSeconds: deps.imageToVideo.clip.seconds }),
  }),
);
