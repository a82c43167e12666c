import { z } from 'zod';
import { int } from '../schemas/fields.js';
import { dashboardCall, opaqueId } from './common.js';
import { defineOperation } from './define.js';
import { createdKeyOutput, keyListOutput, keySummaryOutput } from './outputs/keys.js';
import {
  apiKeyOutput,
  balanceOutput,
  profileOutput,
  usageOutput,
  verifyEmailOutput,
  webhookSecretOutput,
} from './outputs/platform.js';
import type { Operation } from './types.js';

/**
 * Dashboard calls authorised by the Cognito session (auth `user`). They live in the platform Lambda; none of
 * them costs credits.
 */

const dashboard = dashboardCall;

/** The site's languages (web/src/i18n/languages.ts): the profile keeps the user's choice. */
export const profileLanguages = ['pt', 'en', 'es', 'fr'] as const;
export type ProfileLanguage = (typeof profileLanguages)[number];

/** Display names (profile, key): trimmed, non-empty, short. */
const displayName = () => z.string().trim().min(1, 'name is required').max(100);

export const userBalance = defineOperation({
  ...dashboard,
  id: 'platform.user-balance',
  output: balanceOutput,
  method: 'GET',
  path: '/api/user/balance',
  input: z.object({}),
  bodyTypes: [],
  doc: {
    summary: 'Credit balance and key record',
    description: 'The account balance with the API key record (id, name, masked token, dates, status Active/Inactive).',
  },
});

export const userProfile = defineOperation({
  ...dashboard,
  id: 'platform.user-profile',
  output: profileOutput,
  method: 'GET',
  path: '/api/user/profile',
  input: z.object({}),
  bodyTypes: [],
  doc: {
    summary: 'Profile',
    description:
      'id, name, email, role, credits, plano (0 = no plan, 1-3), dates, and pending_welcome_credits (the free credits waiting for the e-mail to be verified).',
  },
});

export const userUpdateProfile = defineOperation({
  ...dashboard,
  id: 'platform.user-update-profile',
  output: profileOutput,
  method: 'PATCH',
  path: '/api/user/profile',
  input: z.object({
    name: displayName().optional().describe('Display name shown in the dashboard and in e-mails.'),
    language: z.enum(profileLanguages).optional().describe('The language of the site and of e-mails.'),
  }),
  bodyTypes: ['json'],
  doc: {
    summary: 'Update the profile',
    description:
      'Changes the name and/or the preferred language (pt, en, es, fr), which follows the user to every device and is used for e-mails. The e-mail cannot change.',
    example: { name: 'Maria Silva', language: 'pt' },
  },
});

export const userVerifyEmail = defineOperation({
  ...dashboard,
  id: 'platform.user-verify-email',
  output: verifyEmailOutput,
  method: 'POST',
  path: '/api/user/verify-email',
  input: z.object({}),
  bodyTypes: ['json'],
  doc: {
    summary: 'Claim the welcome credits',
    description:
      'Call after verifying the e-mail with Cognito (the link in the verification e-mail): checks with the user pool that the address is verified and adds the pending welcome credits, once. Answers the balance; 403 forbidden while the e-mail is not verified; a repeated call adds nothing.',
  },
});

export const userApiKey = defineOperation({
  ...dashboard,
  id: 'platform.user-api-key',
  output: apiKeyOutput,
  method: 'GET',
  path: '/api/user/api-key',
  input: z.object({}),
  bodyTypes: [],
  doc: {
    summary: 'The API key',
    description:
      'The account key: name, the key itself (the page masks all but the last 12 characters), created and last-used dates.',
  },
});

export const userRenameApiKey = defineOperation({
  ...dashboard,
  id: 'platform.user-rename-api-key',
  output: apiKeyOutput,
  method: 'PATCH',
  path: '/api/user/api-key',
  input: z.object({ name: displayName().describe('New name of the key, to tell keys apart.') }),
  bodyTypes: ['json'],
  doc: { summary: 'Rename the API key', example: { name: 'API Key Principal' } },
});

export const userRegenerateApiKey = defineOperation({
  ...dashboard,
  id: 'platform.user-regenerate-api-key',
  output: apiKeyOutput,
  method: 'POST',
  path: '/api/user/api-key/regenerate',
  input: z.object({}),
  bodyTypes: ['json'],
  doc: { summary: 'Regenerate the API key', description: 'Issues a new key; the old one stops working at once.' },
});

export const userRevokeApiKey = defineOperation({
  ...dashboard,
  id: 'platform.user-revoke-api-key',
  output: apiKeyOutput,
  method: 'POST',
  path: '/api/user/api-key/revoke',
  input: z.object({}),
  bodyTypes: ['json'],
  doc: { summary: 'Revoke the API key', description: 'The key stops working; regenerate to get a new one.' },
});

