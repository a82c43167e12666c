import { writeFile } from 'node:fs/promises';
import { Logger } from '@aws-lambda-powertools/logger';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResultSaver } from '../../../functions/core/files/types.js';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import { acceptJob } from '../../../functions/core/jobs/accept.js';
import { processJobMessage } from '../../../functions/core/jobs/worker.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import { createNovaReelEngine } from '../../../functions/video/engine/nova-reel.js';
import { createVideoImplementations } from '../../../functions/video/implementations.js';
import { operationPrice } from '../../../shared/operations/pricing.js';
import { imageToVideoPrice, videoMediaLimits, videoMinutePrice } from '../../../shared/operations/video.js';
import { apiKeyAuthorizer, lambdaContext, MemoryMeter, restEvent } from '../core/fakes.js';
import { MemoryJobStore } from '../jobs/memory-store.js';
import { clip, dataUrl, videoDeps } from './media.js';

/**
 * Video jobs are priced per started minute of output (image to video per second of generated clip), charged at
 * accept with the same number a dry run answers (docs/pricing.md). A render's length is in its input; a merge's in
 * its files, probed at accept when the platform holds them, else held at the longest output accepted and settled at
 * what the worker made.
 */

const perMinute = videoMinutePrice.credits;
const heldPrice = Math.ceil(videoMediaLimits.maxOutputSeconds / 60) * perMinute;

/**
 * The video family through the real pipeline, accepting jobs into memory, and a worker to run them. `remote` stands
 * in for a public server: the bytes an https input URL answers (nothing on the network is reached).
 */
function videoHarness(credits: number, options: { outputS3Uri?: string; remote?: Uint8Array } = {}) {
  const { outputS3Uri, remote } = options;
  const real = videoDeps();
  const isRemote = (ref: unknown): boolean =>
    remote !== undefined && typeof ref === 'string' && ref.startsWith('https://');
  const deps: typeof real = {
    ...real,
    resolveFile: async (ref, o) =>
      remote && isRemote(ref)
        ? { kind: 'upload', filename: 'remote.mp4', contentType: 'video/mp4', bytes: new Uint8Array(remote) }
        : real.resolveFile(ref, o),
    saveFile: async (ref, o) => {
      if (!remote || !isRemote(ref)) return real.saveFile(ref, o);
      await writeFile(o.path, remote);
      return { path: o.path, size: remote.length, filename: 'remote.mp4', contentType: 'video/mp4', head: remote };
    },
  };
  const implementations = createVideoImplementations({
    ...deps,
    imageToVideo: createNovaReelEngine({
      client: () => new BedrockRuntimeClient({ region: 'us-east-1' }),
      modelId: 'amazon.nova-reel-v1:0',
      ...(outputS3Uri ? { outputS3Uri } : {}),
    }),
    keepOutput: async () => {
      throw new Error('no provider output in this test');
    },
  });
  const meter = new MemoryMeter(credits);
  const store = new MemoryJobStore();
  const queue: string[] = [];
  const logger = new Logger({ serviceName: 'test', logLevel: 'SILENT' });
  const jobDeps = {
    store,
    queue: { send: async (m: unknown) => void queue.push(JSON.stringify(m)) },
    files: { saveUpload: async () => 'file_x', putInput: async () => '', getInput: async () => '' },
  };
  const handler = createFamilyHandler(
    'video',
    implementations,
    (): PipelineDeps => ({
      logger,
      now: () => new Date(),
      price: operationPrice,
      meter,
      acceptJob: (request) => acceptJob(jobDeps, request),
    }),
  );
  const post = (resource: string, body: Record<string, unknown>, query?: Record<string, string>) =>
    handler(
      restEvent({
        method: 'POST',
        resource,
        headers: { 'content-type': 'application/json' },
        query,
        body: Buffer.from(JSON.stringify(body)),
        authorizer: apiKeyAuthorizer,
      }),
      lambdaContext(60_000),
    );
  const saveResult: ResultSaver = async (result, at) => ({
    key: 'results/out.mp4',
    size: 'bytes' in result ? result.bytes.length : result.size,
    contentType: result.contentType,
    filename: result.filename,
    storedAt: at.toISOString(),
  });
  const work = () =>
    processJobMessage(queue.shift() ?? '', {
      store,
      implementationsById: new Map(implementations.map((i) => [i.operation.id, i])),
      resolveFile: deps.resolveFile,
      saveResult,
      signResult: async () => undefined,
      meter,
      logger,
      now: () => new Date(),
    });
  return { post, meter, store, queue, work };
}

