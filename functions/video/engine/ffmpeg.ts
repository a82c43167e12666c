import { spawn } from 'node:child_process';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { jsonOrUndefined } from '../../core/json.js';
import type { Binaries } from './binaries.js';

/**
 * ffmpeg and ffprobe as child processes: never a shell, never stdin (`-nostdin`: ffmpeg would otherwise eat it),
 * killed when the job's signal aborts. Progress comes from `-progress pipe:1` (`out_time_us`, or the 2018 build's
 * `out_time_ms`, which is also in microseconds) against the expected output duration.
 */

export interface RunOptions {
  readonly signal: AbortSignal;
  /** Expected output seconds, for progress; omit when unknown. */
  readonly durationSeconds?: number;
  readonly onProgress?: (fraction: number) => void;
  readonly cwd?: string;
}

interface Exit {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function spawnCollect(
  file: string,
  args: readonly string[],
  env: Readonly<Record<string, string>>,
  options: { signal: AbortSignal; cwd?: string; onStdoutLine?: (line: string) => void },
): Promise<Exit> {
  return new Promise((resolve, reject) => {
    if (options.signal.aborted) {
      reject(new AppError('timeout', 'The job was stopped before ffmpeg ran.'));
      return;
    }
    const child = spawn(file, args, {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let pending = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (!options.onStdoutLine) {
        stdout += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onStdoutLine(line);
    });
    // Only the tail matters for errors; a chatty run must not grow memory.
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8000);
    });
    const onAbort = () => child.kill('SIGKILL');
    options.signal.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => {
      options.signal.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code) => {
      options.signal.removeEventListener('abort', onAbort);
      if (options.signal.aborted) reject(new AppError('timeout', 'The job did not finish in time.'));
      else resolve({ code, stdout, stderr });
    });
  });
}

export interface Ffmpeg {
  run(args: readonly string[], options: RunOptions): Promise<void>;
  probe(path: string, signal: AbortSignal): Promise<MediaInfo>;
}

export function createFfmpeg(bins: () => Promise<Binaries>): Ffmpeg {
  return {
    async run(args, options) {
      const b = await bins();
      const total = options.durationSeconds;
      const exit = await spawnCollect(
        b.ffmpeg,
        ['-nostdin', '-hide_banner', '-loglevel', 'error', '-progress', 'pipe:1', '-y', ...args],
        b.env,
        {
          signal: options.signal,
          cwd: options.cwd,
          onStdoutLine: (line) => {
            const m = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
            if (m?.[1] && total && total > 0 && options.onProgress) {
              options.onProgress(Math.min(1, Number(m[1]) / 1e6 / total));
            }
          },
        },
      );
      if (exit.code !== 0) {
        throw new AppError('unprocessable_input', `The video could not be processed: ${lastLine(exit.stderr)}`, {
          cause: new Error(exit.stderr),
        });
      }
    },

    async probe(path, signal) {
      const b = await bins();
      const exit = await spawnCollect(
        b.ffprobe,
        ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
        b.env,
        { signal },
      );
      if (exit.code !== 0) return { ok: false, reason: lastLine(exit.stderr) };
      const parsed = probeOutput.safeParse(jsonOrUndefined(exit.stdout));
      if (!parsed.success) return { ok: false, reason: 'unreadable probe output' };
      return { ok: true, ...summarise(parsed.data) };
    },
  };
}

/** The last meaningful stderr line, without paths of our temp dir. */
function lastLine(stderr: string): string {
  const line =
    stderr
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '')
      .pop() ?? 'unknown error';
  return line.replace(/\/[^\s:]*\/(in|out|job)[^\s:]*/g, '<file>').slice(0, 300);
}

const probeStream = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  avg_frame_rate: z.string().optional(),
  r_frame_rate: z.string().optional(),
  sample_rate: z.string().optional(),
  channels: z.number().optional(),
  duration: z.string().optional(),
  nb_frames: z.string().optional(),
});
const probeOutput = z.object({
  streams: z.array(probeStream).default([]),
  format: z.object({ duration: z.string().optional(), format_name: z.string().optional() }).optional(),
});

export interface StreamInfo {
  readonly type: 'video' | 'audio' | 'subtitle' | 'other';
  readonly codec: string;
  readonly width?: number;
  readonly height?: number;
  readonly fps?: number;
  readonly sampleRate?: number;
  readonly durationSeconds?: number;
}

export type MediaInfo =
  | {
      readonly ok: true;
      readonly format: string;
      readonly durationSeconds: number;
      readonly streams: readonly StreamInfo[];
    }
  | { readonly ok: false; readonly reason: string };

function rate(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  const [n, d] = raw.split('/').map(Number);
  if (n === undefined || !Number.isFinite(n) || n <= 0) return undefined;
  return d && d > 0 ? n / d : n;
}

function summarise(data: z.infer<typeof probeOutput>) {
  const streams: StreamInfo[] = data.streams.map((s) => {
    const type =
      s.codec_type === 'video' || s.codec_type === 'audio' || s.codec_type === 'subtitle' ? s.codec_type : 'other';
    const duration = s.duration === undefined ? undefined : Number(s.duration);
    return {
      type,
      codec: s.codec_name ?? 'unknown',
      ...(s.width === undefined ? {} : { width: s.width }),
      ...(s.height === undefined ? {} : { height: s.height }),
      ...(type === 'video' ? { fps: rate(s.avg_frame_rate) ?? rate(s.r_frame_rate) } : {}),
      ...(s.sample_rate === undefined ? {} : { sampleRate: Number(s.sample_rate) }),
      ...(duration !== undefined && Number.isFinite(duration) ? { durationSeconds: duration } : {}),
    };
  });
  const formatDuration = Number(data.format?.duration ?? Number.NaN);
  const longest = Math.max(0, ...streams.map((s) => s.durationSeconds ?? 0));
  return {
    format: data.format?.format_name ?? 'unknown',
    durationSeconds: Number.isFinite(formatDuration) ? formatDuration : longest,
    streams,
  };
}
