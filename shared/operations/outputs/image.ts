import { z } from 'zod';

/** Bodies of the image family's JSON answers: generated images and the saved-image history. */

/**
 * The English descriptions of this file's fields, by id (field-texts.ts): the OpenAPI document carries them and the
 * docs show them in the reader's language (shared/i18n/responses, docs/translations.md).
 */
export const imageFieldTexts = {
  textToImageProvider: 'Who generated the images.',
  textToImageUrl: 'Presigned for 24 hours; the image is kept 30 days.',
} as const;

export const textToImageOutput = z.object({
  success: z.literal(true),
  provider: z.string().describe(imageFieldTexts.textToImageProvider),
  taskUUID: z.string(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  images: z.array(
    z.object({
      url: z.string().describe(imageFieldTexts.textToImageUrl),
      prompt: z.string(),
      seed: z.number().nullable(),
      imageUUID: z.string(),
      taskUUID: z.string(),
      width: z.number().int().min(1),
      height: z.number().int().min(1),
      contentType: z.string(),
    }),
  ),
  storageUrls: z.array(z.object({ storageUrl: z.string(), prompt: z.string() })),
  data: z.array(
    z.object({ taskUUID: z.string(), imageUUID: z.string(), seed: z.number().nullable(), imageURL: z.string() }),
  ),
});

const nullableNumber = () => z.number().nullable();
const nullableString = () => z.string().nullable();

/** A saved image as clients read it (the storage URL is re-signed on every read when the image is ours). */
export const savedImageOutput = z.object({
  id: z.string(),
  created_at: z.string(),
  storage_url: z.string(),
  positive_prompt: z.string(),
  negative_prompt: nullableString(),
  width: nullableNumber(),
  height: nullableNumber(),
  number_results: nullableNumber(),
  output_format: nullableString(),
  steps: nullableNumber(),
  cfg_scale: nullableNumber(),
  scheduler: nullableString(),
  style: nullableString(),
  mood: nullableString(),
  task_type: nullableString(),
  image_uuid: nullableString(),
  task_uuid: nullableString(),
  seed: nullableNumber(),
  credits_used: nullableNumber(),
  generation_status: nullableString(),
});

export const saveImageOutput = z.object({ success: z.literal(true), data: savedImageOutput });

export const imageHistoryOutput = z.object({
  success: z.literal(true),
  data: z.array(savedImageOutput),
  nextCursor: z.string().nullable(),
});