const body = (response: { body: string }): Record<string, unknown> => JSON.parse(response.body);

let png: string;
let clipBytes: Uint8Array;
let clipUrl: string;

beforeAll(async () => {
  const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  png = dataUrl(image, 'image/png');
  clipBytes = await clip({ seconds: 1, w: 64, h: 48 });
  clipUrl = dataUrl(clipBytes, 'video/mp4');
});

describe('video prices', { timeout: 120_000 }, () => {
  const render = '/api/videos/render-video-from-images';
  // Three images summing 150 s: three started minutes.
  const slideshow = () => ({ images: [50, 50, 50].map((duration) => ({ url: png, duration })), fps: 10 });

  it('prices a render of images summing 150 s at three minutes, dry run and accept alike', async () => {
    const { post, meter, store } = videoHarness(100);
    const dry = await post(render, slideshow(), { dry_run: 'true' });
    expect(dry.statusCode).toBe(200);
    expect(body(dry)).toMatchObject({ dryRun: true, credits: 3 * perMinute });
    expect(meter.credits).toBe(100);

    const accepted = await post(render, slideshow());
    expect(accepted.statusCode).toBe(202);
    expect(accepted.headers?.['X-Credits-Charged']).toBe(String(3 * perMinute));
    expect(meter.credits).toBe(100 - 3 * perMinute);
    expect([...store.jobs.values()][0]?.creditsCharged).toBe(3 * perMinute);
  });

  it('never charges a render the schema refuses, nor one the balance does not cover', async () => {
    const { post, meter } = videoHarness(10);
    const tooLong = await post(render, { images: [{ url: png, duration: 61 }] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.headers?.['X-Credits-Charged']).toBe('0');
    const unpaid = await post(render, slideshow());
    expect(unpaid.statusCode).toBe(402);
    expect(meter.credits).toBe(10);
    expect(meter.entries).toHaveLength(0);
  });

  it('prices a merge of inline clips at accept from their probed lengths, dry run and accept alike', async () => {
    const { post, meter } = videoHarness(100);
    // Two 1-second clips and the 3-second title card: the first started minute.
    const merge = { videos: [clipUrl, { url: clipUrl }], title: 'Olá', width: 128, height: 128 };
    const dry = await post('/api/videos/merge-videos', merge, { dry_run: 'true' });
    expect(body(dry)).toMatchObject({ credits: videoMinutePrice.min });
    const accepted = await post('/api/videos/merge-videos', merge);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.headers?.['X-Credits-Charged']).toBe(String(videoMinutePrice.min));
    expect(meter.credits).toBe(100 - videoMinutePrice.min);
  });

  it('holds a merge of remote clips at the longest output and settles it at the length it made', async () => {
    const { post, meter, store, work } = videoHarness(100, { remote: clipBytes });
    const merge = { videos: ['https://93.184.216.34/a.mp4', 'https://93.184.216.34/b.mp4'], width: 128, height: 128 };
    const dry = await post('/api/videos/merge-videos', merge, { dry_run: 'true' });
    expect(body(dry)).toMatchObject({ credits: heldPrice });

    const accepted = await post('/api/videos/merge-videos', merge);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.headers?.['X-Credits-Charged']).toBe(String(heldPrice));
    expect(meter.credits).toBe(100 - heldPrice);

    expect(await work()).toBe('done');
    const job = [...store.jobs.values()][0];
    expect(job?.error).toBeUndefined();
    expect(job).toMatchObject({ status: 'succeeded', creditsCharged: videoMinutePrice.min });
    expect(meter.credits).toBe(100 - videoMinutePrice.min);
  });

  it('prices image to video per second of each clip the provider renders, whatever duration asks', async () => {
    const { post, meter } = videoHarness(1000, { outputS3Uri: 's3://bucket/prefix' });
    const request = { positivePrompt: 'waves', imageUrl: png, duration: 2, numberResults: 2 };
    const dry = await post('/api/videos/image-to-video', request, { dry_run: 'true' });
    expect(dry.statusCode).toBe(200);
    // Nova Reel renders 6-second clips: 6 s × 2 variations.
    expect(body(dry)).toMatchObject({ credits: 2 * 6 * imageToVideoPrice.credits });
    expect(meter.credits).toBe(1000);
  });
});
