import { z } from 'zod';
import { randomAlphanumeric } from '../../../shared/ids.js';

/**
 * Item codecs: what each item of the single table holds. Reads parse with these schemas (the table is an
 * outside boundary: an item written by an older version must fail loudly, not flow on half-typed).
 */

export const initialCredits = 20;
export const defaultKeyName = 'API Key Principal';
/** Keys an account may hold that are not revoked, the main key included (docs/keys.md). */
export const maxKeysPerAccount = 5;

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
  /** The Cognito subject of the owner (the product's `user_id`, docs/product.md#accounts). */
  userId: z.string(),
  keyId: z.string(),
  name: z.string(),
  /** SHA-256 hex of the key: the key-hash lookup item's address. */
  hash: z.string(),
  /** The displayable key, AES-256-GCM encrypted (see functions/core/accounts/key-crypto.ts). */
  encrypted: z.string(),
  revoked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string().nullable().default(null),
  /** Operation ids or family names the key may call; empty = any (docs/keys.md). */
  allowed: z.array(z.string()).default([]),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

export const keyHashItem = z.object({
  accountId: z.string(),
  keyId: z.string(),
  revoked: z.boolean(),
  /** Kept here, not on the key item, because the authorizer already reads this item on every call. */
  lastUsedAt: z.string().optional(),
  /** The key's restrictions, copied here so the authorizer can pass them on without reading the key item. */
  expiresAt: z.string().nullable().optional(),
  allowed: z.array(z.string()).optional(),
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

/** Where a logged call came from (docs/requests.md): the customer's own code, the dashboard's tools, or MCP. */
export const requestSources = ['api', 'dashboard', 'mcp'] as const;

/** One call made with one of the account's keys, kept 30 days (the table's `ttl`). See docs/requests.md. */
export const requestLogItem = z.object({
  requestId: z.string(),
  at: z.string(),
  operationId: z.string(),
  status: z.number().int(),
  /** The problem's `code` for a 4xx/5xx answer. */
  code: z.string().optional(),
  durationMs: z.number().int().min(0),
  creditsCharged: z.number().default(0),
  creditsRefunded: z.number().default(0),
  keyId: z.string(),
  jobId: z.string().optional(),
  idempotencyKey: z.string().optional(),
  userAgent: z.string().optional(),
  source: z.enum(requestSources).default('api'),
  /** The problem body as answered (JSON text), for a failed call. */
  problem: z.string().optional(),
  /** The response headers as answered. */
  headers: z.record(z.string(), z.string()).default({}),
});
export type RequestLogItem = z.infer<typeof requestLogItem>;

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
