import { z } from 'zod';
import type {
  AccountStatus,
  ApiKeyResponse,
  BalanceResponse,
  ProfileResponse,
  UsageEntry,
  UsageResponse,
} from '../../../../../shared/account-shapes.js';

/**
 * The dashboard parses what it reads from the API (shapes in shared/account-shapes.ts), so a drifting backend
 * fails loudly at the boundary instead of rendering `undefined`. Only the fields the pages use are required.
 */
const isoDate = z.string();
const status = z.enum(['Active', 'Inactive']).catch('Inactive' satisfies AccountStatus);

export const balanceSchema = z.object({
  balance: z.number(),
  credits: z.number().optional(),
  status,
}) satisfies z.ZodType<Pick<BalanceResponse, 'balance' | 'status'>>;
export type Balance = z.infer<typeof balanceSchema>;

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  credits: z.number(),
  // The spec allows the plan as a number or a string ('1').
  plano: z.union([z.number(), z.string()]).nullable().catch(0),
  created_at: isoDate.optional(),
}) satisfies z.ZodType<Pick<ProfileResponse, 'id' | 'name' | 'email' | 'credits'>>;
export type Profile = z.infer<typeof profileSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  token: z.string(),
  created_at: isoDate.nullable(),
  last_used_at: isoDate.nullable(),
  revoked: z.boolean().catch(false),
}) satisfies z.ZodType<Pick<ApiKeyResponse, 'id' | 'name' | 'token' | 'last_used_at' | 'revoked'>>;
export type ApiKey = z.infer<typeof apiKeySchema>;

export const usageEntrySchema = z.object({
  id: z.string(),
  created_at: isoDate,
  service_id: z.string(),
  operation_id: z.string().optional(),
  credits_used: z.number(),
  kind: z.enum(['charge', 'refund']).optional(),
  refunded: z.boolean().optional(),
}) satisfies z.ZodType<Pick<UsageEntry, 'id' | 'created_at' | 'service_id' | 'credits_used'>>;
export type Usage = z.infer<typeof usageEntrySchema>;

export const usagePageSchema = z.object({
  items: z.array(usageEntrySchema),
  nextCursor: z.string().nullable().catch(null),
}) satisfies z.ZodType<Pick<UsageResponse, 'nextCursor'>>;
export type UsagePage = z.infer<typeof usagePageSchema>;

export const redirectSchema = z.object({ url: z.string().url() });
