import { implementations as audioImplementations } from '../audio/handler.js';
import { createJobWorkerHandler } from '../core/jobs/sqs-handler.js';
import { defaultWorkerDeps } from '../core/jobs/wiring.js';
import { implementations as videoImplementations } from '../video/handler.js';

/**
 * The media job worker on AWS (video and audio jobs, with ffmpeg, ffprobe and espeak beside it). Its queue only
 * receives jobs of these families (infra/aws/families.ts `jobWorkers`); image and OCR jobs run on image-worker.ts.
 * Locally, worker.ts runs every family from one queue.
 */
export const handler = createJobWorkerHandler(() =>
  defaultWorkerDeps(
    [...videoImplementations, ...audioImplementations].filter((impl) => impl.operation.mode !== 'sync'),
  ),
);
