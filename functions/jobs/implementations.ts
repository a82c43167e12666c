import type { Implementation } from '../core/implement.js';
import { createAll, discoverRegistrations } from '../core/registration.js';
import { type JobsDeps, jobsImplementation } from './deps.js';

export type { JobsDeps } from './deps.js';

/** Every jobs entry of the table, each from its own file: `jobs.video-url` is operations/video-url.ts. */
const registrations = await discoverRegistrations(jobsImplementation, (name) => import(`./operations/${name}.ts`));

/** Reading jobs (reading.ts): only from the caller's own partition, so another account's job id is not found (404). */
export function createJobsImplementations(deps: JobsDeps): readonly Implementation[] {
  return createAll(registrations, deps);
}
