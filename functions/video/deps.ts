import type { ResultCopier } from '../core/files/types.js';
import { registrar } from '../core/registration.js';
import type { ImageToVideoEngine } from './engine/nova-reel.js';
import type { VideoDeps } from './inputs.js';

export interface VideoFamilyDeps extends VideoDeps {
  readonly imageToVideo: ImageToVideoEngine;
  /** Keeps a provider output object as a stored result of the files bucket (core/files/results.ts). */
  readonly keepOutput: ResultCopier;
}

/**
 * How a video operation registers itself: `functions/video/operations/<name>.ts` default-exports
 * `videoImplementation(video<Name>, (deps) => fn, (deps) => options)` for the table entry `video.<name>`
 * (core/registration.ts). Video operations are priced per started minute of output (docs/pricing.md), found at accept
 * by each one's `measure`; a job whose length accept cannot tell is held at the maximum and settled by the worker.
 */
export const videoImplementation = registrar<VideoFamilyDeps>('video');
