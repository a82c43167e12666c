import type { ResultSigner } from '../core/files/types.js';
import { createFamilyHandler } from '../core/handler.js';
import { defaultJobStore, defaultResultSigner } from '../core/jobs/wiring.js';
import { defaultDeps } from '../core/wiring.js';
import { createJobsImplementations } from './implementations.js';

/** The jobs family's Lambda: `GET /api/jobs/{id}` and the spec's video status routes, over one job store. */
let store: ReturnType<typeof defaultJobStore> | undefined;
let sign: ResultSigner | undefined;

export const implementations = createJobsImplementations({
  store: () => (store ??= defaultJobStore()),
  sign: () => (sign ??= defaultResultSigner()),
});

export const handler = createFamilyHandler('jobs', implementations, defaultDeps);
