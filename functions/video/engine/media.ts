import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { videoMediaLimits } from '../../../shared/operations/video.js';
import type { UploadedFile } from '../../../shared/schemas/fields.js';
import { AppError } from '../../core/errors.js';
import type { Ffmpeg, MediaInfo, StreamInfo } from './ffmpeg.js';

export type ProbedMedia = Extract<MediaInfo, { ok: true }>;

/** A private temp dir for one job, removed afterwards whatever happens. */
export async function withWorkspace<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'alquimia-video-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function writeInput(dir: string, name: string, file: UploadedFile): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, file.bytes);
  return path;
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
