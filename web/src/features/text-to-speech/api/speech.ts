import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  audioGenerateVoiceSample,
  audioSaveSpeechHistory,
  audioSpeechHistory,
  audioTextToSpeechV2,
  audioVoiceSamples,
} from '../../../../../shared/operations/audio.js';
import { userApiKey } from '../../../../../shared/operations/user.js';
import { ApiError, apiFetch, apiJson } from '../../../lib/api-client.js';
import { dashboardBalanceKey, ttsKeys } from './keys.js';
import {
  apiKeySchema,
  dryRunSchema,
  historySchema,
  type Speech,
  sampleSchema,
  speechSchema,
  voicesSchema,
} from './schemas.js';

/** Fetchers and hooks of the tool: the session calls (voices, history) and the key calls (synthesis, price). */

export interface SpeechRequest {
  readonly text: string;
  readonly voice: string;
  readonly language: string;
  readonly audioFormat: 'MP3' | 'WAV' | 'OGG';
}

/** The account's key (the synthesis is a metered public-API call), or null when it has none or it is revoked. */
export const getApiKey = async (): Promise<string | null> => {
  try {
    const key = await apiJson(userApiKey.path, (data) => apiKeySchema.parse(data), { method: userApiKey.method });
    return key.revoked ? null : key.token;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const useApiKeyToken = () => useQuery(queryOptions({ queryKey: ttsKeys.apiKey(), queryFn: getApiKey }));

const withKey = (key: string): Headers => new Headers({ 'api-token': key, 'content-type': 'application/json' });

export const synthesize = async (key: string, request: SpeechRequest): Promise<Speech> => {
  const response = await apiFetch(audioTextToSpeechV2.path, {
    method: 'POST',
    authenticated: false,
    headers: withKey(key),
    body: JSON.stringify(request),
  });
  return speechSchema.parse(await response.json());
};

/** The price of a text, from the API's own `dry_run` (nothing is charged). */
export const priceOf = async (key: string, request: SpeechRequest): Promise<number> => {
  const response = await apiFetch(`${audioTextToSpeechV2.path}?dry_run=true`, {
    method: 'POST',
    authenticated: false,
    headers: withKey(key),
    body: JSON.stringify(request),
  });
  return dryRunSchema.parse(await response.json()).credits;
};

export const usePrice = (key: string | null | undefined, request: SpeechRequest) =>
  useQuery({
    // The price depends on the length only (1 credit per started 1,000 characters).
    queryKey: ttsKeys.price(request.text.length),
    queryFn: () => priceOf(key ?? '', request),
    enabled: Boolean(key) && request.text.trim().length > 0 && request.text.length <= 10_000,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSynthesize = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, request }: { key: string; request: SpeechRequest }) => synthesize(key, request),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardBalanceKey }),
  });
};

const voicesPath = (language: string) => audioVoiceSamples.path.replace('{language}', encodeURIComponent(language));

export const getVoices = (language: string) =>
  apiJson(voicesPath(language), (data) => voicesSchema.parse(data).voices, { method: audioVoiceSamples.method });

export const useVoices = (language: string) =>
  useQuery(queryOptions({ queryKey: ttsKeys.voices(language), queryFn: () => getVoices(language) }));

export const generateSample = (voiceName: string, language: string) =>
  apiJson(audioGenerateVoiceSample.path, (data) => sampleSchema.parse(data).sample, {
    method: audioGenerateVoiceSample.method,
    json: { voiceName, language },
  });

export const useGenerateSample = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ voiceName, language }: { voiceName: string; language: string }) =>
      generateSample(voiceName, language),
    onSuccess: (_sample, { language }) => client.invalidateQueries({ queryKey: ttsKeys.voices(language) }),
  });
};

export interface HistoryEntry {
  readonly title: string;
  readonly text: string;
  readonly voice: string;
  readonly language: string;
  readonly audioUrl: string;
  readonly duration?: number;
  readonly creditsUsed: number;
}

export const saveHistory = (entry: HistoryEntry) =>
  apiJson(audioSaveSpeechHistory.path, () => undefined, { method: audioSaveSpeechHistory.method, json: entry });

/** History loading errors are only logged (docs/product.md#text-to-speech); an empty list is shown. */
export const getHistory = async () => {
  try {
    return await apiJson(`${audioSpeechHistory.path}?page=1&limit=50`, (data) => historySchema.parse(data), {
      method: audioSpeechHistory.method,
    });
  } catch (error) {
    console.error('speech history could not be loaded', error);
    return [];
  }
};

export const useHistory = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: ttsKeys.history(), queryFn: getHistory, enabled }));

export const useSaveHistory = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveHistory,
    onSettled: () => client.invalidateQueries({ queryKey: ttsKeys.history() }),
  });
};
