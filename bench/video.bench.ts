import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@aws-lambda-powertools/logger';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { ownResultUrls } from '../functions/core/files/own-results.js';
import { createFileResolver } from '../functions/core/files/resolve.js';
import { createFileSaver } from '../functions/core/files/save.js';
import type { ResultSaver } from '../functions/core/files/types.js';
import { acceptJob } from '../functions/core/jobs/accept.js';
import { processJobMessage } from '../functions/core/jobs/worker.js';
import { binaries } from '../functions/video/engine/binaries.js';
import { createFfmpeg } from '../functions/video/engine/ffmpeg.js';
import { createNovaReelEngine } from '../functions/video/engine/nova-reel.js';
import { createVideoImplementations } from '../functions/video/implementations.js';
import { videoRenderFromImages } from '../shared/operations/video.js';
import { MemoryMeter } from '../test/unit/core/fakes.js';
import { MemoryJobStore } from '../test/unit/jobs/memory-store.js';

/**
 * A 30-second 720p slideshow from 10 JPEGs (3 s each, fades) as a job (accept → worker → stored result →
 * succeeded, in process, with the in-memory job store and meter) vs the same ffmpeg command run directly on
 * the same prepared frames. Also the job overhead alone: accept → claimed (running), p50 of 20.
 */

const images = 10;
const seconds = 3;
const fps = 30;
const [width, height] = [1280, 720];

