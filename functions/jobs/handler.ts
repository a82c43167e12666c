import { createFamilyHandler } from '../core/handler.js';
import { defaultJobStore } from '../core/jobs/wiring.js';
import { defaultDeps } from '../core/wiring.js';
import { createJobsImplementations } from './implementations.js';

/** The jobs family's Lambda: `GET /api/jobs/{id}` and the spec's video status routes, over one job store. */
let store: ReturnType<typeof defaultJobStore> | undefined;

export const implementations = createJobsImplementations({ store: () => (store ??= defaultJobStore()) });

export const handler = createFamilyHandler('jobs', implementations, defaultDeps);
