import { z } from 'zod';
import { int } from '../schemas/fields.js';
import { limits } from './common.js';
import { defineOperation } from './define.js';
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

const dashboard = {
  auth: 'user',
  family: 'platform',
  credits: { kind: 'free' },
  response: 'json',
  mode: 'sync',
  limits: limits.json,
} as const;

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
  userUsage,
  userWebhookSecret,
  userRotateWebhookSecret,
];
