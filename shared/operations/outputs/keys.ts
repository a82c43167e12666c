import { z } from 'zod';
import { isoDateTime as iso } from './dates.js';

/** Bodies of the named-key calls (`/api/user/keys`, docs/keys.md). Secrets appear only in `createdKeyOutput`. */

/**
 * The English descriptions of this file's fields, by id (field-texts.ts): the OpenAPI document carries them and the
 * docs show them in the reader's language (shared/i18n/responses, docs/translations.md).
 */
export const keysFieldTexts = {
  keyId: 'The key id (key_...), used to rename or revoke it.',
  keyMasked: 'The key with all but its last 12 characters hidden.',
  keyMain: 'True for the main key ("API Key Principal"), the one regenerate replaces.',
  keyLastUsedAt: 'Updated at most every 5 minutes; null when never used.',
  keyCalls30d:
    'Calls made with the key in the last 30 days, from the request log (refused calls included, under its per-key cap); null in answers about a single key.',
  keyExpiresAt: 'After this time the key is refused with 401; null = never.',
  keyAllowed: 'Operation ids or family names the key may call; empty = every operation.',
  keyListItems: 'The main key first, then the others oldest first; revoked keys included.',
  keyListLimit: 'How many keys that are not revoked an account may hold.',
  createdKeyToken: 'The new key. Shown this once: later answers only carry `masked`.',
} as const;

export const keySummaryOutput = z.object({
  id: z.string().describe(keysFieldTexts.keyId),
  name: z.string(),
  masked: z.string().describe(keysFieldTexts.keyMasked),
  main: z.boolean().describe(keysFieldTexts.keyMain),
  created_at: iso(),
  updated_at: iso(),
  last_used_at: iso().nullable().describe(keysFieldTexts.keyLastUsedAt),
  calls_30d: z.number().int().min(0).nullable().describe(keysFieldTexts.keyCalls30d),
  expires_at: iso().nullable().describe(keysFieldTexts.keyExpiresAt),
  allowed: z.array(z.string()).describe(keysFieldTexts.keyAllowed),
  revoked: z.boolean(),
});
export type KeySummaryResponse = z.infer<typeof keySummaryOutput>;

export const keyListOutput = z.object({
  items: z.array(keySummaryOutput).describe(keysFieldTexts.keyListItems),
  limit: z.number().int().describe(keysFieldTexts.keyListLimit),
});
export type KeyListResponse = z.infer<typeof keyListOutput>;

export const createdKeyOutput = keySummaryOutput.extend({
  token: z.string().describe(keysFieldTexts.createdKeyToken),
});
export type CreatedKeyResponse = z.infer<typeof createdKeyOutput>;
