import { z } from 'zod';
import { commaList, parseEnv } from '../../core/env.js';

/**
 * The web extraction settings, parsed once from the environment at first use.
 *
 * WEB_FETCH_TIMEOUT_MS: time cap for one page (redirects included), default 10 s.
 * WEB_FETCH_ALLOW_ADDRESSES: comma-separated IPs the guard lets through although they are not public, so a page
 * served on loopback can be read on the local platform. Refused unless STAGE is `local` (the AWS stacks set
 * STAGE to dev/staging/prod), so no deployed function can open the guard.
 */
const schema = z
  .object({
    STAGE: z.string().optional(),
    WEB_FETCH_TIMEOUT_MS: z.coerce.number().int().min(1000).max(25_000).default(10_000),
    WEB_FETCH_ALLOW_ADDRESSES: commaList(),
  })
  .refine((c) => c.WEB_FETCH_ALLOW_ADDRESSES.length === 0 || c.STAGE === 'local', {
    message: 'WEB_FETCH_ALLOW_ADDRESSES may only be set on the local platform (STAGE=local)',
    path: ['WEB_FETCH_ALLOW_ADDRESSES'],
  });

export type WebConfig = z.infer<typeof schema>;

export const parseWebConfig = (env: Record<string, string | undefined>): WebConfig =>
  parseEnv(schema, env, 'web extraction configuration');
