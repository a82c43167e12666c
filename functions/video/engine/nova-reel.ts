import {
  type BedrockRuntimeClient,
  GetAsyncInvokeCommand,
  StartAsyncInvokeCommand,
} from '@aws-sdk/client-bedrock-runtime';
import { AppError } from '../../core/errors.js';

/** The AI image-to-video engine: one short clip from a still image and a prompt, written to object storage. */
export interface ImageToVideoEngine {
  readonly available: () => boolean;
  /** Fixed by the provider: Nova Reel v1 renders 1280×720, 24 fps, 6 s per clip. */
  readonly clip: { readonly width: number; readonly height: number; readonly seconds: number };
  generate(
    request: ImageToVideoRequest,
    signal: AbortSignal,
  ): Promise<{ readonly bucket: string; readonly key: string }>;
}

export interface ImageToVideoRequest {
  readonly prompt: string;
  /** PNG at exactly clip.width × clip.height. */
  readonly png: Uint8Array;
  readonly seed: number;
}

export interface NovaReelDeps {
  readonly client: () => BedrockRuntimeClient;
  readonly modelId: string;
  /** `s3://bucket/prefix` where Bedrock writes; absent → not configured (503, uncharged). */
  readonly outputS3Uri?: string;
  readonly pollMs?: number;
}

/**
 * Amazon Bedrock Nova Reel through StartAsyncInvoke (itself asynchronous: it writes `<s3Uri>/<id>/output.mp4`),
 * polled with GetAsyncInvoke until Completed or Failed. The job's signal bounds the wait.
 */
export function createNovaReelEngine(deps: NovaReelDeps): ImageToVideoEngine {
  const pollMs = deps.pollMs ?? 10_000;
  return {
    available: () => deps.outputS3Uri !== undefined,
    clip: { width: 1280, height: 720, seconds: 6 },
    async generate(request, signal) {
      const outputS3Uri = deps.outputS3Uri;
      if (!outputS3Uri)
        throw new AppError('engine_unavailable', 'This service is not available yet. No credits are charged for it.', {
          cause: new Error('No image-to-video output bucket is configured (NOVA_REEL_OUTPUT_S3_URI).'),
        });
      const client = deps.client();
      let arn: string | undefined;
      try {
        const started = await client.send(
          new StartAsyncInvokeCommand({
            modelId: deps.modelId,
            modelInput: {
              taskType: 'TEXT_VIDEO',
              textToVideoParams: {
                text: request.prompt,
                images: [{ format: 'png', source: { bytes: Buffer.from(request.png).toString('base64') } }],
              },
              videoGenerationConfig: { durationSeconds: 6, fps: 24, dimension: '1280x720', seed: request.seed },
            },
            outputDataConfig: { s3OutputDataConfig: { s3Uri: outputS3Uri } },
          }),
          { abortSignal: signal },
        );
        arn = started.invocationArn;
      } catch (cause) {
        throw providerError('the provider refused the request', cause);
      }
      if (!arn) throw providerError('the provider returned no invocation');
      for (;;) {
        if (signal.aborted) throw new AppError('timeout', 'The video provider did not finish in time.');
        const state = await client.send(new GetAsyncInvokeCommand({ invocationArn: arn }), { abortSignal: signal });
        if (state.status === 'Completed') {
          const uri = state.outputDataConfig?.s3OutputDataConfig?.s3Uri;
          const location = uri ? parseS3Uri(`${uri.replace(/\/+$/, '')}/output.mp4`) : undefined;
          if (!location) throw providerError('the provider gave no output location');
          return location;
        }
        if (state.status === 'Failed') {
          // Nova's failure message may say the prompt or image was refused by its content filters.
          throw new AppError(
            'unprocessable_input',
            `The video provider failed: ${state.failureMessage ?? 'no reason given'}.`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
  };
}

function providerError(what: string, cause?: unknown): AppError {
  return new AppError('provider_error', `Image to video: ${what}.`, { cause });
}

export function parseS3Uri(uri: string): { bucket: string; key: string } | undefined {
  const m = /^s3:\/\/([^/]+)\/(.+)$/.exec(uri);
  return m?.[1] && m[2] ? { bucket: m[1], key: m[2] } : undefined;
}
