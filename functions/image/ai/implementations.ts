import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';
import { imageHistory, imageRemoveBackground, imageSave, imageTextToImage } from '../../../shared/operations/image.js';
import { dynamo, s3Client } from '../../core/clients.js';
import { config } from '../../core/config.js';
import { type Implementation, implement } from '../../core/implement.js';
import { type HttpKeySource, type ImageAiConfig, parseImageAiConfig } from './config.js';
import { createBedrockImageEngine } from './engine/bedrock.js';
import { createHttpImageEngine } from './engine/http.js';
import type { ImageEngine } from './engine/types.js';
import { createImageHistoryStore, type ImageHistoryStore } from './history.js';
import { createMediaStore, type MediaStore } from './media.js';
import { createRemoveBackground } from './operations/remove-background.js';
import { createImageHistory, createSaveImage } from './operations/saved-images.js';
import { createTextToImage } from './operations/text-to-image.js';

export interface AiImageDeps {
  /** The configured provider, or undefined when none is (the operations then answer 503, uncharged). */
  readonly engine: () => ImageEngine | undefined;
  readonly media: MediaStore;
  readonly history: ImageHistoryStore;
}

/** Text to image, background removal, saved images and their history, bound to their table entries. */
export function createAiImageImplementations(deps: AiImageDeps): readonly Implementation[] {
  const available = () => deps.engine() !== undefined;
  const engine = () => deps.engine()?.name;
  return [
    implement(imageTextToImage, createTextToImage(deps), { available, engine }),
    implement(imageRemoveBackground, createRemoveBackground(deps.engine), { available, engine }),
    implement(imageSave, createSaveImage(deps)),
    implement(imageHistory, createImageHistory(deps)),
  ];
}

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

/** The production wiring: provider from the environment, media bucket and table from the function config. */
export function aiImageImplementations(
  env: Record<string, string | undefined> = process.env,
): readonly Implementation[] {
  let engine: { value: ImageEngine | undefined } | undefined;
  return createAiImageImplementations({
    engine: () => {
      engine ??= { value: engineFor(parseImageAiConfig(env)) };
      return engine.value;
    },
    media: createMediaStore({ s3: s3Client, bucket: () => config().MEDIA_BUCKET }),
    history: createImageHistoryStore(() => ({ ddb: dynamo(), tableName: config().TABLE_NAME })),
  });
}
