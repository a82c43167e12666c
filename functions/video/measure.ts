import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withDeadline } from '../../shared/deadline.js';
import type { Measured } from '../../shared/operations/types.js';
import {
  mergeLimits,
  type videoAddAudio,
  type videoAddSubtitles,
  type videoMerge,
} from '../../shared/operations/video.js';
import type { MeasureContext, MeasureFn } from '../core/implement.js';
import { isTrustedUrl } from '../core/net/trusted.js';
import type { VideoDeps } from './inputs.js';

/**
 * The output length of a video job, found at accept so the 202 charges the price of what the job will make
 * (docs/pricing.md). Only inputs the platform already holds are probed: data URLs, `file_` uploads and the
 * platform's own result links (a result fed into the next call), read one at a time within a few seconds. A URL
 * elsewhere is not fetched at accept (up to 200 MiB through the SSRF guard would outlast the request), nor is anything that does not probe as a video within the budget: the length is then
 * unknown, the job is held at the longest output accepted, and the worker settles it at what it produced.
 */

/** How long accept may spend probing before it holds the job at its maximum instead. */
const budgetMs = 8000;

type Deps = Pick<VideoDeps, 'saveFile' | 'ffmpeg' | 'ownResults'>;

/** Whether `ref` is held by the platform: inline, an upload, or one of its own result links. */
async function heldByPlatform(deps: Deps, ref: string): Promise<boolean> {
  if (/^data:/i.test(ref) || ref.startsWith('file_')) return true;
  if (!URL.canParse(ref)) return false;
  return isTrustedUrl(new URL(ref), await deps.ownResults());
}

/** The seconds of one stored or inline video, or undefined when accept should not or could not tell. */
async function secondsOf(deps: Deps, ref: unknown, field: string, ctx: MeasureContext & { signal: AbortSignal }) {
  if (typeof ref !== 'string' || !(await heldByPlatform(deps, ref))) return undefined;
  const dir = await mkdtemp(join(tmpdir(), 'alquimia-measure-'));
  try {
    // To disk as it downloads, as the worker does: an upload may be 200 MiB.
    const path = join(dir, 'input');
    await deps.saveFile(ref, {
      field,
      limits: ctx.limits,
      signal: ctx.signal,
      path,
      ...(ctx.accountId === undefined ? {} : { accountId: ctx.accountId }),
    });
    const info = await deps.ffmpeg.probe(path, ctx.signal);
    return info.ok && info.durationSeconds > 0 && info.streams.some((s) => s.type === 'video')
      ? info.durationSeconds
      : undefined;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Sums the lengths of `refs` (plus `extra` seconds); unknown as soon as one is. Errors are left to the worker. */
async function totalSeconds(
  deps: Deps,
  refs: readonly (readonly [unknown, string])[],
  extra: number,
  ctx: MeasureContext,
): Promise<Measured> {
  try {
    return await withDeadline({ signal: ctx.signal, timeoutMs: budgetMs }, async (signal) => {
      let total = extra;
      for (const [ref, field] of refs) {
        const seconds = await secondsOf(deps, ref, field, { ...ctx, signal });
        if (seconds === undefined) return {};
        total += seconds;
      }
      return { outputSeconds: total };
    });
  } catch {
    // A missing upload, a timeout, an unreadable file: the worker reports it precisely, and refunds.
    return {};
  }
}

/** Subtitles and add-audio make a video as long as `videoUrl`. */
export const measureFromVideo =
  <O extends typeof videoAddSubtitles | typeof videoAddAudio>(deps: Deps): MeasureFn<O> =>
  (input, ctx) =>
    totalSeconds(deps, [[input.videoUrl, 'videoUrl']], 0, ctx);

/** A merge is as long as its clips, and the title card when it has one. */
export const measureMerge =
  (deps: Deps): MeasureFn<typeof videoMerge> =>
  (input, ctx) =>
    totalSeconds(
      deps,
      input.videos.map((v, i) => [typeof v === 'string' ? v : v.url, `videos[${i}]`] as const),
      input.title ? mergeLimits.titleSeconds : 0,
      ctx,
    );
