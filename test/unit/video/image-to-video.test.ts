import { BedrockRuntimeClient, GetAsyncInvokeCommand, StartAsyncInvokeCommand } from '@aws-sdk/client-bedrock-runtime';
import { CopyObjectCommand, HeadObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFileResolver } from '../../../functions/core/files/resolve.js';
import { createResultCopier, createResultSigner } from '../../../functions/core/files/results.js';
import { fileTtlSeconds } from '../../../functions/core/files/storage.js';
import type { ResultCopier } from '../../../functions/core/files/types.js';
import { publicResult } from '../../../functions/core/jobs/view.js';
import type { OperationContext } from '../../../functions/core/operation.js';
import { createJobsImplementations } from '../../../functions/jobs/implementations.js';
import { createNovaReelEngine } from '../../../functions/video/engine/nova-reel.js';
import { createVideoImplementations } from '../../../functions/video/implementations.js';
import { jobsGet, jobsVideoStatus } from '../../../shared/operations/jobs.js';
import type { Operation } from '../../../shared/operations/types.js';
import { videoImageToVideo } from '../../../shared/operations/video.js';
import { readContext as contextAt, runJobWithWebhook } from '../jobs/job-run.js';
import { context, dataUrl, videoDeps } from './media.js';

const bedrock = mockClient(BedrockRuntimeClient);
const client = new BedrockRuntimeClient({
  region: 'us-east-1',
  credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
});

/** Temporary credentials, as a Lambda role has; here they outlive the objects, so the objects' day is the limit. */
const files = new S3Client({
  region: 'us-east-1',
  credentials: {
    accessKeyId: 'ASIAEXAMPLE',
    secretAccessKey: 'secret',
    sessionToken: 'token',
    expiration: new Date('2026-11-30T00:00:00Z'),
  },
});
const s3 = mockClient(files);

const implFor = (outputS3Uri: string | undefined, keepOutput: ResultCopier) => {
  const engine = createNovaReelEngine({
    client: () => client,
    modelId: 'amazon.nova-reel-v1:1',
    outputS3Uri,
    pollMs: 1,
  });
  const impl = createVideoImplementations({ ...videoDeps(), imageToVideo: engine, keepOutput }).find(
    (i) => i.operation.id === videoImageToVideo.id,
  );
  if (!impl) throw new Error('missing');
  return impl;
};

const keepInFiles = createResultCopier({ s3: files, bucket: 'files' });

/** Nova Reel accepts every invocation and reports each written under its own id after one poll. */
function novaReelWrites(prefix: string) {
  let invocations = 0;
  bedrock.on(StartAsyncInvokeCommand).callsFake(async () => {
    invocations += 1;
    return { invocationArn: `arn:aws:bedrock:us-east-1:1:async-invoke/inv${invocations}` };
  });
  bedrock.on(GetAsyncInvokeCommand).callsFake(async (input: { invocationArn?: string }) => ({
    status: 'Completed',
    invocationArn: input.invocationArn,
    modelArn: 'm',
    submitTime: new Date(),
    outputDataConfig: { s3OutputDataConfig: { s3Uri: `${prefix}/${input.invocationArn?.split('/').pop()}` } },
  }));
  s3.on(CopyObjectCommand).resolves({});
  s3.on(HeadObjectCommand).resolves({ ContentLength: 4_200_000 });
}

const image = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();

const urlLike = /https?:|X-Amz|Signature/;

beforeEach(() => {
  bedrock.reset();
  s3.reset();
});

