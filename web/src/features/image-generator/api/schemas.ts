import { z } from 'zod';
import { dryRunOutput } from '../../../../../shared/operations/outputs/common.js';
import {
  imageHistoryOutput,
  savedImageOutput,
  textToImageOutput,
} from '../../../../../shared/operations/outputs/image.js';
import { apiKeyOutput } from '../../../../../shared/operations/outputs/platform.js';
import { processScriptOutput } from '../../../../../shared/operations/outputs/text.js';

/**
 * What the generator reads from the API, parsed with the API's own output schemas (shared/operations/outputs),
 * keeping only the fields the page uses. Where it tolerates an older or partial answer, the field says so
 * (`optional`, `catch`, `default`).
 */

export const keySchema = apiKeyOutput
  .pick({ token: true, revoked: true })
  .extend({ revoked: apiKeyOutput.shape.revoked.catch(false) });

export const priceSchema = dryRunOutput.pick({ credits: true, balance: true });
export type Price = z.infer<typeof priceSchema>;

const generated = textToImageOutput.shape;
const storageUrl = generated.storageUrls.element;

export const generatedSchema = textToImageOutput
  .pick({ provider: true, taskUUID: true, width: true, height: true, storageUrls: true, data: true })
  .extend({
    provider: generated.provider.optional(),
    taskUUID: generated.taskUUID.optional(),
    width: generated.width.optional(),
    height: generated.height.optional(),
    storageUrls: z.array(storageUrl.extend({ prompt: storageUrl.shape.prompt.optional() })),
    data: z.array(generated.data.element.pick({ taskUUID: true, imageUUID: true, seed: true }).partial()).default([]),
  });
export type Generated = z.infer<typeof generatedSchema>;

const saved = savedImageOutput.shape;

/** History items whose storage_url is empty, 'null' or not http are dropped (docs/product.md#image-generator). */
export const historyRecordSchema = savedImageOutput
  .pick({
    id: true,
    storage_url: true,
    positive_prompt: true,
    style: true,
    mood: true,
    width: true,
    height: true,
    created_at: true,
  })
  .extend({
    storage_url: saved.storage_url.nullable().optional(),
    positive_prompt: saved.positive_prompt.nullable().optional(),
    style: saved.style.optional(),
    mood: saved.mood.optional(),
    width: saved.width.optional(),
    height: saved.height.optional(),
    created_at: saved.created_at.nullable().optional(),
  });
/** The page; its records are parsed one by one with historyRecordSchema, so one bad record hides only itself. */
export const historySchema = imageHistoryOutput.pick({ data: true }).extend({ data: z.array(z.unknown()).default([]) });

export interface HistoryItem {
  readonly id: string;
  readonly url: string;
  readonly prompt: string;
  readonly style: string;
  readonly mood: string;
  readonly width: number;
  readonly height: number;
  readonly createdAt: string;
}

const scene = processScriptOutput.shape.scenes.element;

export const sceneSchema = scene
  .pick({
    id: true,
    sequence: true,
    title: true,
    timeRange: true,
    timing: true,
    prompt: true,
    originalPrompt: true,
    style: true,
    mood: true,
    elements: true,
    importance: true,
  })
  .extend({
    timeRange: scene.shape.timeRange.nullable().optional(),
    timing: scene.shape.timing.nullable().optional(),
    originalPrompt: scene.shape.originalPrompt.optional(),
    style: scene.shape.style.optional(),
    mood: scene.shape.mood.optional(),
    elements: scene.shape.elements.default([]),
    importance: scene.shape.importance.catch('medium'),
  });
export const processedScriptSchema = processScriptOutput
  .pick({ source: true, scenes: true })
  .extend({ source: processScriptOutput.shape.source.optional(), scenes: z.array(sceneSchema) });
export type ProcessedScript = z.infer<typeof processedScriptSchema>;
