import { z } from 'zod';
import { randomAlphanumeric } from '../../../shared/ids.js';

/**
 * Item codecs: what each item of the single table holds. Reads parse with these schemas (the table is an
 * outside boundary: an item written by an older version must fail loudly, not flow on half-typed).
 */

export const initialCredits = 20;
export const defaultKeyName = 'API Key Principal';

export const profileItem = z.object({
  accountId: z.string(),
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.literal('user'),
  /** 0 = no plan, 1 Básico, 2 Profissional, 3 Empresarial. */
  plan: z.number().int().min(0).max(3),
  credits: z.number(),
  /**
   * The welcome grant still waiting for the e-mail to be verified (new accounts start at 0 credits with this set
   * to `initialCredits`); removed by the one conditional write that adds it to `credits`. Absent on profiles
   * provisioned before verification was required, and on every profile once granted.
   */
  welcomeCredits: z.number().int().positive().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProfileItem = z.infer<typeof profileItem>;

export const apiKeyItem = z.object({
  accountId: z.string(),
  /** The Cognito subject of the owner (the spec's `user_id`). */
  userId: z.string(),
  keyId: z.string(),
  name: z.string(),
  /** SHA-256 hex of the key: the key-hash lookup item's address. */
  hash: z.string(),
  /** The displayable key, AES-256-GCM encrypted (see functions/platform/accounts/key-crypto.ts). */
  encrypted: z.string(),
  revoked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string().nullable().default(null),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

export const keyHashItem = z.object({
  accountId: z.string(),
  keyId: z.string(),
  revoked: z.boolean(),
  /** Kept here, not on the key item, because the authorizer already reads this item on every call. */
  lastUsedAt: z.string().optional(),
});
export type KeyHashItem = z.infer<typeof keyHashItem>;

export const usageItem = z.object({
  usageId: z.string(),
  kind: z.enum(['charge', 'refund']),
  serviceId: z.string(),
  operationId: z.string(),
  /** Positive for a charge, negative for a refund. */
  credits: z.number(),
  requestId: z.string(),
  createdAt: z.string(),
  refunded: z.boolean().default(false),
  /** For a refund: the charge it reverses. */
  refundOf: z.string().optional(),
  reason: z.string().optional(),
});
export type UsageItem = z.infer<typeof usageItem>;

export const storedResponse = z.object({
  statusCode: z.number().int(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  isBase64Encoded: z.boolean(),
});

export const idempotencyItem = z.object({
  fingerprint: z.string(),
  state: z.enum(['in-progress', 'complete']),
  startedAt: z.number(),
  ttl: z.number(),
  response: storedResponse.optional(),
  /** The first response exceeded what one item may hold; it cannot be replayed. */
  responseTooLarge: z.boolean().optional(),
});
export type IdempotencyItem = z.infer<typeof idempotencyItem>;

/**
 * Usage ids carry their creation time (base36 milliseconds) so a refund, given only the id, can address the
 * charge's sort key `USAGE#<ISO time>#<usageId>` without a read.
 */
export const newUsageId = (at: Date): string =>
  `use_${at.getTime().toString(36).padStart(9, '0')}${randomAlphanumeric(12)}`;

export function usageTimeOf(usageId: string): Date | undefined {
  const match = /^use_([0-9a-z]{9})[A-Za-z0-9]{12}$/.exec(usageId);
  if (!match?.[1]) return undefined;
  const at = new Date(Number.parseInt(match[1], 36));
  return Number.isNaN(at.getTime()) ? undefined : at;
}
