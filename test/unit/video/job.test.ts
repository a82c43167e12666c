import { readFile } from 'node:fs/promises';
import { Logger } from '@aws-lambda-powertools/logger';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ResultSaver } from '../../../functions/core/files/types.js';
import { acceptJob } from '../../../functions/core/jobs/accept.js';
import { processJobMessage } from '../../../functions/core/jobs/worker.js';
import { createNovaReelEngine } from '../../../functions/video/engine/nova-reel.js';
import { createVideoImplementations } from '../../../functions/video/implementations.js';
import { videoRenderFromImages } from '../../../shared/operations/video.js';
import { MemoryMeter } from '../core/fakes.js';
import { MemoryJobStore } from '../jobs/memory-store.js';
import { dataUrl, probe, videoDeps } from './media.js';

/** A video job end to end in one process: accept (charged) → worker runs ffmpeg → result stored → job succeeded. */
describe('a render job', () => {
  it('is accepted, rendered by the worker with progress, and its stored result probes right', async () => {
    const deps = videoDeps();
    const implementations = createVideoImplementations({
      ...deps,
      imageToVideo: createNovaReelEngine({
        client: () => new BedrockRuntimeClient({ region: 'us-east-1' }),
        modelId: 'm',
      }),
      keepOutput: async () => {
        throw new Error('no provider output in this test');
      },
    });
    const store = new MemoryJobStore();
    const meter = new MemoryMeter(10);
    const queue: string[] = [];
    const now = new Date();
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc3300' } })
      .png()
      .toBuffer();
    const input = videoRenderFromImages.input.parse({
      images: [
        { url: dataUrl(image, 'image/png'), duration: 1 },
        { url: dataUrl(image, 'image/png'), duration: 1 },
      ],
      width: 128,
      height: 128,
      fps: 10,
    });
    const charge = await meter.charge({
      accountId: 'acct_video',
      plan: 1,
      operationId: videoRenderFromImages.id,
      serviceId: 's',
      credits: 5,
      requestId: 'r',
      now,
    });
    const accepted = await acceptJob(
      {
        store,
        queue: { send: async (m) => void queue.push(JSON.stringify(m)) },
        files: { saveUpload: async () => '', putInput: async () => '', getInput: async () => '' },
      },
      {
        operation: videoRenderFromImages,
        principal: { kind: 'api-key', accountId: 'acct_video', keyId: 'k', plan: 1 },
        input,
        requestId: 'r',
        credits: 5,
        debit: charge.debit,
        now,
      },
    );
    expect(accepted.status).toBe(202);
    const stored: Uint8Array[] = [];
    // The worker hands the video over on disk, inside the job's scratch directory, still there while it is saved.
    const saveResult: ResultSaver = async (result, at) => {
      const bytes = 'bytes' in result ? result.bytes : new Uint8Array(await readFile(result.path));
      stored.push(bytes);
      return {
        key: 'results/res_1/video.mp4',
        size: bytes.length,
        contentType: result.contentType,
        filename: result.filename,
        storedAt: at.toISOString(),
      };
    };
    const outcome = await processJobMessage(queue[0] ?? '', {
      store,
      implementationsById: new Map(implementations.map((i) => [i.operation.id, i])),
      resolveFile: deps.resolveFile,
      saveResult,
      signResult: async () => undefined,
      meter,
      logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
      now: () => new Date(),
    });
    expect(outcome).toBe('done');
    const job = [...store.jobs.values()][0];
    expect(job).toMatchObject({
      status: 'succeeded',
      progress: 100,
      result: { storedFile: { key: 'results/res_1/video.mp4', contentType: 'video/mp4' } },
    });
    const info = await probe(stored[0] ?? new Uint8Array());
    expect(Math.abs(info.duration - 2)).toBeLessThanOrEqual(0.13);
    expect(meter.credits).toBe(5);
  });
});
