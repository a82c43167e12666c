import { textExtractImageText } from '../../../shared/operations/text.js';
import { type Implementation, implement } from '../../core/implement.js';
import { onRelease } from '../../core/process-resources.js';
import { createTesseractEngine, type OcrEngine } from './engine.js';
import { createExtractImageText } from './operation.js';

/** A read longer than this is stopped (its worker terminated): 504, uncharged. */
export const ocrTimeoutMs = 30_000;

let shared: OcrEngine | undefined;

/** The process-wide OCR engine, built at the first read and reused by every later one. */
export const sharedOcrEngine = (): OcrEngine => {
  if (shared === undefined) {
    const engine = createTesseractEngine({ timeoutMs: ocrTimeoutMs });
    shared = engine;
    onRelease(async () => {
      if (shared === engine) shared = undefined;
      await engine.close();
    });
  }
  return shared;
};

/** OCR for the text family (`text.extract-image-text`). */
export function ocrImplementations(engine: () => OcrEngine = sharedOcrEngine): readonly Implementation[] {
  return [implement(textExtractImageText, createExtractImageText(engine))];
}
