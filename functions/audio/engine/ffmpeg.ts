import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { stoppedByDeadline } from '../../core/deadline.js';
import { type Pcm, pcmBytes, wavBytes } from './pcm.js';

/**
 * The bundled ffmpeg (@ffmpeg-installer, GPL) as a child process: PCM in on stdin, encoded audio out on stdout,
 * never a temporary file. `-nostdin` keeps it from reading the terminal; input still comes from `pipe:0`.
 */

export type AudioFormat = 'MP3' | 'WAV' | 'OGG';

export const audioContentTypes: Record<AudioFormat, string> = {
  MP3: 'audio/mpeg',
  WAV: 'audio/wav',
  OGG: 'audio/ogg',
};

export interface FfmpegRun {
  readonly code: number | null;
  readonly stdout: Uint8Array;
  readonly stderr: string;
}

const installer = z.object({ path: z.string().min(1) });

/** The binary's path from @ffmpeg-installer/ffmpeg (resolved once, at first use). */
export function locateFfmpeg(): string {
  const require = createRequire(import.meta.url);
  return installer.parse(require('@ffmpeg-installer/ffmpeg')).path;
}

export function runBinary(
  binary: string,
  args: readonly string[],
  input: Uint8Array,
  signal?: AbortSignal,
): Promise<FfmpegRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'], signal });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    // ffmpeg may stop reading early (a refused input): a broken pipe is then expected, not an error.
    child.stdin.on('error', () => undefined);
    child.on('close', (code) =>
      resolve({ code, stdout: new Uint8Array(Buffer.concat(out)), stderr: Buffer.concat(err).toString('utf8') }),
    );
    child.stdin.end(input);
  });
}

// LAME's quality 7 (`-compression_level 7`) spends about 45% less CPU than its default on the same 64 kbit/s stream,
// and speech does not show the difference: MP3 encoding is most of a long text's time at the function's CPU share
// (bench/sync-limits.bench.ts).
const encoderArgs: Record<Exclude<AudioFormat, 'WAV'>, readonly string[]> = {
  MP3: ['-c:a', 'libmp3lame', '-b:a', '64k', '-compression_level', '7', '-f', 'mp3'],
  OGG: ['-c:a', 'libvorbis', '-q:a', '3', '-f', 'ogg'],
};

export interface AudioEncoder {
  encode(pcm: Pcm, format: AudioFormat, signal?: AbortSignal): Promise<Uint8Array>;
}

const encodingStopped = 'The audio was not encoded in time and was stopped.';

/** WAV is written here directly; MP3 and OGG go through ffmpeg. */
export function createFfmpegEncoder(locate: () => string = locateFfmpeg): AudioEncoder {
  let binary: string | undefined;
  return {
    async encode(pcm, format, signal) {
      if (format === 'WAV') return wavBytes(pcm);
      binary ??= locate();
      const args = [
        '-nostdin',
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        's16le',
        '-ar',
        String(pcm.sampleRate),
        '-ac',
        '1',
        '-i',
        'pipe:0',
        ...encoderArgs[format],
        'pipe:1',
      ];
      // A deadline that stops ffmpeg is the caller's 504 (refunded), never an encoder failure's 500.
      const run = await runBinary(binary, args, pcmBytes(pcm), signal).catch((error: unknown) => {
        throw signal?.aborted ? stoppedByDeadline(signal, encodingStopped) : error;
      });
      if (signal?.aborted) throw stoppedByDeadline(signal, encodingStopped);
      if (run.code !== 0 || run.stdout.length === 0) {
        throw new Error(`ffmpeg ${format} encoding failed (${run.code}): ${run.stderr.slice(0, 500)}`);
      }
      return run.stdout;
    },
  };
}
