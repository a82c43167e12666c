import { z } from 'zod';
import { int } from '../schemas/fields.js';
import { limits } from './common.js';
import { defineOperation } from './define.js';
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

/** Display names (profile, key): trimmed, non-empty, short. */
const displayName = () => z.string().trim().min(1, 'name is required').max(100);

export const userBalance = defineOperation({
  ...dashboard,
  id: 'platform.user-balance',
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
  method: 'GET',
  path: '/api/user/profile',
  input: z.object({}),
  bodyTypes: [],
  doc: { summary: 'Profile', description: 'id, name, email, role, credits, plano (0 = no plan, 1-3) and dates.' },
});

export const userUpdateProfile = defineOperation({
  ...dashboard,
  id: 'platform.user-update-profile',
  method: 'PATCH',
  path: '/api/user/profile',
  input: z.object({ name: displayName() }),
  bodyTypes: ['json'],
  doc: {
    summary: 'Rename the profile',
    description: 'Only the name can change; the e-mail cannot.',
    example: { name: 'Maria Silva' },
  },
});

export const userApiKey = defineOperation({
  ...dashboard,
  id: 'platform.user-api-key',
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
  method: 'PATCH',
  path: '/api/user/api-key',
  input: z.object({ name: displayName() }),
  bodyTypes: ['json'],
  doc: { summary: 'Rename the API key', example: { name: 'API Key Principal' } },
});

export const userRegenerateApiKey = defineOperation({
  ...dashboard,
  id: 'platform.user-regenerate-api-key',
  method: 'POST',
  path: '/api/user/api-key/regenerate',
  input: z.object({}),
  bodyTypes: ['json'],
  doc: { summary: 'Regenerate the API key', description: 'Issues a new key; the old one stops working at once.' },
});

export const userRevokeApiKey = defineOperation({
  ...dashboard,
  id: 'platform.user-revoke-api-key',
  method: 'POST',
  path: '/api/user/api-key/revoke',
  input: z.object({}),
  bodyTypes: ['json'],
  doc: { summary: 'Revoke the API key', description: 'The key stops working; regenerate to get a new one.' },
});

export const userUsage = defineOperation({
  ...dashboard,
  id: 'platform.user-usage',
  method: 'GET',
  path: '/api/user/usage',
  input: z.object({
    limit: int(1, 100).default(20).describe('Entries per page.'),
    cursor: z.string().max(2000).optional().describe('`nextCursor` of the previous page.'),
  }),
  bodyTypes: [],
  doc: {
    summary: 'Usage history',
    description: 'Newest first: id, created_at, service_id, credits_used; `nextCursor` when more entries exist.',
  },
});

export const userOperations: readonly Operation[] = [
  userBalance,
  userProfile,
  userUpdateProfile,
  userApiKey,
  userRenameApiKey,
  userRegenerateApiKey,
  userRevokeApiKey,
  userUsage,
];
