import { z } from 'zod';

/** Bodies of the named-key calls (`/api/user/keys`, docs/keys.md). Secrets appear only in `createdKeyOutput`. */

const iso = () => z.string().describe('ISO 8601 date-time.');

export const keySummaryOutput = z.object({
  id: z.string().describe('The key id (key_...), used to rename or revoke it.'),
  name: z.string(),
  masked: z.string().describe('The key with all but its last 12 characters hidden.'),
  main: z.boolean().describe('True for the main key ("API Key Principal"), the one regenerate replaces.'),
  created_at: iso(),
  updated_at: iso(),
  last_used_at: iso().nullable().describe('Updated at most every 5 minutes; null when never used.'),
  calls_30d: z
    .number()
    .int()
    .min(0)
    .nullable()
    .describe(
      'Calls made with the key in the last 30 days, from the request log (refused calls included, under its per-key cap); null in answers about a single key.',
    ),
  expires_at: iso().nullable().describe('After this time the key is refused with 401; null = never.'),
  allowed: z.array(z.string()).describe('Operation ids or family names the key may call; empty = every operation.'),
  revoked: z.boolean(),
});
export type KeySummaryResponse = z.infer<typeof keySummaryOutput>;

export const keyListOutput = z.object({
  items: z.array(keySummaryOutput).describe('The main key first, then the others oldest first; revoked keys included.'),
  limit: z.number().int().describe('How many keys that are not revoked an account may hold.'),
});
export type KeyListResponse = z.infer<typeof keyListOutput>;

export const createdKeyOutput = keySummaryOutput.extend({
  token: z.string().describe('The new key. Shown this once: later answers only carry `masked`.'),
});
export type CreatedKeyResponse = z.infer<typeof createdKeyOutput>;
