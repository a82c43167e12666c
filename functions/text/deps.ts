import { registrar } from '../core/registration.js';
import type { OcrEngine } from './ocr/engine.js';
import type { GenerateScriptDeps } from './script/generate-script.js';
import type { ProcessScriptDeps } from './script/process-script.js';
import type { PageFetcher } from './web/engine/fetcher.js';

/** The LLM writers of the script operations; none configured: the deterministic splitter and the template answer. */
export interface ScriptWriters {
  /** For `text.process-script`: the scene writer and its model. */
  readonly scenes: ProcessScriptDeps;
  /** For `text.generate-script`: the script writer and its model. */
  readonly script: GenerateScriptDeps;
}

/** Everything the text operations use; production builds each at its first use (wiring.ts). */
export interface TextDeps {
  /** The OCR engine of `text.extract-image-text`. */
  readonly ocr: () => OcrEngine;
  /** Fetches the page `text.extract-web-info` reads, through an SSRF guard. */
  readonly fetchPage: PageFetcher;
  readonly writers: () => ScriptWriters;
}

/**
 * How a text operation registers itself: `functions/text/operations/<name>.ts` default-exports
 * `textImplementation(text<Name>, (deps) => fn)` for the table entry `text.<name>` (core/registration.ts).
 */
export const textImplementation = registrar<TextDeps>('text');
