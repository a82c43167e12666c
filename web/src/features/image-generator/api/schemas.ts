import { z } from 'zod';

/** What the generator reads from the API, parsed at the boundary (only the fields the page uses). */

export const keySchema = z.object({ token: z.string(), revoked: z.boolean().catch(false) });

export const priceSchema = z.object({ credits: z.number(), balance: z.number().optional() });
export type Price = z.infer<typeof priceSchema>;

export const generatedSchema = z.object({
  provider: z.string().optional(),
  taskUUID: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  storageUrls: z.array(z.object({ storageUrl: z.string(), prompt: z.string().optional() })),
  data: z
    .array(
      z.object({
        taskUUID: z.string().optional(),
        imageUUID: z.string().optional(),
        seed: z.number().nullable().optional(),
      }),
    )
    .default([]),
});
export type Generated = z.infer<typeof generatedSchema>;

/** History items whose storage_url is empty, 'null' or not http are dropped (spec section 3). */
export const historyRecordSchema = z.object({
  id: z.string(),
  storage_url: z.string().nullable().optional(),
  positive_prompt: z.string().nullable().optional(),
  style: z.string().nullable().optional(),
  mood: z.string().nullable().optional(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
  created_at: z.string().nullable().optional(),
});
export const historySchema = z.object({ success: z.boolean().optional(), data: z.array(z.unknown()).default([]) });

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

export const sceneSchema = z.object({
  id: z.string(),
  sequence: z.number(),
  title: z.string(),
  timeRange: z.string().nullable().optional(),
  timing: z.object({ startTime: z.number(), endTime: z.number(), duration: z.number() }).nullable().optional(),
  prompt: z.string(),
  originalPrompt: z.string().optional(),
  style: z.string().nullable().optional(),
  mood: z.string().nullable().optional(),
  elements: z.array(z.string()).default([]),
  importance: z.enum(['high', 'medium', 'low']).catch('medium'),
});
export const processedScriptSchema = z.object({
  success: z.boolean(),
  source: z.enum(['llm', 'fallback']).optional(),
  scenes: z.array(sceneSchema),
});
export type ProcessedScript = z.infer<typeof processedScriptSchema>;
