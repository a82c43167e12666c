import { newId } from '../../../shared/ids.js';
import type { imageHistory, imageSave } from '../../../shared/operations/image.js';
import type { OperationFn } from '../../core/implement.js';
import { json } from '../../core/operation.js';
import type { ImageHistoryStore, ImageRecord } from './history.js';
import type { MediaStore } from './media.js';

export interface SavedImagesDeps {
  readonly history: ImageHistoryStore;
  readonly media: MediaStore;
}

/** The record as clients read it: the stored fields, with a fresh URL for images kept in our media bucket. */
async function view(record: ImageRecord, media: MediaStore) {
  const { media_key: key, ...rest } = record;
  return { ...rest, storage_url: key ? await media.url(key) : record.storage_url };
}

/** Saves a generated image to the caller's history. The owner is the signed-in account; `user_id` is ignored. */
export function createSaveImage(deps: SavedImagesDeps): OperationFn<typeof imageSave> {
  return async (input, ctx) => {
    const accountId = ctx.principal.accountId;
    const at = ctx.now();
    const record: ImageRecord = {
      id: newId('img'),
      created_at: at.toISOString(),
      media_key: deps.media.keyOf(accountId, input.storage_url),
      storage_url: input.storage_url,
      positive_prompt: input.positive_prompt,
      negative_prompt: input.negative_prompt ?? null,
      width: input.width ?? null,
      height: input.height ?? null,
      number_results: input.number_results ?? null,
      output_format: input.output_format ?? null,
      steps: input.steps ?? null,
      cfg_scale: input.cfg_scale ?? null,
      scheduler: input.scheduler ?? null,
      style: input.style ?? null,
      mood: input.mood ?? null,
      task_type: input.task_type ?? null,
      image_uuid: input.image_uuid ?? null,
      task_uuid: input.task_uuid ?? null,
      seed: input.seed ?? null,
      credits_used: input.credits_used ?? null,
      generation_status: input.generation_status ?? null,
    };
    await deps.history.save(accountId, record, at);
    return json({ success: true, data: await view(record, deps.media) }, 201);
  };
}

/** The caller's saved images, newest first, `limit` per page with an opaque `nextCursor`. */
export function createImageHistory(deps: SavedImagesDeps): OperationFn<typeof imageHistory> {
  return async (input, ctx) => {
    const page = await deps.history.list(ctx.principal.accountId, input.limit, input.cursor);
    const data = await Promise.all(page.items.map((record) => view(record, deps.media)));
    return json({ success: true, data, nextCursor: page.nextCursor ?? null });
  };
}
