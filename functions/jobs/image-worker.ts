import { createJobWorkerHandler } from '../core/jobs/sqs-handler.js';
import { defaultWorkerDeps } from '../core/jobs/wiring.js';
import { implementations as imageImplementations } from '../image/handler.js';
import { implementations as textImplementations } from '../text/handler.js';

/**
 * The image job worker on AWS (image and OCR jobs, with sharp, canvas and tesseract beside it). Its queue only
 * receives jobs of these families (infra/aws/families.ts `jobWorkers`); video and audio jobs run on
 * media-worker.ts. Locally, worker.ts runs every family from one queue.
 */
export const handler = createJobWorkerHandler(() =>
  defaultWorkerDeps([...imageImplementations, ...textImplementations].filter((impl) => impl.operation.mode !== 'sync')),
);
