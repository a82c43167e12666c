import { z } from 'zod';
import { categories } from '../../catalogue/categories.js';
import { isoDateTime as iso } from './dates.js';

/** Bodies of the platform family: health, catalogue, the OpenAPI document and the dashboard's account calls. */

/**
 * The English descriptions of this file's fields, by id (field-texts.ts): the OpenAPI document carries them and the
 * docs show them in the reader's language (shared/i18n/responses, docs/translations.md).
 */
export const platformFieldTexts = {
  healthCheckError: 'Error name only (no internals).',
  serviceDescription: 'Portuguese.',
  servicePricedByLength:
    'True when the price grows with the media’s length: `credits_per_use` is then the shortest call’s.',
  serviceComingSoon: 'True whenever the service cannot be used here.',
  balanceToken: 'The masked key: only the last 12 characters visible.',
  profileLanguage: 'The chosen site language; null until chosen.',
  profilePendingWelcomeCredits:
    'Free credits added once the e-mail is verified (POST /api/user/verify-email); 0 when none are pending.',
  verifyEmailCredits: 'The balance after the call.',
  verifyEmailGranted: 'Credits this call added: the welcome grant, or 0 when already granted.',
  usageCreditsUsed: 'Positive for a charge, negative for a refund.',
  usageRefunded: 'For a charge: whether it was later refunded.',
  webhookSecret: 'HMAC-SHA256 key of the job webhooks; keep it server-side.',
} as const;

export const healthOutput = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.record(
    z.string(),
    z.object({
      status: z.enum(['ok', 'error']),
      latencyMs: z.number().int().min(0),
      error: z.string().optional().describe(platformFieldTexts.healthCheckError),
    }),
  ),
  time: iso(),
});

const categoryIds = Object.keys(categories) as [keyof typeof categories, ...(keyof typeof categories)[]];

export const serviceOutput = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().describe(platformFieldTexts.serviceDescription),
  category: z.enum(categoryIds),
  category_label: z.string(),
  icon: z.string(),
  credits_per_use: z.number().int().min(0),
  priced_by_length: z.boolean().describe(platformFieldTexts.servicePricedByLength),
  popular: z.boolean(),
  coming_soon: z.boolean().describe(platformFieldTexts.serviceComingSoon),
  status: z.enum(['available', 'coming_soon', 'needs_configuration']),
  operationId: z.string().nullable(),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).nullable(),
  endpoint: z.string().nullable(),
});

/** `GET /api/services`: a bare array, in display order. */
export const servicesOutput = z.array(serviceOutput);

export const openApiOutput = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  servers: z.array(z.looseObject({ url: z.string() })),
  paths: z.record(z.string(), z.unknown()),
});

const status = z.enum(['Active', 'Inactive']);

/** `GET /api/user/balance`: the key record (masked), the balance and the account status. */
export const balanceOutput = z.object({
  id: z.string(),
  user_id: z.string(),
  token: z.string().describe(platformFieldTexts.balanceToken),
  name: z.string(),
  created_at: iso(),
  updated_at: iso(),
  last_used_at: iso().nullable(),
  expires_at: iso().nullable(),
  revoked: z.boolean(),
  saldo: z.number(),
  balance: z.number(),
  credits: z.number(),
  status,
});
export type BalanceResponse = z.infer<typeof balanceOutput>;

/** `GET|PATCH /api/user/profile`. `plano`: 0 none, 1 Básico, 2 Profissional, 3 Empresarial. */
export const profileOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.literal('user'),
  credits: z.number(),
  plano: z.number().int().min(0).max(3),
  created_at: iso(),
  updated_at: iso(),
  language: z.enum(['pt', 'en', 'es', 'fr']).nullable().describe(platformFieldTexts.profileLanguage),
  // Beyond the product's fields (docs/product.md#accounts): new accounts start at 0 credits, and the welcome grant
  // waits for the e-mail to be verified (`POST /api/user/verify-email`).
  pending_welcome_credits: z.number().int().min(0).describe(platformFieldTexts.profilePendingWelcomeCredits),
});
export type ProfileResponse = z.infer<typeof profileOutput>;

/** `POST /api/user/verify-email`. */
export const verifyEmailOutput = z.object({
  credits: z.number().describe(platformFieldTexts.verifyEmailCredits),
  granted: z.number().int().min(0).describe(platformFieldTexts.verifyEmailGranted),
});

/** The API key record; `token` is the full key (for copying), `masked` the displayed form. */
export const apiKeyOutput = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  token: z.string(),
  masked: z.string(),
  created_at: iso(),
  updated_at: iso(),
  last_used_at: iso().nullable(),
  expires_at: iso().nullable(),
  revoked: z.boolean(),
});
export type ApiKeyResponse = z.infer<typeof apiKeyOutput>;

export const usageEntryOutput = z.object({
  id: z.string(),
  created_at: iso(),
  service_id: z.string(),
  operation_id: z.string(),
  credits_used: z.number().describe(platformFieldTexts.usageCreditsUsed),
  kind: z.enum(['charge', 'refund']),
  refunded: z.boolean().describe(platformFieldTexts.usageRefunded),
  request_id: z.string(),
});
export type UsageEntry = z.infer<typeof usageEntryOutput>;

export const usageOutput = z.object({
  items: z.array(usageEntryOutput),
  nextCursor: z.string().nullable(),
});
export type UsageResponse = z.infer<typeof usageOutput>;

/** `GET /api/user/webhook-secret` and its rotation: the secret that signs the job webhooks (`Alquimia-Signature`). */
export const webhookSecretOutput = z.object({
  secret: z
    .string()
    .regex(/^whsec_/)
    .describe(platformFieldTexts.webhookSecret),
  created_at: iso(),
});
