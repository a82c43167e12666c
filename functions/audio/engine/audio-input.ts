import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { speechToTextMaxSeconds } from '../../../shared/operations/audio.js';
import { AppError, unprocessable } from '../../core/errors.js';
import { locateFfmpeg, runBinary } from './ffmpeg.js';
import { type Pcm, pcmFromBytes } from './pcm.js';

/**
 * Checks an uploaded audio before it is sent to a paid provider, and normalises it: ffprobe reads the declared
 * length from the container (refusing what is not audio, and what is longer than the limit before decoding
 * it), ffmpeg decodes it all to 16 kHz mono (refusing corrupt data), and a decoded length well short of the
 * declared one means the file was cut off.
 */

/** The table's limit (shared/operations/audio.ts), which the price's maximum also reads. */
export const maxSpeechSeconds = speechToTextMaxSeconds;
const inputRate = 16_000;

export interface AudioInputDeps {
  readonly ffmpeg?: () => string;
  readonly ffprobe?: () => string;
  readonly maxSeconds?: number;
}

export interface CheckedAudio {
  readonly pcm: Pcm;
  readonly duration: number;
}

const probeAnswer = z.object({
  streams: z.array(z.object({ codec_type: z.string().optional() })).default([]),
  format: z.object({ duration: z.string().optional(), format_name: z.string().optional() }).optional(),
});

export function locateFfprobe(): string {
  const require = createRequire(import.meta.url);
  return z.object({ path: z.string().min(1) }).parse(require('@ffprobe-installer/ffprobe')).path;
}

const audioMagic = ['RIFF', 'OggS', 'ID3', 'fLaC', 'FORM'];

/** An audio container whose header we recognise but ffprobe cannot read is damaged, not of the wrong kind. */
const notAudio = (bytes: Uint8Array) =>
  audioMagic.some((magic) => Buffer.from(bytes.subarray(0, magic.length)).toString('latin1') === magic)
    ? unprocessable('audioFile: the audio is corrupt or cut off and cannot be decoded.')
    : new AppError(
        'unsupported_media_type',
        'audioFile: this is not an audio file (MP3, WAV, OGG, M4A, WEBM, FLAC...).',
      );

/** The declared duration, or undefined when the container does not say. Throws when there is no audio stream. */
async function probe(binary: string, bytes: Uint8Array, signal?: AbortSignal): Promise<number | undefined> {
  const dir = await mkdtemp(join(tmpdir(), 'alquimia-audio-'));
  try {
    // A file, not a pipe: only then does ffprobe read the length the container declares.
    const path = join(dir, 'input');
    await writeFile(path, bytes);
    const args = ['-v', 'error', '-show_entries', 'format=duration,format_name:stream=codec_type', '-of', 'json', path];
    const run = await runBinary(binary, args, new Uint8Array(), signal);
    const parsed = probeAnswer.safeParse(JSON.parse(run.stdout.length > 0 ? Buffer.from(run.stdout).toString() : '{}'));
    if (run.code !== 0 || !parsed.success) throw notAudio(bytes);
    if (!parsed.data.streams.some((s) => s.codec_type === 'audio')) throw notAudio(bytes);
    const declared = Number(parsed.data.format?.duration);
    return Number.isFinite(declared) ? declared : undefined;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function createAudioInputChecker(deps: AudioInputDeps = {}) {
  const maxSeconds = deps.maxSeconds ?? maxSpeechSeconds;
  let ffmpeg: string | undefined;
  let ffprobe: string | undefined;
  return async (bytes: Uint8Array, signal?: AbortSignal): Promise<CheckedAudio> => {
    ffprobe ??= (deps.ffprobe ?? locateFfprobe)();
    ffmpeg ??= (deps.ffmpeg ?? locateFfmpeg)();
    const declared = await probe(ffprobe, bytes, signal);
    const limitText = `${maxSeconds / 60} minutes`;
    if (declared !== undefined && declared > maxSeconds) {
      throw unprocessable(
        `audioFile: the audio lasts ${Math.round(declared / 60)} minutes; the limit is ${limitText}.`,
      );
    }
    const args = ['-nostdin', '-v', 'error', '-xerror', '-i', 'pipe:0', '-vn', '-ac', '1', '-ar', String(inputRate)];
    const run = await runBinary(ffmpeg, [...args, '-f', 's16le', 'pipe:1'], bytes, signal);
    if (run.code !== 0 || run.stdout.length === 0) {
      throw unprocessable('audioFile: the audio is corrupt or cut off and cannot be decoded.', new Error(run.stderr));
    }
    const pcm = pcmFromBytes(run.stdout, inputRate);
    const duration = pcm.samples.length / inputRate;
    if (duration > maxSeconds) throw unprocessable(`audioFile: the audio is longer than ${limitText}.`);
    if (declared !== undefined && declared - duration > Math.max(0.5, declared * 0.05)) {
      throw unprocessable(
        `audioFile: the file is cut off (it declares ${declared.toFixed(1)} s but holds ${duration.toFixed(1)} s of audio).`,
      );
    }
    return { pcm, duration };
  };
}

export type AudioInputChecker = ReturnType<typeof createAudioInputChecker>;
