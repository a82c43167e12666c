import { isIP } from 'node:net';
import { z } from 'zod';
import { commaList, parseEnv } from '../env.js';
import type { WebhookTargetPolicy } from './webhooks.js';

/**
 * Where job webhooks may be delivered, from the environment.
 *
 * JOBS_WEBHOOK_ALLOW_ADDRESSES: comma-separated IPs a webhook may target although they are not public, over plain
 * http as well as https (a loopback receiver has no certificate), so the local platform can deliver to a receiver
 * on this machine; the integration tests set `127.0.0.1`. Refused unless STAGE is `local` (the AWS stacks set
 * STAGE to dev/staging/prod), so no deployed function can open the guard. Unset or empty: production's rules,
 * https to public addresses only.
 */
const schema = z
  .object({
    STAGE: z.string().optional(),
    JOBS_WEBHOOK_ALLOW_ADDRESSES: commaList().pipe(
      z.array(z.string().refine((a) => isIP(a) !== 0, { message: 'expected IP addresses, not host names' })),
    ),
  })
  .refine((c) => c.JOBS_WEBHOOK_ALLOW_ADDRESSES.length === 0 || c.STAGE === 'local', {
    message: 'JOBS_WEBHOOK_ALLOW_ADDRESSES may only be set on the local platform (STAGE=local)',
    path: ['JOBS_WEBHOOK_ALLOW_ADDRESSES'],
  });

export function parseWebhookTargetPolicy(env: Record<string, string | undefined>): WebhookTargetPolicy {
  const allowAddresses = parseEnv(schema, env, 'job webhook configuration').JOBS_WEBHOOK_ALLOW_ADDRESSES;
  return allowAddresses.length === 0 ? {} : { allowAddresses, allowHttp: true };
}
