import type { z } from 'zod';
import { newId } from '../../shared/ids.js';
import type { audioSaveSpeechHistory } from '../../shared/operations/audio.js';
import { json, type OperationResult } from '../core/operation.js';
import type { SpeechHistoryItem, SpeechHistoryStore } from './store/history.js';
import type { MediaStore } from './store/media.js';

/** The speech history: saved by the dashboard after each synthesis, listed newest first, per account. */

export interface HistoryDeps {
  readonly history: SpeechHistoryStore;
  readonly media: MediaStore;
}

type SaveInput = z.output<(typeof audioSaveSpeechHistory)['input']>;

/** Our own audio is kept by key only when it is this account's (or a shared sample), never another account's. */
function ownedKey(media: MediaStore, accountId: string, url: string): string | undefined {
  const key = media.keyOf(url);
  return key?.startsWith(`speech/${accountId}/`) || key?.startsWith('samples/') ? key : undefined;
}

export async function saveSpeechHistory(
  deps: HistoryDeps,
  accountId: string,
  input: SaveInput,
  now: Date,
): Promise<OperationResult> {
  const audioKey = ownedKey(deps.media, accountId, input.audioUrl);
  const item: SpeechHistoryItem = {
    id: newId('tts'),
    title: input.title,
    text: input.text,
    voice: input.voice,
    language: input.language,
    creditsUsed: input.creditsUsed,
    duration: input.duration ?? null,
    ...(audioKey ? { audioKey } : { audioUrl: input.audioUrl }),
    createdAt: now.toISOString(),
  };
  await deps.history.save(accountId, item);
  return json({ success: true, id: item.id, created_at: item.createdAt }, 201);
}

export async function listSpeechHistory(
  deps: HistoryDeps,
  accountId: string,
  page: number,
  limit: number,
): Promise<OperationResult> {
  const items = await deps.history.list(accountId, page, limit);
  const rows = await Promise.all(
    items.map(async (item) => ({
      id: item.id,
      title: item.title,
      text_content: item.text,
      voice: item.voice,
      language: item.language,
      credits_used: item.creditsUsed,
      duration: item.duration,
      audio_url: item.audioKey
        ? await deps.media.url(item.audioKey, item.audioKey.split('/').pop() ?? 'audio')
        : (item.audioUrl ?? null),
      created_at: item.createdAt,
    })),
  );
  return json(rows);
}
