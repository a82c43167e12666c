import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
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
  /** A sanitized Chart.js configuration: plain JSON data only (see sanitizeChartConfig). */
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
            `The chart took longer than ${options.timeoutMs / 1000} s to render; use fewer data points or a smaller size.`,
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

/** Options of the plugins Chart.js ships; nothing else may be configured under `plugins`. */
export const builtInPlugins = ['legend', 'title', 'subtitle', 'tooltip', 'filler', 'decimation', 'colors'] as const;

/** Strings that look like code: Chart.js never evaluates strings, but such a config is a mistake or a probe. */
const codeLike = /(^|[^\w$])function\s*[\w$]*\s*\(|=>|\beval\s*\(|\bnew\s+Function\b|^\s*javascript:/i;
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);
const maxDepth = 16;
/** Data points over all datasets: beyond this a PNG of at most 2000 px shows nothing more, only costs time. */
export const maxChartPoints = 20_000;

/** A string of a chart configuration and where it sits (e.g. `data.labels[3]`). */
export interface ChartText {
  readonly path: string;
  readonly text: string;
}

/**
 * Checks a client's chart configuration before it reaches the worker: plain JSON values only (no function-like
 * strings, no prototype keys), bounded depth, only built-in plugins, and at most `maxChartPoints` points.
 * Throws 400 naming the offending path. Answers every string with its path, for the glyph check.
 */
export function sanitizeChartConfig(value: unknown, path = 'config'): ChartText[] {
  const texts: ChartText[] = [];
  walk(value, path, 0, texts);
  return texts;
}

function walk(value: unknown, path: string, depth: number, texts: ChartText[]): void {
  if (depth > maxDepth) throw refuse(path, `nesting deeper than ${maxDepth} levels is not accepted`);
  if (typeof value === 'string') {
    if (codeLike.test(value)) throw refuse(path, 'looks like code; chart configurations are JSON data only');
    texts.push({ path, text: value });
    return;
  }
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      walk(item, `${path}[${i}]`, depth + 1, texts);
    });
    return;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (forbiddenKeys.has(key)) throw refuse(`${path}.${key}`, 'is not an accepted key');
      // Text is drawn with the bundled font chain, which the glyph check follows; another family would not be.
      if (key === 'family' && /(^|\.)font$/.test(path))
        throw refuse(`${path}.${key}`, 'charts use the bundled fonts; set size, style or weight instead');
      walk(item, `${path}.${key}`, depth + 1, texts);
    }
    return;
  }
  throw refuse(path, 'must be JSON data');
}

export function checkPlugins(plugins: Record<string, unknown>, path: string): void {
  const allowed: readonly string[] = builtInPlugins;
  for (const key of Object.keys(plugins)) {
    if (!allowed.includes(key)) {
      throw new AppError(
        'invalid_request',
        `${path}.${key}: only the built-in plugins take options (${builtInPlugins.join(', ')}); plugins that run code are not accepted.`,
        { errors: [{ path: `${path}.${key}`, message: 'unknown plugin', allowed: builtInPlugins }] },
      );
    }
  }
}

function refuse(path: string, message: string): AppError {
  return new AppError('invalid_request', `${path}: ${message}.`, { errors: [{ path, message }] });
}