describe('image to video (Amazon Bedrock Nova Reel)', () => {
  it('is unavailable without a configured output location (the pipeline answers 503, uncharged)', () => {
    expect(implFor(undefined, keepInFiles).available()).toBe(false);
    expect(implFor('s3://bucket/videos', keepInFiles).available()).toBe(true);
    expect(videoImageToVideo.provider).toBe('video-ai');
  });

  it('starts one async invocation per result with the fitted image, polls, and keeps each clip as a stored result', async () => {
    bedrock
      .on(StartAsyncInvokeCommand)
      .callsFake(async () => ({ invocationArn: `arn:aws:bedrock:x:async-invoke/${Math.random()}` }));
    bedrock
      .on(GetAsyncInvokeCommand)
      .resolvesOnce({
        status: 'InProgress',
        invocationArn: 'a',
        modelArn: 'm',
        submitTime: new Date(),
        outputDataConfig: undefined,
      })
      .resolves({
        status: 'Completed',
        invocationArn: 'a',
        modelArn: 'm',
        submitTime: new Date(),
        outputDataConfig: { s3OutputDataConfig: { s3Uri: 's3://bucket/videos/abc123' } },
      });
    s3.on(CopyObjectCommand).resolves({});
    s3.on(HeadObjectCommand).resolves({ ContentLength: 1234 });
    const input = videoImageToVideo.input.parse({
      positivePrompt: 'waves moving',
      imageUrl: dataUrl(await image(), 'image/jpeg'),
      numberResults: 2,
    });
    const ctx = context(videoImageToVideo);
    const result = await implFor('s3://bucket/videos', keepInFiles).run(input, ctx);

    expect(result).toMatchObject({
      kind: 'json',
      body: {
        storedVideos: {
          files: [
            { key: expect.stringMatching(/^results\/res_[A-Za-z0-9]{20}\/video-1\.mp4$/), size: 1234 },
            { key: expect.stringMatching(/^results\/res_[A-Za-z0-9]{20}\/video-2\.mp4$/), size: 1234 },
          ],
          durationSeconds: 6,
          width: 1280,
          height: 720,
          provider: 'amazon-nova-reel',
        },
      },
    });
    expect(JSON.stringify(result)).not.toMatch(urlLike);
    const copies = s3.commandCalls(CopyObjectCommand).map((c) => c.args[0].input);
    expect(copies).toHaveLength(2);
    expect(copies[0]).toMatchObject({
      Bucket: 'files',
      CopySource: 'bucket/videos/abc123/output.mp4',
      ContentType: 'video/mp4',
      MetadataDirective: 'REPLACE',
    });
    const starts = bedrock.commandCalls(StartAsyncInvokeCommand);
    expect(starts).toHaveLength(2);
    const first = starts[0]?.args[0].input;
    expect(first?.modelId).toBe('amazon.nova-reel-v1:1');
    expect(first?.outputDataConfig).toEqual({ s3OutputDataConfig: { s3Uri: 's3://bucket/videos' } });
    const modelInput = first?.modelInput as {
      taskType: string;
      textToVideoParams: { text: string; images: { format: string; source: { bytes: string } }[] };
    };
    expect(modelInput.taskType).toBe('TEXT_VIDEO');
    expect(modelInput.textToVideoParams.text).toBe('waves moving');
    const sent = Buffer.from(modelInput.textToVideoParams.images[0]?.source.bytes ?? '', 'base64');
    expect(await sharp(sent).metadata()).toMatchObject({ format: 'png', width: 1280, height: 720 });
  });

  it('turns a provider failure into a 422 problem (the job then fails and is refunded)', async () => {
    bedrock.on(StartAsyncInvokeCommand).resolves({ invocationArn: 'arn' });
    bedrock.on(GetAsyncInvokeCommand).resolves({
      status: 'Failed',
      failureMessage: 'content filters blocked the input',
      invocationArn: 'arn',
      modelArn: 'm',
      submitTime: new Date(),
      outputDataConfig: undefined,
    });
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const input = videoImageToVideo.input.parse({ positivePrompt: 'x', imageUrl: dataUrl(small, 'image/png') });
    await expect(implFor('s3://bucket/v', keepInFiles).run(input, context(videoImageToVideo))).rejects.toMatchObject({
      code: 'unprocessable_input',
    });
  });

  it('answers a provider error (502, refunded) when the clip the provider reported is not there to keep', async () => {
    novaReelWrites('s3://bucket/videos');
    s3.on(CopyObjectCommand).rejects(new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} }));
    const input = videoImageToVideo.input.parse({
      positivePrompt: 'x',
      imageUrl: dataUrl(await image(), 'image/jpeg'),
    });
    await expect(
      implFor('s3://bucket/videos', keepInFiles).run(input, context(videoImageToVideo)),
    ).rejects.toMatchObject({ code: 'provider_error' });
  });
});

/**
 * The job's videos are signed when the job is read, like any file result (core/jobs/view.ts): a URL the worker
 * signed with its role's session would die with that session, hours before the day the docs promise.
 */
