import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { ocrLanguages } from '../../../shared/operations/text.js';
import { AppError } from '../../core/errors.js';

/**
 * tesseract.js behind a small pool: one worker per language, created at the first read in that language and
 * reused by every later one (initialising costs ~0.3–1 s; a warm read of a short image ~0.2–0.4 s). Reads in one
 * language queue on their worker, so a worker never runs two jobs at once. The trained data comes from the
 * @tesseract.js-data npm packages (`4.0.0_best_int`), read from disk: nothing is downloaded or cached at run
 * time. The wasm core is single-threaded, so there is no OpenMP oversubscription to tame on 2 vCPUs.
 * A read that overruns its time limit terminates its worker (the only way to stop tesseract mid-page); the next
 * read in that language starts a fresh one.
 */

export type OcrLanguage = (typeof ocrLanguages)[number];

export interface OcrWord {
  readonly text: string;
  readonly confidence: number;
  readonly bbox: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };
}

export interface OcrResult {
  readonly text: string;
  readonly confidence: number;
  readonly words: readonly OcrWord[];
}

export interface OcrEngine {
  recognize(image: Uint8Array, language: OcrLanguage, signal: AbortSignal): Promise<OcrResult>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** Where a language's trained data lives inside its npm package. */
export function languagePath(language: OcrLanguage): string {
  const pkg = require.resolve(`@tesseract.js-data/${language}/package.json`);
  return join(dirname(pkg), '4.0.0_best_int');
}

interface Lane {
  worker?: Promise<Worker>;
  queue: Promise<unknown>;
}

export function createTesseractEngine(options: { timeoutMs: number }): OcrEngine {
  const lanes = new Map<OcrLanguage, Lane>();

  const laneOf = (language: OcrLanguage): Lane => {
    let lane = lanes.get(language);
    if (!lane) {
      lane = { queue: Promise.resolve() };
      lanes.set(language, lane);
    }
    return lane;
  };

  const workerOf = (lane: Lane, language: OcrLanguage): Promise<Worker> => {
    lane.worker ??= createWorker(language, OEM.LSTM_ONLY, {
      langPath: languagePath(language),
      gzip: true,
      cacheMethod: 'none',
      // Errors are answered through the job's promise; the default handler would also throw them globally.
      errorHandler: () => undefined,
    }).catch((cause: unknown) => {
      lane.worker = undefined;
      throw new AppError('engine_unavailable', `The OCR engine for ${language} could not start.`, { cause });
    });
    return lane.worker;
  };

  const retire = (lane: Lane, worker: Worker) => {
    lane.worker = undefined;
    void worker.terminate().catch(() => undefined);
  };

  const read = async (lane: Lane, image: Uint8Array, language: OcrLanguage, signal: AbortSignal) => {
    if (signal.aborted) throw new AppError('timeout', 'The request ran out of time before the image could be read.');
    const worker = await workerOf(lane, language);
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const stop = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        retire(lane, worker);
        reject(
          new AppError('timeout', `Reading the image took longer than ${options.timeoutMs / 1000} s and was stopped.`),
        );
      }, options.timeoutMs);
      onAbort = () => {
        retire(lane, worker);
        reject(new AppError('timeout', 'The request ran out of time while reading the image.'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const result = await Promise.race([worker.recognize(Buffer.from(image), {}, { text: true, blocks: true }), stop]);
      return toResult(result.data);
    } finally {
      clearTimeout(timer);
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
  };

  return {
    recognize(image, language, signal) {
      const lane = laneOf(language);
      const result = lane.queue.then(() => read(lane, image, language, signal));
      lane.queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      const workers = [...lanes.values()].map((lane) => lane.worker);
      lanes.clear();
      await Promise.all(workers.map(async (w) => (await w?.catch(() => undefined))?.terminate()));
    },
  };
}

type Page = Awaited<ReturnType<Worker['recognize']>>['data'];

function toResult(page: Page): OcrResult {
  const words: OcrWord[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          if (word.text.trim() === '') continue;
          const { x0, y0, x1, y1 } = word.bbox;
          words.push({ text: word.text, confidence: Math.round(word.confidence), bbox: { x0, y0, x1, y1 } });
        }
      }
    }
  }
  const text = page.text.trim();
  // Tesseract reports a page confidence even when it found nothing; an empty read has no confidence to speak of.
  return { text, confidence: text === '' ? 0 : Math.round(page.confidence), words };
}
