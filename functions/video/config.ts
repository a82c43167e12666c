import { z } from 'zod';
import { parseEnv } from '../core/env.js';

/**
 * The video family's own settings, parsed once. Image-to-video needs Amazon Bedrock Nova Reel: without
 * NOVA_REEL_OUTPUT_S3_URI (where Bedrock writes the videos; the worker's role must read it) it answers 503.
 */
const schema = z.object({
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),
  VIDEO_AI_PROVIDER: z.enum(['none', 'bedrock']).default('none'),
  NOVA_REEL_MODEL_ID: z.string().min(1).default('amazon.nova-reel-v1:1'),
  NOVA_REEL_REGION: z.string().min(1).default('us-east-1'),
  NOVA_REEL_OUTPUT_S3_URI: z
    .string()
    .regex(/^s3:\/\/[a-z0-9.-]{3,63}(\/.*)?$/, 'expected s3://bucket/prefix')
    .optional(),
});

export type VideoConfig = z.infer<typeof schema>;

let cached: VideoConfig | undefined;

export function videoConfig(env: Record<string, string | undefined> = process.env): VideoConfig {
  cached ??= parseEnv(schema, env, 'video configuration');
  return cached;
}