describe('image to video results, signed at read', () => {
  const accountId = 'acct_reel';
  const jobId = 'job_ReelReelReelReelReel';
  const finishedAt = new Date('2026-11-23T10:00:00Z');
  const hour = 3_600_000;
  const sign = () => createResultSigner({ s3: files, bucket: 'files' });

  const owner = { accountId, keyId: 'key_r' };
  const readContext = (operation: Operation, at: Date): OperationContext => contextAt(operation, at, owner);

  /** Runs an image-to-video job in the worker, finishing at `finishedAt`; its webhook goes out at `webhookAt`. */
  async function finishedJob(webhookAt: Date, sent: unknown[]) {
    novaReelWrites('s3://files/nova-reel');
    return runJobWithWebhook({
      ...owner,
      jobId,
      impl: implFor('s3://files/nova-reel/', keepInFiles),
      input: videoImageToVideo.input.parse({
        positivePrompt: 'waves moving',
        imageUrl: dataUrl(await image(), 'image/jpeg'),
        numberResults: 2,
      }),
      finishedAt,
      webhookAt,
      files: {
        resolveFile: createFileResolver({ s3: files, bucket: 'files' }),
        saveResult: async () => {
          throw new Error('image to video keeps its clips itself');
        },
        signResult: sign(),
      },
      sent,
    });
  }

  const videoResult = z.object({
    videoUrl: z.string(),
    videos: z.array(z.object({ url: z.string(), expiresAt: z.string() })),
    durationSeconds: z.number(),
    width: z.number(),
    height: z.number(),
    provider: z.string(),
  });

  const signedAt = (url: string) => new URL(url).searchParams.get('X-Amz-Date');

  it('keeps where the clips are in the job record, never a URL', async () => {
    const store = await finishedJob(finishedAt, []);
    const job = await store.get({ accountId, jobId });

    expect(job?.status).toBe('succeeded');
    expect(JSON.stringify(job?.result)).not.toMatch(urlLike);
    const copies = s3.commandCalls(CopyObjectCommand).map((c) => c.args[0].input.CopySource);
    expect(copies.sort()).toEqual(['files/nova-reel/inv1/output.mp4', 'files/nova-reel/inv2/output.mp4']);
  });

  it('GET /api/jobs/{id} and the video status route sign the clips at the read, valid until they expire', async () => {
    const store = await finishedJob(finishedAt, []);
    const impls = createJobsImplementations({ store: () => store, sign });
    const run = async (operation: Operation, at: Date) => {
      const impl = impls.find((i) => i.operation.id === operation.id);
      if (!impl) throw new Error(`missing ${operation.id}`);
      const answer = await impl.run(operation.input.parse({ id: jobId }), readContext(operation, at));
      if (answer.kind !== 'json') throw new Error('expected JSON');
      return answer.body;
    };
    const readAt = new Date(finishedAt.getTime() + 5 * hour);

    const view = z.object({ result: videoResult }).parse(await run(jobsGet, readAt)).result;
    const status = z
      .object({ videoUrl: z.string(), videos: z.array(z.string()) })
      .parse(await run(jobsVideoStatus, readAt));

    expect(view).toMatchObject({ durationSeconds: 6, width: 1280, height: 720, provider: 'amazon-nova-reel' });
    expect(view.videos).toHaveLength(2);
    expect(view.videoUrl).toBe(view.videos[0]?.url);
    const objectsExpire = finishedAt.getTime() + fileTtlSeconds * 1000;
    for (const video of view.videos) {
      const url = new URL(video.url);
      // The platform's own result (the bucket is in the host on AWS, in the path under a stand-in's endpoint).
      expect(url.pathname).toMatch(/^(\/files)?\/results\/res_[A-Za-z0-9]{20}\/video-[12]\.mp4$/);
      // Signed at the read, asked to live until the copy's day ends (19 h left), and saying so.
      expect(signedAt(video.url)).toBe('20261123T150000Z');
      expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(19 * 3600);
      expect(Date.parse(video.expiresAt)).toBe(objectsExpire);
    }
    expect(status.videos.map(signedAt)).toEqual(['20261123T150000Z', '20261123T150000Z']);
    expect(status.videoUrl).toBe(status.videos[0]);

    const late = await run(jobsGet, new Date(finishedAt.getTime() + 25 * hour));
    expect(z.object({ result: z.null() }).parse(late).result).toBeNull();
  });

  it('the webhook carries the clips signed when it is sent', async () => {
    const sent: unknown[] = [];
    await finishedJob(new Date(finishedAt.getTime() + 3 * hour), sent);

    const [payload] = sent;
    const { result } = z.object({ result: videoResult }).parse(payload);
    expect(result.videos.map((v) => signedAt(v.url))).toEqual(['20261123T130000Z', '20261123T130000Z']);
    expect(result.videos.map((v) => Date.parse(v.expiresAt))).toEqual([
      finishedAt.getTime() + fileTtlSeconds * 1000,
      finishedAt.getTime() + fileTtlSeconds * 1000,
    ]);
  });

  it('shows a record written before the clips were kept (its links inside) as it was', async () => {
    const legacy = {
      videoUrl: 'https://files.example/nova-reel/a/output.mp4?X-Amz-Signature=x',
      videos: [{ url: 'https://files.example/nova-reel/a/output.mp4?X-Amz-Signature=x', expiresAt: '2026-11-24' }],
      durationSeconds: 6,
      width: 1280,
      height: 720,
      provider: 'amazon-nova-reel',
    };
    expect(await publicResult(legacy, sign(), finishedAt)).toEqual(legacy);
  });
});
