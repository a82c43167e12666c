import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { timeLimitText } from '../../../shared/deadline.js';
import { AppError } from '../../core/errors.js';
import { cssFamilies, fontChain } from './fonts.js';

/**
 * Chart.js on @napi-rs/canvas inside one long-lived worker thread. The worker exists so a render can be
 * time-boxed for real: when it overruns, the thread is terminated (a synchronous render cannot be interrupted
 * any other way) and the next render starts a fresh one. Renders are queued one at a time.
 */

export interface ChartJob {
  readonly width: number;
  readonly height: number;
  /** A sanitized Chart.js configuration: plain JSON data only (see ./chart-sanitize.ts). */
  readonly config: Record<string, unknown>;
}

export interface ChartRenderer {
  render(job: ChartJob): Promise<Uint8Array>;
  close(): Promise<void>;
}

const reply = z.union([
  z.object({ id: z.number(), png: z.instanceof(Uint8Array) }),
  z.object({ id: z.number(), error: z.string() }),
]);

/** Beside this module from source, and beside the single-file bundle on Lambda (copied there as an asset). */
const workerUrl = new URL('./chart-worker.cjs', import.meta.url);

export function createChartRenderer(options: { timeoutMs: number; locate?: () => URL } = { timeoutMs: 5000 }) {
  let worker: Worker | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let next = 0;

  const spawn = (): Worker => {
    const url = options.locate?.() ?? workerUrl;
    if (!existsSync(url)) throw new AppError('engine_unavailable', 'The chart engine is missing from this deployment.');
    const w = new Worker(url, {
      workerData: { fonts: fontChain(), family: cssFamilies() },
      // Chart.js objects for a capped chart are small; a runaway config meets this ceiling instead of the Lambda's.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    w.unref();
    w.on('error', () => {
      if (worker === w) worker = undefined;
    });
    w.on('exit', () => {
      if (worker === w) worker = undefined;
    });
    return w;
  };

  const once = (job: ChartJob): Promise<Uint8Array> =>
    new Promise<Uint8Array>((resolve, reject) => {
      worker ??= spawn();
      const w = worker;
      const id = next++;
      const timer = setTimeout(() => {
        cleanup();
        worker = undefined;
        void w.terminate();
        reject(
          new AppError(
            'unprocessable_input',
            `The chart took longer than ${timeLimitText(options.timeoutMs)} to render; use fewer data points or a smaller size.`,
          ),
        );
      }, options.timeoutMs);
      const onMessage = (message: unknown) => {
        const parsed = reply.safeParse(message);
        if (!parsed.success || parsed.data.id !== id) return;
        cleanup();
        if ('png' in parsed.data) resolve(parsed.data.png);
        else
          reject(
            new AppError(
              'unprocessable_input',
              `Chart.js could not render this configuration: ${parsed.data.error.slice(0, 300)}`,
            ),
          );
      };
      const onExit = (code: number) => {
        cleanup();
        // The worker dies mid-render only when the config drove it past its memory ceiling.
        reject(
          new AppError(
            'unprocessable_input',
            `The chart could not be rendered within the engine's memory limit (exit code ${code}); use less data.`,
          ),
        );
      };
      const cleanup = () => {
        clearTimeout(timer);
        w.off('message', onMessage);
        w.off('exit', onExit);
      };
      w.on('message', onMessage);
      w.on('exit', onExit);
      w.postMessage({ id, ...job });
    });

  const renderer: ChartRenderer = {
    render(job) {
      const result = queue.then(() => once(job));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
  return renderer;
}
