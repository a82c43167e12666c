import { z } from 'zod';
import { parseEnv } from '../env.js';

/**
 * Configuration of the AI image providers (the image family's wiring builds its engine from it; the catalogue reads
 * it to say "needs configuration", configured.ts), parsed from the environment (operations never read it).
 *
 * | Variable | Meaning |
 * |---|---|
 * | `IMAGE_AI_PROVIDER` | `http`, `bedrock` or `none`. Unset: `http` when an HTTP provider URL and key are set, else `none`. Bedrock is never chosen implicitly: its price per image is above what 3 credits earn (see the operation's doc). |
 * | `IMAGE_AI_HTTP_URL` | Task endpoint of a Runware-kind provider, e.g. `https://api.runware.ai/v1`. |
 * | `IMAGE_AI_HTTP_API_KEY` | Its key (local runs). |
 * | `IMAGE_AI_HTTP_API_KEY_SECRET_ARN` | Or a Secrets Manager secret holding the key (AWS): the raw key or JSON `{"apiKey": "..."}`. |
 * | `IMAGE_AI_HTTP_MODEL` | Text-to-image model id (default `runware:100@1`, FLUX.1 schnell). |
 * | `IMAGE_AI_HTTP_BACKGROUND_MODEL` | Background-removal model id (default `runware:109@1`, RemBG 1.4). |
 * | `IMAGE_AI_HTTP_TIMEOUT_MS` | Per-call timeout (default 60000). |
 * | `IMAGE_AI_BEDROCK_MODEL_ID` | Default `amazon.nova-canvas-v1:0`. |
 * | `IMAGE_AI_BEDROCK_REGION` | Region of the model (Nova Canvas: us-east-1, eu-west-1, ap-northeast-1); default the function's. |
 */

const optionalText = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .optional();

const schema = z.object({
  IMAGE_AI_PROVIDER: z
    .enum(['http', 'bedrock', 'none'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  IMAGE_AI_HTTP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  IMAGE_AI_HTTP_API_KEY: optionalText,
  IMAGE_AI_HTTP_API_KEY_SECRET_ARN: optionalText,
  IMAGE_AI_HTTP_MODEL: optionalText.transform((s) => s ?? 'runware:100@1'),
  IMAGE_AI_HTTP_BACKGROUND_MODEL: optionalText.transform((s) => s ?? 'runware:109@1'),
  IMAGE_AI_HTTP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
  IMAGE_AI_BEDROCK_MODEL_ID: optionalText.transform((s) => s ?? 'amazon.nova-canvas-v1:0'),
  IMAGE_AI_BEDROCK_REGION: optionalText,
});

export type HttpKeySource =
  | { readonly kind: 'value'; readonly value: string }
  | { readonly kind: 'secret'; readonly arn: string };

export type ImageAiConfig =
  | { readonly provider: 'none' }
  | {
      readonly provider: 'http';
      readonly url: string;
      readonly key: HttpKeySource;
      readonly model: string;
      readonly backgroundModel: string;
      readonly timeoutMs: number;
    }
  | { readonly provider: 'bedrock'; readonly modelId: string; readonly region?: string };

/** Reads the provider choice; throws at cold start when a chosen provider lacks what it needs. */
export function parseImageAiConfig(env: Record<string, string | undefined>): ImageAiConfig {
  const c = parseEnv(schema, env, 'image AI configuration');
  const key: HttpKeySource | undefined = c.IMAGE_AI_HTTP_API_KEY
    ? { kind: 'value', value: c.IMAGE_AI_HTTP_API_KEY }
    : c.IMAGE_AI_HTTP_API_KEY_SECRET_ARN
      ? { kind: 'secret', arn: c.IMAGE_AI_HTTP_API_KEY_SECRET_ARN }
      : undefined;
  const provider = c.IMAGE_AI_PROVIDER ?? (c.IMAGE_AI_HTTP_URL && key ? 'http' : 'none');
  if (provider === 'bedrock') {
    return { provider, modelId: c.IMAGE_AI_BEDROCK_MODEL_ID, region: c.IMAGE_AI_BEDROCK_REGION };
  }
  if (provider === 'http') {
    if (!c.IMAGE_AI_HTTP_URL || !key) {
      throw new Error('Invalid image AI configuration: IMAGE_AI_PROVIDER=http needs IMAGE_AI_HTTP_URL and a key');
    }
    return {
      provider,
      url: c.IMAGE_AI_HTTP_URL,
      key,
      model: c.IMAGE_AI_HTTP_MODEL,
      backgroundModel: c.IMAGE_AI_HTTP_BACKGROUND_MODEL,
      timeoutMs: c.IMAGE_AI_HTTP_TIMEOUT_MS,
    };
  }
  return { provider: 'none' };
}
