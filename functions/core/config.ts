import { z } from 'zod';
import { parseEnv } from './env.js';

/**
 * Function configuration, parsed once at cold start. Operations never read process.env: they receive what
 * they need from here through their handler's wiring. The CDK Api stack and the local platform set these.
 */
const configSchema = z.object({
  STAGE: z.enum(['local', 'test', 'dev', 'staging', 'prod']).default('local'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  TABLE_NAME: z.string().min(3),
  FILES_BUCKET: z.string().min(3),
  MEDIA_BUCKET: z.string().min(3),
  JOBS_QUEUE_URL: z.string().url(),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  /** Secret for encrypting displayable API keys at rest; locally a literal, on AWS read from Secrets Manager. */
  KEY_SECRET: z.string().min(16).optional(),
  KEY_SECRET_ARN: z.string().optional(),
  /** Site origin used to build links (reset e-mails, checkout return URLs). */
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
  /** Optional providers; absent → their operations answer 503 engine_unavailable. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  CHROMIUM_PATH: z.string().optional(),
});

export type Config = z.infer<typeof configSchema>;

export const parseConfig = (env: Record<string, string | undefined>): Config =>
  parseEnv(configSchema, env, 'function configuration');

let cached: Config | undefined;

/** The process-wide config, parsed on first use. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
