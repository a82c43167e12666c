import { implementations as audioImplementations } from '../audio/handler.js';
import type { Implementation } from '../core/implement.js';
import { implementations as imageImplementations } from '../image/handler.js';
import { implementations as textImplementations } from '../text/handler.js';
import { implementations as videoImplementations } from '../video/handler.js';

/**
 * Every implementation the job worker can run, by family. Async-allowed operations of other families (OCR,
 * upscale, text-to-image, background removal, speech-to-text, YouTube transcription) join this list with their
 * families' own `implementations` exports; nothing else is needed for them to run as jobs.
 */
export function workerImplementations(): readonly Implementation[] {
  const all = [...videoImplementations, ...imageImplementations, ...textImplementations, ...audioImplementations];
  return all.filter((impl) => impl.operation.mode !== 'sync');
}
