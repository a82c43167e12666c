import { Logger } from '@aws-lambda-powertools/logger';
import { S3Client } from '@aws-sdk/client-s3';
import { createAudioInputChecker } from '../../../functions/audio/engine/audio-input.js';
import { createEspeakEngine } from '../../../functions/audio/engine/espeak.js';
import { createFfmpegEncoder } from '../../../functions/audio/engine/ffmpeg.js';
import { createCaptionSource } from '../../../functions/audio/engine/youtube.js';
import { type AudioEngines, createAudioImplementations } from '../../../functions/audio/implementations.js';
import { createMemoryHistoryStore } from '../../../functions/audio/store/history.js';
import { createMemoryMediaStore } from '../../../functions/audio/store/memory-media.js';
import { createFileResolver } from '../../../functions/core/files/resolve.js';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import { createSafeFetch } from '../../../functions/core/net/fetch.js';
import type { PipelineDeps } from '../../../functions/core/pipeline/state.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { apiKeyAuthorizer, lambdaContext, MemoryMeter, restEvent } from '../core/fakes.js';

/** One eSpeak NG process for every audio test file that imports this module (it is forked once, lazily). */
export const espeak = createEspeakEngine();
export const encoder = createFfmpegEncoder();

export const userAuthorizer = (sub: string) => ({ claims: { sub, email: `${sub}@example.test` } });

/** The audio family through the real pipeline, with in-memory media and history and the given overrides. */
export function audioHarness(overrides: Partial<AudioEngines> = {}, credits = 20) {
  const meter = new MemoryMeter(credits);
  const media = createMemoryMediaStore();
  const history = createMemoryHistoryStore();
  const engines: AudioEngines = {
    speech: espeak,
    encoder,
    media,
    history,
    checkAudio: createAudioInputChecker(),
    captions: createCaptionSource({ fetch: createSafeFetch(), baseUrl: 'https://www.youtube.com' }),
    ...overrides,
  };
  const handler = createFamilyHandler(
    'audio',
    createAudioImplementations(() => engines),
    (): PipelineDeps => ({
      logger: new Logger({ serviceName: 'test', logLevel: 'SILENT' }),
      now: () => new Date(),
      price: operationPrice,
      meter,
      resolveFile: createFileResolver({ s3: new S3Client({ region: 'us-east-1' }), bucket: 'files' }),
    }),
  );
  const call = (options: {
    method?: string;
    resource: string;
    path?: string;
    body?: Buffer | Record<string, unknown>;
    contentType?: string;
    headers?: Record<string, string>;
    query?: Record<string, string>;
    pathParameters?: Record<string, string>;
    authorizer?: Record<string, unknown>;
  }) => {
    const body =
      options.body === undefined
        ? undefined
        : Buffer.isBuffer(options.body)
          ? options.body
          : Buffer.from(JSON.stringify(options.body));
    return handler(
      restEvent({
        method: options.method ?? 'POST',
        resource: options.resource,
        path: options.path,
        headers: {
          ...(body ? { 'content-type': options.contentType ?? 'application/json' } : {}),
          ...options.headers,
        },
        query: options.query,
        pathParameters: options.pathParameters,
        body,
        authorizer: options.authorizer ?? apiKeyAuthorizer,
      }),
      lambdaContext(60_000),
    );
  };
  return { handler, call, meter, media, history, engines };
}

export const jsonOf = (response: { body: string }): unknown => JSON.parse(response.body);
export const bytesOf = (response: { body: string; isBase64Encoded?: boolean }): Buffer =>
  Buffer.from(response.body, response.isBase64Encoded ? 'base64' : 'utf8');

/** RMS of 16-bit PCM samples in a WAV (after its 44-byte header): speech is far above the silence floor. */
export function wavRms(wav: Uint8Array): number {
  const view = new DataView(wav.buffer, wav.byteOffset + 44, wav.byteLength - 44);
  let sum = 0;
  const count = Math.floor(view.byteLength / 2);
  for (let i = 0; i < count; i++) sum += view.getInt16(i * 2, true) ** 2;
  return Math.sqrt(sum / Math.max(count, 1));
}

export function wavInfo(wav: Uint8Array) {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const ascii = (at: number, n: number) => Buffer.from(wav.subarray(at, at + n)).toString('latin1');
  const sampleRate = view.getUint32(24, true);
  const dataBytes = view.getUint32(40, true);
  return {
    riff: ascii(0, 4),
    wave: ascii(8, 4),
    channels: view.getUint16(22, true),
    bits: view.getUint16(34, true),
    sampleRate,
    dataBytes,
    duration: dataBytes / 2 / sampleRate,
  };
}
