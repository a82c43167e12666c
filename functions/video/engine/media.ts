import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { videoMediaLimits } from '../../../shared/operations/video.js';
import { AppError } from '../../core/errors.js';
import { scratchDir } from '../../core/files/scratch.js';
import { type DiskFileResult, type FileResult, file } from '../../core/operation.js';
import type { Ffmpeg, MediaInfo, StreamInfo } from './ffmpeg.js';

export type ProbedMedia = Extract<MediaInfo, { ok: true }>;

/**
 * A private directory for one operation's files. Inside a job it lives in the job's scratch directory, which the
 * worker removes after storing the result, so an output there can be handed over on disk (outputFile). Outside a
 * job (tests, a direct call) it is a temp dir removed when the work ends, whatever happens.
 */
export async function withWorkspace<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const scratch = scratchDir();
  if (scratch !== undefined) return work(await mkdtemp(join(scratch, 'video-')));
  const dir = await mkdtemp(join(tmpdir(), 'alquimia-video-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * An operation's output file as its result. Inside a job's scratch directory it stays on disk and the worker streams
 * it to storage (a 10-minute video is hundreds of MB); elsewhere the workspace is about to be removed, so the bytes
 * are read (only small test and direct-call outputs get there).
 */
export async function outputFile(
  path: string,
  contentType: string,
  filename: string,
): Promise<FileResult | DiskFileResult> {
  const scratch = scratchDir();
  const inside = scratch !== undefined && !relative(scratch, path).startsWith('..');
  if (!inside) return file(new Uint8Array(await readFile(path)), contentType, filename);
  const { size } = await stat(path);
  return { kind: 'disk-file', path, size, contentType, filename };
}

const limitError = (field: string, what: string, limit: string) =>
  new AppError('unprocessable_input', `${field}: ${what}; the limit is ${limit}.`, { extensions: { field, limit } });

/**
 * ffprobe first: unreadable, empty or truncated files and files without the needed stream are 422 naming the field;
 * duration, resolution and stream-count limits are enforced here, before any transcode.
 */
export async function probeInput(
  ffmpeg: Ffmpeg,
  path: string,
  field: string,
  need: 'video' | 'audio',
  signal: AbortSignal,
): Promise<ProbedMedia> {
  const info = await ffmpeg.probe(path, signal);
  if (!info.ok) {
    throw new AppError('unprocessable_input', `${field}: not a readable ${need} file (${info.reason}).`, {
      extensions: { field },
    });
  }
  const stream = info.streams.find((s) => s.type === need);
  if (!stream) throw new AppError('unprocessable_input', `${field}: the file has no ${need} stream.`);
  if (!(info.durationSeconds > 0)) throw new AppError('unprocessable_input', `${field}: the file has no duration.`);
  const limits = videoMediaLimits;
  if (info.durationSeconds > limits.maxInputSeconds) {
    throw limitError(
      field,
      `it lasts ${Math.round(info.durationSeconds)} s`,
      `maxInputSeconds ${limits.maxInputSeconds}`,
    );
  }
  if (info.streams.length > limits.maxStreams) {
    throw limitError(field, `it has ${info.streams.length} streams`, `maxStreams ${limits.maxStreams}`);
  }
  for (const s of info.streams.filter((x) => x.type === 'video')) checkFrame(s, field);
  return info;
}

function checkFrame(s: StreamInfo, field: string): void {
  const { maxWidth, maxHeight, maxPixels } = videoMediaLimits;
  const w = s.width ?? 0;
  const h = s.height ?? 0;
  if (w > maxWidth || h > maxHeight || w * h > maxPixels) {
    throw limitError(
      field,
      `its picture is ${w}×${h}`,
      `maxWidth ${maxWidth}, maxHeight ${maxHeight}, maxPixels ${maxPixels}`,
    );
  }
}

export const videoStreamOf = (info: ProbedMedia): StreamInfo | undefined =>
  info.streams.find((s) => s.type === 'video');
export const hasAudio = (info: ProbedMedia): boolean => info.streams.some((s) => s.type === 'audio');

/** Output duration limit (a slideshow of 50 × 60 s images would be 50 minutes). */
export function checkOutputSeconds(seconds: number): void {
  const max = videoMediaLimits.maxOutputSeconds;
  if (seconds > max)
    throw limitError('the output', `it would last ${Math.round(seconds)} s`, `maxOutputSeconds ${max}`);
}
