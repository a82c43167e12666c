import { BedrockRuntimeClient, GetAsyncInvokeCommand, StartAsyncInvokeCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { createNovaReelEngine } from '../../../functions/video/engine/nova-reel.js';
import { createVideoImplementations } from '../../../functions/video/implementations.js';
import { videoImageToVideo } from '../../../shared/operations/video.js';
import { context, dataUrl, videoDeps } from './media.js';

const bedrock = mockClient(BedrockRuntimeClient);
const client = new BedrockRuntimeClient({
  region: 'us-east-1',
  credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
});

const implFor = (outputS3Uri?: string) => {
  const engine = createNovaReelEngine({
    client: () => client,
    modelId: 'amazon.nova-reel-v1:1',
    outputS3Uri,
    pollMs: 1,
  });
  const impl = createVideoImplementations({
    ...videoDeps(),
    imageToVideo: engine,
    presign: async ({ bucket, key }) => ({ url: `https://${bucket}.s3.example/${key}?sig`, expiresAt: 'later' }),
  }).find((i) => i.operation.id === videoImageToVideo.id);
  if (!impl) throw new Error('missing');
  return impl;
};

beforeEach(() => bedrock.reset());

describe('image to video (Amazon Bedrock Nova Reel)', () => {
  it('is unavailable without a configured output location (the pipeline answers 503, uncharged)', () => {
    expect(implFor(undefined).available()).toBe(false);
    expect(implFor('s3://bucket/videos').available()).toBe(true);
    expect(videoImageToVideo.provider).toBe('video-ai');
  });

  it('starts one async invocation per result with the fitted image, polls, and answers presigned URLs', async () => {
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
    const image = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const input = videoImageToVideo.input.parse({
      positivePrompt: 'waves moving',
      imageUrl: dataUrl(image, 'image/jpeg'),
      numberResults: 2,
    });
    const result = await implFor('s3://bucket/videos').run(input, context(videoImageToVideo));
    expect(result).toMatchObject({
      kind: 'json',
      body: {
        videoUrl: 'https://bucket.s3.example/videos/abc123/output.mp4?sig',
        durationSeconds: 6,
        width: 1280,
        height: 720,
      },
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
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const input = videoImageToVideo.input.parse({ positivePrompt: 'x', imageUrl: dataUrl(image, 'image/png') });
    await expect(implFor('s3://bucket/v').run(input, context(videoImageToVideo))).rejects.toMatchObject({
      code: 'unprocessable_input',
    });
  });
});
