import type { Implementation } from '../core/implement.js';
import { createAll, discoverRegistrations } from '../core/registration.js';
import { type VideoFamilyDeps, videoImplementation } from './deps.js';

export type { VideoFamilyDeps } from './deps.js';

/** Every video entry of the table, each from its own file: `video.merge-videos` is operations/merge-videos.ts. */
const registrations = await discoverRegistrations(videoImplementation, (name) => import(`./operations/${name}.ts`));

/**
 * The video family's operations. All are async-only: the API accepts them as jobs and the job worker runs these
 * implementations. Image-to-video is provider-backed and unavailable (503, uncharged) without a provider.
 */
export function createVideoImplementations(deps: VideoFamilyDeps): readonly Implementation[] {
  return createAll(registrations, deps);
}
