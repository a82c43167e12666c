import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Logger } from '@aws-lambda-powertools/logger';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFileResolver } from '../../../functions/core/files/resolve.js';
import { createResultSaver } from '../../../functions/core/files/results.js';
import { createFileSaver } from '../../../functions/core/files/save.js';
import { processJobMessage } from '../../../functions/core/jobs/worker.js';
import type { Ffmpeg, MediaInfo } from '../../../functions/video/engine/ffmpeg.js';
import { createNovaReelEngine } from '../../../functions/video/engine/nova-reel.js';
import { createVideoImplementations } from '../../../functions/video/implementations.js';
import { type S3StandIn, startS3 } from '../../../infra/local/standins/s3.js';
import { videoMerge } from '../../../shared/operations/video.js';
import { MemoryMeter } from '../core/fakes.js';
import { MemoryJobStore } from '../jobs/memory-store.js';

/**
 * A merge job's inputs and output never sit whole in memory: three 30 MB clips (two by URL through the SSRF-guarded
 * fetch, one as a `file_` upload in S3) go chunk by chunk into the job's scratch directory, ffmpeg is handed paths
 * there, the output streams from there to S3, and the directory is gone after the job, failed or not. ffmpeg is a
 * stand-in that checks what it is given (the real encodes are covered in operations.test.ts).
 */

const mb = 1024 * 1024;
const inputBytes = 30 * mb;
const outputBytes = 20 * mb;
const accountId = 'acct_stream';
const fileId = 'file_StreamStreamStream12';

/** An MP4-looking file: an `ftyp` box (what sniffing reads), then zeros, written in 1 MiB steps. */
async function writeFakeMp4(path: string, size: number): Promise<void> {
  const out = await open(path, 'w');
  const chunk = Buffer.alloc(mb);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]).copy(chunk);
  for (let written = 0; written < size; written += mb) {
    await out.write(chunk, 0, Math.min(mb, size - written));
    chunk.fill(0, 0, 12);
  }
  await out.close();
}

/**
 * A full collection on demand (the flag is read when `gc` is first looked up): samples then count what is still
 * held, not chunks already read and waiting for the collector, which any streamed download leaves behind.
 */
v8.setFlagsFromString('--expose-gc');
const gc: unknown = vm.runInNewContext('gc');
const collect = (): void => {
  if (typeof gc === 'function') gc();
};

/**
 * Samples the Buffer / ArrayBuffer memory the process holds at the moments a job would hold its files: when ffmpeg
 * is handed an input to probe (just downloaded) and when it is run (every input ready). The peak over the baseline
 * counts. Downloads in flight are not sampled: the loopback server and the S3 stand-in run in this process too, and
 * their own buffers are not the worker's.
 */
function memoryPeak() {
  collect();
  const baseline = process.memoryUsage();
  let peakArrayBuffers = baseline.arrayBuffers;
  let peakExternal = baseline.external;
  const sample = () => {
    collect();
    const now = process.memoryUsage();
    peakArrayBuffers = Math.max(peakArrayBuffers, now.arrayBuffers);
    peakExternal = Math.max(peakExternal, now.external);
  };
  /** Growth now, after a full collection. */
  const current = () => {
    collect();
    const now = process.memoryUsage();
    return { arrayBuffers: now.arrayBuffers - baseline.arrayBuffers, external: now.external - baseline.external };
  };
  return {
    sample,
    current,
    stop: () => {
      return {
        arrayBuffers: peakArrayBuffers - baseline.arrayBuffers,
        external: peakExternal - baseline.external,
      };
    },
  };
}

/**
 * The remote origin, in its own process as it is on the internet: its send buffers are not this process's memory,
 * so what is measured here is the worker's side of the download only.
 */
async function startOrigin(path: string): Promise<{ url: string; close: () => Promise<void> }> {
  const script = `
    const { createServer } = require('node:http');
    const { createReadStream, statSync } = require('node:fs');
    const path = process.argv[1];
    const server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(statSync(path).size) });
      createReadStream(path).pipe(res);
    });
    server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));`;
  const child = spawn(process.execPath, ['-e', script, path], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = await once(child.stdout, 'data');
  const port = Number(String(line).trim());
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      child.kill();
      await once(child, 'exit');
    },
  };
}

const probed: MediaInfo = {
  ok: true,
  format: 'mov,mp4,m4a,3gp,3g2,mj2',
  durationSeconds: 2,
  streams: [{ type: 'video', codec: 'h264', width: 320, height: 240, fps: 30 }],
};

