import { z } from 'zod';
import { commaList, parseEnv } from '../core/env.js';

/**
 * The verify family's settings, parsed once from the environment at first use.
 *
 * VERIFY_DNS_SERVERS: comma-separated DNS servers (`ip` or `ip:port`) for the MX checks; default: the system's.
 * VERIFY_DNS_TIMEOUT_MS: most time one domain's lookups may take, default 3000 (then the verdict is `unknown`).
 * VERIFY_DNS_CACHE_SECONDS: how long definitive DNS answers are reused, default 60.
 * WHATSAPP_API_URL + WHATSAPP_API_TOKEN: a WhatsApp Business API (`/v1/contacts`) for `registered`; both or
 * neither. WHATSAPP_API_TIMEOUT_MS: default 5000.
 */
const schema = z
  .object({
    VERIFY_DNS_SERVERS: commaList(),
    VERIFY_DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(3000),
    VERIFY_DNS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    WHATSAPP_API_TOKEN: z.string().min(1).optional(),
    WHATSAPP_API_TIMEOUT_MS: z.coerce.number().int().min(500).max(20_000).default(5000),
  })
  .refine((c) => (c.WHATSAPP_API_URL === undefined) === (c.WHATSAPP_API_TOKEN === undefined), {
    message: 'set both WHATSAPP_API_URL and WHATSAPP_API_TOKEN, or neither',
    path: ['WHATSAPP_API_TOKEN'],
  });

export type VerifyConfig = z.infer<typeof schema>;

export const parseVerifyConfig = (env: Record<string, string | undefined>): VerifyConfig =>
  parseEnv(schema, env, 'verify configuration');
