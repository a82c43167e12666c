import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { z } from 'zod';
import type { TestAccount } from './accounts.js';

/**
 * Jobs over HTTP with an API key (accept → poll → download) and the media oracles that check their results. The
 * oracles run the installer packages' ffmpeg and ffprobe directly, not the worker's engine, so a bug there cannot
 * hide itself; fixtures are made the same way, in temp files, and never leave loopback.
 */

const run = promisify(execFile);
const require = createRequire(import.meta.url);

// --- HTTP ------------------------------------------------------------------------------------------------------

export const accepted = z.object({
  jobId: z.string().regex(/^job_/),
  id: z.string(),
  status: z.literal('queued'),
  statusUrl: z.string(),
});
export const jobStatus = z.object({
  jobId: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  progress: z.number(),
  result: z.unknown(),
  error: z.record(z.string(), z.unknown()).nullable(),
  creditsCharged: z.number(),
});
export type JobStatus = z.infer<typeof jobStatus>;
export const fileResult = z.object({ url: z.string().url(), contentType: z.string(), size: z.number() });
const upload = z.object({
  fileId: z.string().startsWith('file_'),
  uploadUrl: z.string(),
  uploadFields: z.record(z.string(), z.string()),
});

/** One account's calls to the platform at `baseUrl`: the key for API calls, the session for the dashboard. */
export function jobsClient(baseUrl: string, account: TestAccount) {
  const post = async (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'api-token': account.apiKey, ...headers },
    });
    return { status: response.status, headers: response.headers, json: (await response.json()) as unknown };
  };

  const balance = async (): Promise<number> => {
    const response = await fetch(`${baseUrl}/api/user/balance`, {
      headers: { authorization: `Bearer ${account.idToken}` },
    });
    return z.object({ saldo: z.number() }).parse(await response.json()).saldo;
  };

  /** GET the status URL with the key every 500 ms until the job is final. */
  const settle = async (statusUrl: string, timeoutMs = 60_000): Promise<JobStatus> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const response = await fetch(new URL(statusUrl, baseUrl), { headers: { 'api-token': account.apiKey } });
      expect(response.status).toBe(200);
      const job = jobStatus.parse(await response.json());
      if (job.status === 'succeeded' || job.status === 'failed') return job;
      if (Date.now() > deadline) throw new Error(`job still ${job.status} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };

  /** The bytes of a succeeded job's file result, checked against the size and type it announced. */
  const download = async (job: JobStatus, contentType: string): Promise<Uint8Array> => {
    const result = fileResult.parse(job.result);
    expect(result.contentType).toBe(contentType);
    const response = await fetch(result.url);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(result.size);
    return bytes;
  };

  /** A file sent the way large inputs are: `POST /api/files`, then the presigned S3 POST; answers the `file_` id. */
  const uploadFile = async (bytes: Uint8Array, filename: string, contentType: string): Promise<string> => {
    const created = await post('/api/files', { filename, contentType, size: bytes.byteLength });
    expect(created.status).toBe(201);
    const { fileId, uploadUrl, uploadFields } = upload.parse(created.json);
    const form = new FormData();
    for (const [name, value] of Object.entries(uploadFields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), filename);
    expect((await fetch(uploadUrl, { method: 'POST', body: form })).status).toBe(204);
    return fileId;
  };

  return { post, balance, settle, download, uploadFile };
}
export type JobsClient = ReturnType<typeof jobsClient>;

// --- media fixtures and oracles ----------------------------------------------------------------------------------

export const dataUrl = (bytes: Uint8Array, type = 'image/png') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

const binary = (name: '@ffprobe-installer/ffprobe' | '@ffmpeg-installer/ffmpeg') =>
  z.object({ path: z.string() }).parse(require(name)).path;

async function withFile<T>(bytes: Uint8Array, use: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'jobs-it-'));
  try {
    const path = join(dir, 'in');
    await writeFile(path, bytes);
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** ffmpeg with lavfi sources (`-f lavfi -i color=…`, `sine=…`) writing an `.ext` file; answers its bytes. */
export async function generate(args: readonly string[], ext: string): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'jobs-it-gen-'));
  try {
    const out = join(dir, `out.${ext}`);
    await run(binary('@ffmpeg-installer/ffmpeg'), ['-nostdin', '-loglevel', 'error', '-y', ...args, out]);
    return new Uint8Array(await readFile(out));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A silent H.264 clip of one solid colour (`gray`, `red`, `0x2050c0`), w×h at `fps`. */
export const colourClip = (o: { colour: string; seconds: number; w: number; h: number; fps: number }) =>
  generate(
    [
      ...['-f', 'lavfi', '-i', `color=c=${o.colour}:s=${o.w}x${o.h}:r=${o.fps}:d=${o.seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ],
    'mp4',
  );

/** ffprobe's streams and the container's duration in seconds: the video unit tests' probe. */
export { probe } from '../../unit/video/media.js';

/** ffmpeg decoding `bytes` from `seconds` with `output` args to raw bytes on stdout. */
const decode = (bytes: Uint8Array, seconds: number, output: readonly string[]) =>
  withFile(bytes, async (path) => {
    const args = ['-nostdin', '-loglevel', 'error', '-ss', String(seconds), '-i', path, ...output, 'pipe:1'];
    const { stdout } = await run(binary('@ffmpeg-installer/ffmpeg'), args, {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    });
    return new Uint8Array(stdout);
  });

/** The RGB of the frame's centre pixel at `seconds`. */
export const centreColour = async (bytes: Uint8Array, seconds: number) => {
  const rgb = await decode(bytes, seconds, [
    '-frames:v',
    '1',
    '-vf',
    'crop=2:2',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
  ]);
  return [rgb[0] ?? 0, rgb[1] ?? 0, rgb[2] ?? 0];
};

/** The frame at `seconds` as 8-bit grey pixels, row by row. */
export const grayFrame = (bytes: Uint8Array, seconds: number) =>
  decode(bytes, seconds, ['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray']);

/** Mean absolute difference of two grey frames `width` wide over rows [from, to). */
export function bandDifference(a: Uint8Array, b: Uint8Array, width: number, from: number, to: number): number {
  let sum = 0;
  for (let y = from; y < to; y++)
    for (let x = 0; x < width; x++) sum += Math.abs((a[y * width + x] ?? 0) - (b[y * width + x] ?? 0));
  return sum / ((to - from) * width);
}

/** `seconds` of the first audio stream from `from`, mono 16-bit at `rate` Hz, as samples in [-1, 1]. */
export const audioSamples = async (bytes: Uint8Array, from: number, seconds: number, rate = 8000) => {
  const pcm = await decode(bytes, from, ['-t', String(seconds), '-vn', '-ac', '1', '-ar', String(rate), '-f', 's16le']);
  const view = new DataView(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  return Array.from({ length: Math.floor(pcm.byteLength / 2) }, (_, i) => view.getInt16(i * 2, true) / 32768);
};
