import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';
import { dynamo, s3Client } from '../core/clients.js';
import { config } from '../core/config.js';
import { type HttpKeySource, type ImageAiConfig, parseImageAiConfig } from '../core/providers/image-ai.js';
import { createBedrockImageEngine } from './ai/engine/bedrock.js';
import { createHttpImageEngine } from './ai/engine/http.js';
import type { ImageEngine } from './ai/engine/types.js';
import { createImageHistoryStore } from './ai/history.js';
import { createMediaStore } from './ai/media.js';
import type { AiImageDeps, ImageDeps } from './deps.js';
import { type ChartRenderer, createChartRenderer } from './engine/chart.js';

/**
 * Production engines for the image family, each built at its first use, once per process (config is read then,
 * never at import): the chart worker thread for the embedded operations, the AI provider for the others.
 */

/** Chart renders longer than this are stopped (the worker thread is terminated): 422, uncharged. */
export const chartTimeoutMs = 5000;

let sharedRenderer: ChartRenderer | undefined;

export const defaultImageDeps = (): ImageDeps => ({
  chartRenderer: () => {
    sharedRenderer ??= createChartRenderer({ timeoutMs: chartTimeoutMs });
    return sharedRenderer;
  },
  ...defaultAiImageDeps(),
});

/** Builds the engine a configuration names; AWS clients are created here, once. */
export function engineFor(c: ImageAiConfig): ImageEngine | undefined {
  if (c.provider === 'bedrock') {
    const client = new BedrockRuntimeClient(c.region ? { region: c.region } : {});
    return createBedrockImageEngine({ client: () => client, modelId: c.modelId });
  }
  if (c.provider === 'http') {
    return createHttpImageEngine({
      url: c.url,
      apiKey: keyReader(c.key),
      model: c.model,
      backgroundModel: c.backgroundModel,
      timeoutMs: c.timeoutMs,
    });
  }
  return undefined;
}

const secretJson = z.object({ apiKey: z.string().min(1) });

/** The HTTP provider's key, read from Secrets Manager once per process (retried after a failure). */
export function keyReader(source: HttpKeySource): () => Promise<string> {
  if (source.kind === 'value') return async () => source.value;
  let pending: Promise<string> | undefined;
  const read = async () => {
    const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: source.arn }));
    const raw = (out.SecretString ?? '').trim();
    if (raw.startsWith('{')) return secretJson.parse(JSON.parse(raw)).apiKey;
    if (!raw) throw new Error('the image provider secret is empty');
    return raw;
  };
  return () => {
    pending ??= read().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * The AI operations' production deps: the provider from the environment, read at its first use (never at import),
 * the media bucket and table from the function config.
 */
export function defaultAiImageDeps(env: Record<string, string | undefined> = process.env): AiImageDeps {
  let engine: { value: ImageEngine | undefined } | undefined;
  return {
    engine: () => {
      engine ??= { value: engineFor(parseImageAiConfig(env)) };
      return engine.value;
    },
    media: createMediaStore({ s3: s3Client, bucket: () => config().MEDIA_BUCKET }),
    history: createImageHistoryStore(() => ({ ddb: dynamo(), tableName: config().TABLE_NAME })),
  };
}
