import { imageHistory, imageSave, imageTextToImage } from '../../../../../shared/operations/image.js';
import { textProcessScript } from '../../../../../shared/operations/text.js';
import { userApiKey } from '../../../../../shared/operations/user.js';
import { ApiError, apiFetch, apiJson } from '../../../lib/api-client.js';
import {
  type Generated,
  generatedSchema,
  type HistoryItem,
  historyRecordSchema,
  historySchema,
  keySchema,
  type Price,
  type ProcessedScript,
  priceSchema,
  processedScriptSchema,
} from './schemas.js';

/**
 * The generator's calls. Generation goes to the public API with the user's own key (api-token header), exactly
 * as a customer's code would; saving, history and script processing use the session.
 */

export interface GenerationRequest {
  readonly positivePrompt: string;
  readonly negativePrompt?: string;
  readonly width: number;
  readonly height: number;
  readonly numberResults: number;
  readonly outputFormat: string;
  readonly steps: number;
  readonly CFGScale: number;
  readonly scheduler: string;
}

/** The account's key, or null when it has none (404) or it is revoked. */
export async function getKey(): Promise<string | null> {
  try {
    const key = await apiJson(userApiKey.path, (d) => keySchema.parse(d), { method: userApiKey.method });
    return key.revoked ? null : key.token;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const withKey = (key: string) => ({ authenticated: false, headers: { 'api-token': key } });

/** The price of a generation before running it (`dry_run`: validated, priced, nothing charged). */
export const priceGeneration = (request: GenerationRequest, key: string): Promise<Price> =>
  apiJson(`${imageTextToImage.path}?dry_run=true`, (d) => priceSchema.parse(d), {
    method: 'POST',
    json: request,
    ...withKey(key),
  });

/** The generated images and the credits the call charged (`X-Credits-Charged`: the price of the engine used). */
export async function generate(
  request: GenerationRequest,
  key: string,
): Promise<Generated & { readonly creditsCharged: number | undefined }> {
  const response = await apiFetch(imageTextToImage.path, {
    method: 'POST',
    body: JSON.stringify(request),
    headers: { ...withKey(key).headers, 'content-type': 'application/json' },
    authenticated: false,
  });
  const charged = Number(response.headers.get('X-Credits-Charged') ?? Number.NaN);
  return {
    ...generatedSchema.parse(await response.json()),
    creditsCharged: Number.isFinite(charged) ? charged : undefined,
  };
}

export const saveImage = (record: Record<string, unknown>): Promise<unknown> =>
  apiJson(imageSave.path, (d) => d, { method: imageSave.method, json: record });

const isHttp = (url: string | null | undefined): url is string =>
  typeof url === 'string' && url !== '' && url !== 'null' && /^https?:\/\//i.test(url);

export async function getHistory(): Promise<HistoryItem[]> {
  const page = await apiJson(`${imageHistory.path}?limit=50`, (d) => historySchema.parse(d), { method: 'GET' });
  const items: HistoryItem[] = [];
  for (const raw of page.data) {
    const parsed = historyRecordSchema.safeParse(raw);
    if (!parsed.success || !isHttp(parsed.data.storage_url)) continue;
    const r = parsed.data;
    items.push({
      id: r.id,
      url: parsed.data.storage_url,
      prompt: r.positive_prompt || '',
      style: r.style || 'none',
      mood: r.mood || 'neutral',
      width: r.width ?? 512,
      height: r.height ?? 512,
      createdAt: r.created_at ?? '',
    });
  }
  return items;
}

export const processScript = (body: {
  readonly script: string;
  readonly videoDuration: number;
  readonly globalStyle?: string;
  readonly globalMood?: string;
  readonly desiredImages: number;
}): Promise<ProcessedScript> =>
  apiJson(textProcessScript.path, (d) => processedScriptSchema.parse(d), {
    method: textProcessScript.method,
    json: body,
  });
