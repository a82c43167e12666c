import { z } from 'zod';
import { parseEnv } from '../core/env.js';
import { videoAiFields } from '../core/providers/video-ai.js';

/** The video family's own settings, parsed once: ffmpeg's paths and the AI provider (core/providers/video-ai.ts). */
const schema = z.object({
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),
  ...videoAiFields,
});

export type VideoConfig = z.infer<typeof schema>;

let cached: VideoConfig | undefined;

/** The function's own environment, parsed at the first use and kept for the process. */
export function videoConfig(): VideoConfig {
  cached ??= parseEnv(schema, process.env, 'video configuration');
  return cached;
}
