import { z } from 'zod';
import { parseEnv } from '../env.js';

/**
 * The video AI provider's settings: image-to-video needs Amazon Bedrock Nova Reel, and without
 * NOVA_REEL_OUTPUT_S3_URI (where Bedrock writes the videos; the worker's role must read it) it answers 503. The video
 * family's configuration holds them (functions/video/config.ts); the catalogue reads them (configured.ts).
 */
export const videoAiFields = {
  VIDEO_AI_PROVIDER: z.enum(['none', 'bedrock']).default('none'),
  NOVA_REEL_MODEL_ID: z.string().min(1).default('amazon.nova-reel-v1:1'),
  NOVA_REEL_REGION: z.string().min(1).default('us-east-1'),
  NOVA_REEL_OUTPUT_S3_URI: z
    .string()
    .regex(/^s3:\/\/[a-z0-9.-]{3,63}(\/.*)?$/, 'expected s3://bucket/prefix')
    .optional(),
};

export type VideoAiConfig = z.infer<z.ZodObject<typeof videoAiFields>>;

export function parseVideoAiConfig(env: Record<string, string | undefined>): VideoAiConfig {
  return parseEnv(z.object(videoAiFields), env, 'video configuration');
}