const ms = (t0: bigint): number => Number(process.hrtime.bigint() - t0) / 1e6;
const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export default async function bench(): Promise<void> {
  const bins = await binaries();
  const jpegs = await Promise.all(
    Array.from({ length: images }, (_, i) =>
      sharp({
        create: { width: 1920, height: 1080, channels: 3, background: { r: (i * 25) % 255, g: 80, b: 200 - i * 15 } },
      })
        .jpeg()
        .toBuffer(),
    ),
  );
  const implementations = createVideoImplementations({
    ffmpeg: createFfmpeg(() => binaries()),
    fontsDir: async () => bins.fontsDir,
    resolveFile: createFileResolver({ s3: new S3Client({ region: 'us-east-1' }), bucket: 'files' }),
    saveFile: createFileSaver({ s3: new S3Client({ region: 'us-east-1' }), bucket: 'files' }),
    ownResults: ownResultUrls({ s3: new S3Client({ region: 'us-east-1' }), bucket: 'files' }),
    imageToVideo: createNovaReelEngine({
      client: () => new BedrockRuntimeClient({ region: 'us-east-1' }),
      modelId: 'm',
    }),
    keepOutput: async () => {
      throw new Error('no provider output in this bench');
    },
  });
  const byId = new Map(implementations.map((i) => [i.operation.id, i]));
  const logger = new Logger({ serviceName: 'bench', logLevel: 'SILENT' });
  const principal = { kind: 'api-key' as const, accountId: 'acct_bench', keyId: 'k', plan: 3 };
  const input = videoRenderFromImages.input.parse({
    images: jpegs.map((b) => ({ url: `data:image/jpeg;base64,${b.toString('base64')}`, duration: seconds })),
    width,
    height,
    fps,
    transition: 'fade',
  });

  async function viaJob(): Promise<{ total: number; acceptToRunning: number }> {
    const store = new MemoryJobStore();
    const meter = new MemoryMeter(1000);
    const queue: string[] = [];
    const saveResult: ResultSaver = async (r, now) => ({
      key: 'results/x',
      size: 'bytes' in r ? r.bytes.length : r.size,
      contentType: r.contentType,
      filename: r.filename,
      storedAt: now.toISOString(),
    });
    const t0 = process.hrtime.bigint();
    await acceptJob(
      {
        store,
        queue: { send: async (m) => void queue.push(JSON.stringify(m)) },
        files: { saveUpload: async () => '', putInput: async () => '', getInput: async () => '' },
      },
      { operation: videoRenderFromImages, principal, input, requestId: 'r', credits: 5, now: new Date() },
    );
    let acceptToRunning = 0;
    const claim = store.claim.bind(store);
    store.claim = async (...args) => {
      const result = await claim(...args);
      acceptToRunning = ms(t0);
      return result;
    };
    await processJobMessage(queue[0] ?? '', {
      store,
      implementationsById: byId,
      resolveFile: createFileResolver({ s3: new S3Client({ region: 'us-east-1' }), bucket: 'files' }),
      saveResult,
      signResult: async () => undefined,
      meter,
      logger,
      now: () => new Date(),
    });
    const job = [...store.jobs.values()][0];
    if (job?.status !== 'succeeded') throw new Error(`job ${job?.status}: ${JSON.stringify(job?.error)}`);
    return { total: ms(t0), acceptToRunning };
  }

  /** The same filtergraph and encoder settings as the render operation, on frames sharp already fitted. */
  async function direct(): Promise<number> {
    const dir = mkdtempSync(join(tmpdir(), 'video-bench-'));
    try {
      const t0 = process.hrtime.bigint();
      const args: string[] = [];
      const chains: string[] = [];
      const n = seconds * fps;
      const f = fps / 2;
      await Promise.all(
        jpegs.map(async (jpeg, i) => {
          await sharp(jpeg)
            .resize(width, height, { fit: 'contain' })
            .png({ compressionLevel: 1 })
            .toFile(join(dir, `img${i}.png`));
        }),
      );
      for (let i = 0; i < images; i++) {
        args.push('-loop', '1', '-framerate', String(fps), '-i', join(dir, `img${i}.png`));
        chains.push(
          `[${i}:v]trim=end_frame=${n},setpts=PTS-STARTPTS,setsar=1,format=yuv420p,fade=t=in:s=0:n=${f},fade=t=out:s=${n - f}:n=${f}[v${i}]`,
        );
      }
      const graph = `${chains.join(';')};${chains.map((_, i) => `[v${i}]`).join('')}concat=n=${images}:v=1:a=0[v]`;
      const out = spawnSync(bins.ffmpeg, [
        '-nostdin',
        '-loglevel',
        'error',
        '-y',
        ...args,
        '-f',
        'lavfi',
        '-i',
        'anullsrc=r=48000:cl=stereo',
        '-filter_complex',
        graph,
        '-map',
        '[v]',
        '-map',
        `${images}:a`,
        '-r',
        String(fps),
        '-t',
        String(images * seconds),
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-movflags',
        '+faststart',
        join(dir, 'out.mp4'),
      ]);
      if (out.status !== 0) throw new Error(String(out.stderr));
      return ms(t0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const runs = Number(process.env.VIDEO_BENCH_RUNS ?? 1);
  const jobTimes: number[] = [];
  const directTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    directTimes.push(await direct());
    jobTimes.push((await viaJob()).total);
  }
  // Job overhead alone: a trivial message, accept → claimed, measured without the render.
  const overhead: number[] = [];
  for (let i = 0; i < 20; i++) {
    const store = new MemoryJobStore();
    const queue: string[] = [];
    const t0 = process.hrtime.bigint();
    await acceptJob(
      {
        store,
        queue: { send: async (m) => void queue.push(JSON.stringify(m)) },
        files: { saveUpload: async () => '', putInput: async () => '', getInput: async () => '' },
      },
      { operation: videoRenderFromImages, principal, input, requestId: 'r', credits: 5, now: new Date() },
    );
    const { jobId, accountId } = JSON.parse(queue[0] ?? '{}') as { jobId: string; accountId: string };
    await store.claim({ jobId, accountId }, 'w', new Date(), 60_000);
    overhead.push(ms(t0));
  }
  const job = median(jobTimes);
  const cmd = median(directTimes);
  console.table([
    { measure: `30 s 720p slideshow, 10 images, direct ffmpeg (median of ${runs})`, ms: Math.round(cmd) },
    {
      measure: `same as a job: accept → succeeded (median of ${runs})`,
      ms: Math.round(job),
      ratio: (job / cmd).toFixed(2),
    },
    { measure: 'job overhead in process: accept → running (p50 of 20)', ms: median(overhead).toFixed(2) },
  ]);
}
