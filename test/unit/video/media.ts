import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Logger } from '@aws-lambda-powertools/logger';
import { S3Client } from '@aws-sdk/client-s3';
import { z } from 'zod';
import { ownResultUrls } from '../../../functions/core/files/own-results.js';
import { createFileResolver } from '../../../functions/core/files/resolve.js';
import { createFileSaver } from '../../../functions/core/files/save.js';
import type { OperationContext } from '../../../functions/core/operation.js';
import { binaries } from '../../../functions/video/engine/binaries.js';
import { createFfmpeg } from '../../../functions/video/engine/ffmpeg.js';
import type { VideoDeps } from '../../../functions/video/inputs.js';
import type { Operation } from '../../../shared/operations/types.js';

/** Test media made with lavfi (tiny, 1–2 s), an independent ffprobe oracle, and the real video deps. */

const run = promisify(execFile);

export const videoDeps = (): VideoDeps => ({
  ffmpeg: createFfmpeg(() => binaries()),
  fontsDir: async () => (await binaries()).fontsDir,
  resolveFile: createFileResolver({ s3: new S3Client({ region: 'us-east-1' }), bucket: 'files' }),
  saveFile: createFileSaver({ s3: new S3Client({ region: 'us-east-1' }), bucket: 'files' }),
  ownResults: ownResultUrls({ s3: new S3Client({ region: 'us-east-1' }), bucket: 'files' }),
});

/** Runs ffmpeg with lavfi sources and answers the output's bytes. */
export async function lavfi(args: readonly string[], ext: string): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'video-test-'));
  try {
    const out = join(dir, `out.${ext}`);
    await run((await binaries()).ffmpeg, ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args, out]);
    return new Uint8Array(await readFile(out));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A clip: `color` or `testsrc` video at w×h, optional sine audio. */
export const clip = (o: { seconds: number; w: number; h: number; fps?: number; audio?: boolean; source?: string }) => {
  const source = o.source ?? 'testsrc';
  return lavfi(
    [
      '-f',
      'lavfi',
      '-i',
      `${source}${source.includes('=') ? ':' : '='}s=${o.w}x${o.h}:r=${o.fps ?? 10}:d=${o.seconds}`,
      ...(o.audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:d=${o.seconds}`] : []),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      ...(o.audio ? ['-c:a', 'aac'] : []),
    ],
    'mp4',
  );
};

export const dataUrl = (bytes: Uint8Array, type: string): string =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

const probeSchema = z.object({
  streams: z.array(
    z.object({
      codec_type: z.string(),
      codec_name: z.string(),
      width: z.number().optional(),
      height: z.number().optional(),
      duration: z.string().optional(),
    }),
  ),
  format: z.object({ duration: z.string() }),
});

export async function probe(bytes: Uint8Array) {
  const dir = await mkdtemp(join(tmpdir(), 'video-probe-'));
  try {
    const path = join(dir, 'in');
    await writeFile(path, bytes);
    const { stdout } = await run((await binaries()).ffprobe, [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      path,
    ]);
    const parsed = probeSchema.parse(JSON.parse(stdout));
    return { duration: Number(parsed.format.duration), streams: parsed.streams };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One frame at `seconds` as 8-bit grey pixels (w×h). */
export async function grayFrame(bytes: Uint8Array, seconds: number): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'video-frame-'));
  try {
    const path = join(dir, 'in');
    await writeFile(path, bytes);
    const { stdout } = await run(
      (await binaries()).ffmpeg,
      [
        '-nostdin',
        '-loglevel',
        'error',
        '-ss',
        String(seconds),
        '-i',
        path,
        '-frames:v',
        '1',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'gray',
        'pipe:1',
      ],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
    );
    return new Uint8Array(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Mean absolute difference of two grey frames over rows [from, to). */
export function bandDifference(a: Uint8Array, b: Uint8Array, width: number, from: number, to: number): number {
  let sum = 0;
  let n = 0;
  for (let y = from; y < to; y++) {
    for (let x = 0; x < width; x++) {
      sum += Math.abs((a[y * width + x] ?? 0) - (b[y * width + x] ?? 0));
      n += 1;
    }
  }
  return sum / n;
}

export const context = (operation: Operation, signal = AbortSignal.timeout(60_000)): OperationContext => ({
  operation,
  principal: { kind: 'api-key', accountId: 'acct_video', keyId: 'key_v', plan: 1 },
  requestId: 'req_video',
  logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
  signal,
  headers: {},
  now: () => new Date(),
  runsAs: 'job',
});
