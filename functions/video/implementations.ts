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
import { createMergeVideos } from './operations/merge.js';
import { createRenderFromImages } from './operations/render.js';
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
    implement(videoRenderFromImages, createRenderFromImages(deps)),
    implement(videoAddSubtitles, createAddSubtitles(deps)),
    implement(videoAddAudio, createAddAudio(deps)),
    implement(videoMerge, createMergeVideos(deps)),
    implement(videoImageToVideo, createImageToVideo({ ...deps, engine: deps.imageToVideo }), {
      available: () => deps.imageToVideo.available(),
    }),
  ];
}
