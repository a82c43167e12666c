import {
  videoAddAudio,
  videoAddSubtitles,
  videoImageToVideo,
  videoMerge,
  videoRenderFromImages,
} from '../../shared/operations/video.js';
import { type Implementation, implement } from '../core/implement.js';
import type { ImageToVideoEngine } from './engine/nova-reel.js';
import { createAddAudio } from './operations/audio.js';
import { createImageToVideo, type ImageToVideoDeps } from './operations/image-to-video.js';
import type { VideoDeps } from './operations/inputs.js';
import { measureFromVideo, measureMerge } from './operations/measure.js';
import { createMergeVideos } from './operations/merge.js';
import { createRenderFromImages, renderSeconds } from './operations/render.js';
import { createAddSubtitles } from './operations/subtitles.js';

export interface VideoFamilyDeps extends VideoDeps {
  readonly imageToVideo: ImageToVideoEngine;
  readonly presign: ImageToVideoDeps['presign'];
}

/**
 * The video family's operations. All are async-only: the API accepts them as jobs and the job worker runs these
 * implementations. Image-to-video is provider-backed and unavailable (503, uncharged) without a provider.
 */
export function createVideoImplementations(deps: VideoFamilyDeps): readonly Implementation[] {
  return [
    // Priced per started minute of output (docs/pricing.md), found at accept: a slideshow's from its input, the
    // others' by probing the inputs the platform holds (operations/measure.ts); a job whose length accept cannot
    // tell is held at the maximum and settled by the worker at the length it produced.
    implement(videoRenderFromImages, createRenderFromImages(deps), {
      measure: async (input) => ({ outputSeconds: renderSeconds(input) }),
    }),
    implement(videoAddSubtitles, createAddSubtitles(deps), { measure: measureFromVideo(deps) }),
    implement(videoAddAudio, createAddAudio(deps), { measure: measureFromVideo(deps) }),
    implement(videoMerge, createMergeVideos(deps), { measure: measureMerge(deps) }),
    implement(videoImageToVideo, createImageToVideo({ ...deps, engine: deps.imageToVideo }), {
      available: () => deps.imageToVideo.available(),
      // Priced per second of each clip the provider renders: its own clip length, whatever `duration` asks.
      measure: async () => ({ outputSeconds: deps.imageToVideo.clip.seconds }),
    }),
  ];
}