/** Named keys (docs/keys.md): up to 5 per account, the main key first. */
export const userKeys = defineOperation({
  ...dashboard,
  id: 'platform.user-keys',
  output: keyListOutput,
  method: 'GET',
  path: '/api/user/keys',
  input: z.object({}),
  bodyTypes: [],
  doc: {
    summary: 'List the API keys',
    description:
      'Every key of the account, masked (last 12 characters): name, dates, last use, calls in the last 30 days, expiry and allowed operations. The main key ("API Key Principal") comes first.',
  },
});

export const userCreateKey = defineOperation({
  ...dashboard,
  id: 'platform.user-create-key',
  output: createdKeyOutput,
  outputStatuses: [201],
  method: 'POST',
  path: '/api/user/keys',
  input: z.object({
    name: displayName().describe('Name of the key, to tell keys apart (e.g. the integration that uses it).'),
    expires_at: z.iso
      .datetime({ offset: true })
      .optional()
      .describe('Optional expiry (ISO 8601, in the future): after it the key is refused with 401.'),
    allowed: z
      .array(z.string().trim().min(1).max(100))
      .max(50)
      .optional()
      .describe(
        'Optional operation ids (pdf.merge) or family names (pdf) the key may call; any other call is refused with 403 key_restricted, uncharged. Empty or absent = every operation.',
      ),
  }),
  bodyTypes: ['json'],
  problems: ['conflict'],
  doc: {
    summary: 'Create an API key',
    description:
      'Answers the new key with its secret in `token`, shown this once (lists mask it). An account holds at most 5 keys that are not revoked: a 6th is refused with 409 conflict. Restrictions are fixed at creation; to change them, create a new key and revoke the old one.',
    example: { name: 'Servidor de produção', allowed: ['pdf', 'image.qr-code'] },
  },
});

export const userRenameKey = defineOperation({
  ...dashboard,
  id: 'platform.user-rename-key',
  output: keySummaryOutput,
  method: 'PATCH',
  path: '/api/user/keys/{id}',
  input: z.object({
    id: opaqueId().describe('The key id (key_...).'),
    name: displayName().describe('New name of the key, to tell keys apart.'),
  }),
  bodyTypes: ['json'],
  problems: ['not_found'],
  doc: { summary: 'Rename an API key', example: { id: 'key_8fK2mQ4xZ7pL1nB3vC9d', name: 'Servidor antigo' } },
});

export const userRevokeKey = defineOperation({
  ...dashboard,
  id: 'platform.user-revoke-key',
  output: keySummaryOutput,
  method: 'DELETE',
  path: '/api/user/keys/{id}',
  input: z.object({ id: opaqueId().describe('The key id (key_...).') }),
  bodyTypes: [],
  problems: ['not_found'],
  doc: {
    summary: 'Revoke an API key',
    description:
      'The key is refused with 401 within 60 seconds (the gateway caches a key’s authorization that long). A revoked key stays listed for 30 days and frees its slot; the main key is revoked in place and comes back with regenerate.',
    example: { id: 'key_8fK2mQ4xZ7pL1nB3vC9d' },
  },
});

export const userUsage = defineOperation({
  ...dashboard,
  id: 'platform.user-usage',
  output: usageOutput,
  method: 'GET',
  path: '/api/user/usage',
  input: z.object({
    limit: int(1, 100).default(20).describe('Entries per page.'),
    cursor: z.string().max(2000).optional().describe('`nextCursor` of the previous page.'),
  }),
  bodyTypes: [],
  doc: {
    summary: 'Usage history',
    example: { limit: 20 },
    description: 'Newest first: id, created_at, service_id, credits_used; `nextCursor` when more entries exist.',
  },
});

export const userWebhookSecret = defineOperation({
  ...dashboard,
  id: 'platform.user-webhook-secret',
  output: webhookSecretOutput,
  method: 'GET',
  path: '/api/user/webhook-secret',
  input: z.object({}),
  bodyTypes: [],
  doc: {
    summary: 'Webhook signing secret',
    description:
      'The secret that signs job webhooks (HMAC-SHA256 over `<timestamp>.<body>`); created at the first request.',
  },
});

export const userRotateWebhookSecret = defineOperation({
  ...dashboard,
  id: 'platform.user-rotate-webhook-secret',
  output: webhookSecretOutput,
  method: 'POST',
  path: '/api/user/webhook-secret/rotate',
  input: z.object({}),
  bodyTypes: ['json'],
  doc: {
    summary: 'Rotate the webhook signing secret',
    description: 'Replaces the secret; deliveries from now on are signed with the new one only.',
  },
});

export const userOperations: readonly Operation[] = [
  userBalance,
  userProfile,
  userUpdateProfile,
  userVerifyEmail,
  userApiKey,
  userRenameApiKey,
  userRegenerateApiKey,
  userRevokeApiKey,
  userKeys,
  userCreateKey,
  userRenameKey,
  userRevokeKey,
  userUsage,
  userWebhookSecret,
  userRotateWebhookSecret,
];
