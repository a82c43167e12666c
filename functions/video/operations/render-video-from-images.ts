import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderPresets, videoFrame, videoRenderFromImages } from '../../../shared/operations/video.js';
import { AppError } from '../../core/errors.js';
import type { OperationFn } from '../../core/implement.js';
import { videoImplementation } from '../deps.js';
import { even } from '../engine/encode.js';
import { encodeGraph } from '../engine/graph.js';
import { checkOutputSeconds, withWorkspace } from '../engine/media.js';
import { mapLimited, saveInput, stage, type VideoDeps } from '../inputs.js';

/**
 * Images fetched and fitted at once. Each may be 200 MiB on disk and up to 100 megapixels decoded, so fifty at a
 * time would exceed both /tmp and memory; its download is removed as soon as its frame is made.
 */
const imagesAtOnce = 2;

/** Frames a fade lasts at each end of an image (at most half a second, at most a quarter of the image). */
const fadeFrames = (frames: number, fps: number): number =>
  Math.max(1, Math.min(Math.round(fps / 2), Math.floor(frames / 4)));

/** Frames each image is held (at least one), as the encode cuts them. */
const framesOf = (images: readonly { readonly duration: number }[], fps: number): number[] =>
  images.map((image) => Math.max(1, Math.round(image.duration * fps)));

/**
 * The slideshow's output length in seconds, exact in frames: what the price counts (the measure hook) and what the
 * encode produces, from one computation.
 */
export const renderSeconds = (input: {
  readonly images: readonly { readonly duration: number }[];
  readonly fps: number;
}): number => framesOf(input.images, input.fps).reduce((a, b) => a + b, 0) / input.fps;

/**
 * A slideshow. Each image is fitted onto the frame by sharp (letterboxed on black, EXIF rotation applied), held for
 * its duration (exact in frames), optionally slowly zoomed (zoompan), and — with `transition: fade` — faded through
 * black at both ends, since this ffmpeg build has no xfade. A silent stereo track makes the file a normal
 * H.264 + AAC (or VP8 + Opus) video that players and the merge operation handle like any other.
 */
export function createRenderFromImages(deps: VideoDeps): OperationFn<typeof videoRenderFromImages> {
  return async (input, ctx) => {
    const preset = input.formatPreset ? renderPresets[input.formatPreset] : undefined;
    const width = even(input.width ?? preset?.[0] ?? videoFrame.defaultWidth);
    const height = even(input.height ?? preset?.[1] ?? videoFrame.defaultHeight);
    const fps = input.fps;
    const frames = framesOf(input.images, fps);
    const totalSeconds = renderSeconds(input);
    checkOutputSeconds(totalSeconds);
    const format = input.outputFormat;

    return withWorkspace(async (dir) => {
      const fetchStage = stage(0, 10);
      const paths = await mapLimited(input.images, imagesAtOnce, async (image, i) => {
        const field = `images[${i}].url`;
        const source = await saveInput(deps, image.url, field, ctx, 'image', join(dir, `src${i}`));
        const path = join(dir, `img${i}.png`);
        try {
          await sharp(source, { limitInputPixels: 100_000_000 })
            .rotate()
            .resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 1 } })
            .flatten({ background: '#000000' })
            .png({ compressionLevel: 1 })
            .toFile(path);
        } catch (cause) {
          throw new AppError('unprocessable_input', `${field}: the image could not be decoded.`, { cause });
        } finally {
          await rm(source, { force: true });
        }
        fetchStage((i + 1) / input.images.length);
        return path;
      });

      const args: string[] = [];
      const chains: string[] = [];
      paths.forEach((path, i) => {
        const n = frames[i] ?? 1;
        const parts: string[] = [];
        if (input.animateImages) {
          // One still frame in, n frames out: a slow centred zoom to 112 %.
          args.push('-i', path);
          parts.push(
            `zoompan=z='1+0.12*on/${n}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${n}:s=${width}x${height}:fps=${fps}`,
          );
        } else {
          args.push('-loop', '1', '-framerate', String(fps), '-i', path);
          parts.push(`trim=end_frame=${n}`, 'setpts=PTS-STARTPTS');
        }
        parts.push('setsar=1', 'format=yuv420p');
        if (input.transition === 'fade') {
          const f = fadeFrames(n, fps);
          parts.push(`fade=t=in:s=0:n=${f}`, `fade=t=out:s=${n - f}:n=${f}`);
        }
        chains.push(`[${i}:v]${parts.join(',')}[v${i}]`);
      });
      const labels = paths.map((_, i) => `[v${i}]`).join('');
      const graph = `${chains.join(';')};${labels}concat=n=${paths.length}:v=1:a=0[v]`;
      const silence = paths.length;
      args.push('-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo');
      const video = await encodeGraph(deps.ffmpeg, {
        inputs: args,
        graph,
        maps: ['[v]', `${silence}:a`],
        outputArgs: ['-r', String(fps), '-t', totalSeconds.toFixed(3)],
        format,
        dir,
        name: 'video',
        durationSeconds: totalSeconds,
        signal: ctx.signal,
        onProgress: stage(10, 99),
      });
      return { ...video, measured: { outputSeconds: totalSeconds } };
    });
  };
}

// A slideshow's length is known from its input, before anything is rendered.
export default videoImplementation(videoRenderFromImages, createRenderFromImages, () => ({
  measure: async (input) => ({ outputSeconds: renderSeconds(input) }),
}));