describe('a merge job streams its files through the job scratch directory', () => {
  let fixtures: string;
  let scratchRoot: string;
  let standIn: S3StandIn;
  let s3: S3Client;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    fixtures = await mkdtemp(join(tmpdir(), 'alq-stream-fixtures-'));
    scratchRoot = await mkdtemp(join(tmpdir(), 'alq-stream-scratch-'));
    await mkdir(join(fixtures, 's3'));
    await writeFakeMp4(join(fixtures, 'clip.mp4'), inputBytes);
    standIn = await startS3(join(fixtures, 's3'), ['files']);
    s3 = new S3Client({
      region: 'us-east-1',
      endpoint: standIn.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    await s3.send(
      new PutObjectCommand({
        Bucket: 'files',
        Key: `uploads/${accountId}/${fileId}`,
        Body: createReadStream(join(fixtures, 'clip.mp4')),
        ContentLength: inputBytes,
        ContentType: 'video/mp4',
      }),
    );
    server = await startOrigin(join(fixtures, 'clip.mp4'));
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await standIn?.stop();
    await rm(fixtures, { recursive: true, force: true });
    await rm(scratchRoot, { recursive: true, force: true });
  });

  /** A worker over the real saver and result store, with an ffmpeg stand-in that records what it was handed. */
  function harness(options: { probeFails?: boolean; sample?: () => void; atRun?: () => void } = {}) {
    const seen: { inputs: { path: string; size: number }[]; output?: string } = { inputs: [] };
    const ffmpeg: Ffmpeg = {
      async probe(path) {
        options.sample?.();
        seen.inputs.push({ path, size: (await stat(path)).size });
        return options.probeFails && seen.inputs.length === 3 ? { ok: false, reason: 'moov atom not found' } : probed;
      },
      async run(args) {
        options.sample?.();
        options.atRun?.();
        const out = args.at(-1) ?? '';
        seen.output = out;
        await writeFakeMp4(out, outputBytes);
      },
    };
    const implementations = createVideoImplementations({
      ffmpeg,
      fontsDir: async () => fixtures,
      resolveFile: createFileResolver({ s3, bucket: 'files' }),
      saveFile: createFileSaver({ s3, bucket: 'files', fetch: { allowAddresses: ['127.0.0.1'] } }),
      ownResults: async () => [],
      imageToVideo: createNovaReelEngine({
        client: () => new BedrockRuntimeClient({ region: 'us-east-1' }),
        modelId: 'm',
      }),
      keepOutput: async () => {
        throw new Error('no provider output in this test');
      },
    });
    const store = new MemoryJobStore();
    const meter = new MemoryMeter(100);
    const run = async () => {
      const input = videoMerge.input.parse({
        videos: [`${server.url}/a.mp4`, { url: `${server.url}/b.mp4` }, fileId],
        width: 320,
        height: 240,
      });
      const job = await store.create({
        jobId: 'job_StreamStreamStream12',
        accountId,
        keyId: 'key_s',
        plan: 1,
        operationId: videoMerge.id,
        input: JSON.stringify(input),
        creditsCharged: 0,
        requestId: 'req_stream',
        now: new Date(),
      });
      const outcome = await processJobMessage(JSON.stringify({ accountId, jobId: job.jobId }), {
        store,
        implementationsById: new Map(implementations.map((i) => [i.operation.id, i])),
        resolveFile: createFileResolver({ s3, bucket: 'files' }),
        saveResult: createResultSaver({ s3, bucket: 'files' }),
        signResult: async () => undefined,
        meter,
        logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
        now: () => new Date(),
        scratchRoot,
      });
      return { outcome, job: await store.get({ accountId, jobId: job.jobId }) };
    };
    return { seen, run };
  }

  it('writes every input to the scratch directory and keeps Buffer memory growth far below the inputs', async () => {
    const peak = memoryPeak();
    let atRun = { arrayBuffers: Number.NaN, external: Number.NaN };
    const { seen, run } = harness({ sample: peak.sample, atRun: () => (atRun = peak.current()) });
    const { outcome, job } = await run();
    const growth = peak.stop();

    expect(outcome).toBe('done');
    expect(job?.status).toBe('succeeded');
    // Three whole inputs on local disk, inside the job's scratch directory, handed to ffmpeg as paths.
    expect(seen.inputs.map((i) => i.size)).toEqual([inputBytes, inputBytes, inputBytes]);
    for (const { path } of [...seen.inputs, { path: seen.output ?? '' }]) {
      expect(relative(scratchRoot, path).startsWith('..')).toBe(false);
    }
    // 90 MB went in and 20 MB came out. When ffmpeg runs, every input is ready and none of them is in memory.
    expect(atRun.arrayBuffers).toBeLessThan(4 * mb);
    expect(atRun.external).toBeLessThan(4 * mb);
    // Never more than about one input's worth at any sampled moment (undici's fetch can still hold a download's
    // chunks for a while after a fast loopback origin outran the disk), never the 90 MB of all three.
    expect(growth.arrayBuffers).toBeLessThan(inputBytes * 1.25);
    expect(growth.external).toBeLessThan(inputBytes * 1.25);
    // The output was streamed to S3 whole, and the record keeps its key.
    const stored = z.object({ storedFile: z.object({ key: z.string(), size: z.number() }) }).parse(job?.result);
    expect(stored.storedFile.size).toBe(outputBytes);
    const head = await s3.send(new HeadObjectCommand({ Bucket: 'files', Key: stored.storedFile.key }));
    expect(head.ContentLength).toBe(outputBytes);
    // Nothing of the job is left on disk.
    expect(await readdir(scratchRoot)).toEqual([]);
  }, 120_000);

  it('leaves the scratch root empty after a job that fails once its inputs are on disk', async () => {
    const { seen, run } = harness({ probeFails: true });
    const { outcome, job } = await run();

    expect(outcome).toBe('done');
    expect(job).toMatchObject({ status: 'failed', error: { code: 'unprocessable_input' } });
    expect(seen.inputs).toHaveLength(3);
    expect(await readdir(scratchRoot)).toEqual([]);
  }, 120_000);
});
