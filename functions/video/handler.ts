import { createFamilyHandler } from '../core/handler.js';
import { defaultDeps } from '../core/wiring.js';
import { createVideoImplementations } from './implementations.js';
import { defaultVideoDeps } from './wiring.js';

/**
 * The video family's Lambda. Every video operation is async-only: this Lambda validates, charges and accepts the
 * job (202); the job worker (functions/jobs/worker.ts) runs the same implementations with ffmpeg.
 */
export const implementations = createVideoImplementations(defaultVideoDeps());

export const handler = createFamilyHandler('video', implementations, defaultDeps);
