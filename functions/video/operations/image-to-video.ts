import sharp from 'sharp';
import { videoImageToVideo } from '../../../shared/operations/video.js';
import { AppError } from '../../core/errors.js';
import type { ResultCopier } from '../../core/files/types.js';
import type { OperationFn } from '../../core/implement.js';
import { storedVideosResult } from '../../core/jobs/view.js';
import { json } from '../../core/operation.js';
import { videoImplementation } from '../deps.js';
import type { ImageToVideoEngine } from '../engine/nova-reel.js';
import { fetchInput, stage, type VideoDeps } from '../inputs.js';

export interface ImageToVideoDeps extends Pick<VideoDeps, 'resolveFile'> {
  readonly engine: ImageToVideoEngine;
  /** Copies a provider output object into the files bucket as a stored result. */
  readonly keepOutput: ResultCopier;
}

/**
 * AI image-to-video: the image is fitted to the provider's frame (cover), then `numberResults` clips are generated in
 * parallel with different seeds. The answer lists every video; the status route (docs/product.md#public-api) shows the
 * first as `videoUrl`. The provider's clip length is fixed (6 s with Nova Reel): `durationSeconds` says what was made.
 *
 * The operation runs only as a job (async-only): each clip the provider wrote is copied into the platform's results
 * and the job record keeps those stored files, never a URL; reading the job (or sending its webhook) signs them then
 * (core/jobs/view.ts), as `{videoUrl, videos: [{url, expiresAt}], durationSeconds, width, height, provider}`.
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
    const files = await Promise.all(
      locations.map((location, i) =>
        deps.keepOutput(location, { contentType: 'video/mp4', filename: `video-${i + 1}.mp4` }, ctx.now()),
      ),
    );
    return json(storedVideosResult({ files, durationSeconds: seconds, width, height, provider: 'amazon-nova-reel' }));
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
