import type { ApiKeyResponse, BalanceResponse, ProfileResponse } from '../../../shared/operations/outputs/platform.js';
import {
  userApiKey,
  userBalance,
  userCreateKey,
  userKeys,
  userProfile,
  userRegenerateApiKey,
  userRenameApiKey,
  userRenameKey,
  userRevokeApiKey,
  userRevokeKey,
  userUpdateProfile,
  userUsage,
  userVerifyEmail,
} from '../../../shared/operations/user.js';
import { invalidRequest, notFound } from '../../core/errors.js';
import { type Implementation, implement } from '../../core/implement.js';
import { json, type UserPrincipal } from '../../core/operation.js';
import { maxKeysPerAccount, type ProfileItem } from '../../core/store/items.js';
import { createKeyList } from './key-list.js';
import { createdKeyResponse, keySummaryResponse, restrictionsOf } from './key-responses.js';
import { createKeyStore, type KeyDeps, type KeyRecord } from './keys.js';
import { getProfile, getStoredProfile, type StoredProfile, updateProfile } from './profile.js';
import { listUsage } from './usage.js';
import { type EmailVerifiedCheck, emailNotVerified, grantWelcomeCredits } from './welcome-credits.js';
import { emailVerifiedInPool } from './wiring.js';

/** The nameRequired text for the API key name (docs/product.md#dashboard). */
export const keyNameRequired = 'Please enter a name for the API Key';

/** `email` falls back to the session's claim: a profile provisioned from an access token has none stored. */
const profileResponse = (p: StoredProfile, principal: UserPrincipal): ProfileResponse => ({
  id: p.userId,
  name: p.name,
  email: p.email || principal.email,
  role: p.role,
  credits: p.credits,
  plano: p.plan,
  created_at: p.createdAt,
  updated_at: p.updatedAt,
  language: p.language,
  pending_welcome_credits: p.welcomeCredits ?? 0,
});

const keyResponse = (k: KeyRecord): ApiKeyResponse => ({
  id: k.keyId,
  user_id: k.userId,
  name: k.name,
  token: k.key,
  masked: k.masked,
  created_at: k.createdAt,
  updated_at: k.updatedAt,
  last_used_at: k.lastUsedAt,
  expires_at: k.expiresAt,
  revoked: k.revoked,
});

function balanceResponse(profile: ProfileItem, key: KeyRecord | undefined): BalanceResponse {
  return {
    id: key?.keyId ?? '',
    user_id: profile.userId,
    token: key?.masked ?? '',
    name: key?.name ?? '',
    created_at: key?.createdAt ?? profile.createdAt,
    updated_at: key?.updatedAt ?? profile.updatedAt,
    last_used_at: key?.lastUsedAt ?? null,
    expires_at: key?.expiresAt ?? null,
    revoked: key?.revoked ?? false,
    saldo: profile.credits,
    balance: profile.credits,
    credits: profile.credits,
    status: key && !key.revoked ? 'Active' : 'Inactive',
  };
}

/**
 * The dashboard's account endpoints (operation ids of shared/operations/user.ts). Every one reads the
 * caller's own partition, so another account's data is unreachable by construction. None is charged.
 * `deps` resolves the table and key secret once, at the first call (the secret may come from Secrets Manager);
 * `emailVerified` asks the user pool whether the caller's e-mail is verified (for the welcome grant).
 */
export function accountImplementations(
  deps: () => Promise<KeyDeps>,
  emailVerified: EmailVerifiedCheck = emailVerifiedInPool,
): readonly Implementation[] {
  const keys = async () => createKeyStore(await deps());
  const keyList = async () => createKeyList(await deps());
  return [
    implement(userBalance, async (_input, { principal }) => {
      const [profile, key] = await Promise.all([
        getProfile(await deps(), principal.accountId),
        (await keys()).get(principal.accountId),
      ]);
      return json(balanceResponse(profile, key));
    }),
    implement(userProfile, async (_input, { principal }) =>
      json(profileResponse(await getStoredProfile(await deps(), principal.accountId), principal)),
    ),
    implement(userUpdateProfile, async (input, { principal, now }) => {
      const name = input.name?.trim();
      if (name === '') throw invalidRequest('Please enter a name.', [{ path: 'name', message: 'name is required' }]);
      if (name === undefined && input.language === undefined) {
        throw invalidRequest('Send a name or a language.', [{ path: 'name', message: 'name or language is required' }]);
      }
      const changes = { name, language: input.language };
      return json(profileResponse(await updateProfile(await deps(), principal.accountId, changes, now()), principal));
    }),
    implement(userVerifyEmail, async (_input, { principal, now }) => {
      if (!(await emailVerified(principal.userId))) throw emailNotVerified();
      const grant = await grantWelcomeCredits(await deps(), principal.accountId, now());
      // Like a charged call: clients that track the balance by this header (the web's) re-read it.
      return json(grant, 200, { 'X-Credits-Remaining': String(grant.credits) });
    }),
    implement(userApiKey, async (_input, { principal }) => {
      const key = await (await keys()).get(principal.accountId);
      if (!key) throw notFound('You do not have an API Key yet.');
      return json(keyResponse(key));
    }),
    implement(userRenameApiKey, async (input, { principal, now }) => {
      const name = input.name.trim();
      if (!name) throw invalidRequest(keyNameRequired, [{ path: 'name', message: keyNameRequired }]);
      return json(keyResponse(await (await keys()).rename(principal.accountId, name, now())));
    }),
    implement(userRegenerateApiKey, async (_input, { principal, now }) =>
      json(keyResponse(await (await keys()).regenerate(principal, now()))),
    ),
    implement(userRevokeApiKey, async (_input, { principal, now }) =>
      json(keyResponse(await (await keys()).revoke(principal.accountId, now()))),
    ),
    implement(userKeys, async (_input, { principal, now }) => {
      const items = await (await keyList()).list(principal.accountId, now());
      return json({
        items: items.map(({ key, main, calls }) => keySummaryResponse(key, main, calls)),
        limit: maxKeysPerAccount,
      });
    }),
    implement(userCreateKey, async (input, { principal, now }) => {
      const name = input.name.trim();
      if (!name) throw invalidRequest(keyNameRequired, [{ path: 'name', message: keyNameRequired }]);
      const at = now();
      const key = await (await keyList()).create(principal, name, restrictionsOf(input, at), at);
      return json(createdKeyResponse(key), 201);
    }),
    implement(userRenameKey, async (input, { principal, now }) => {
      const name = input.name.trim();
      if (!name) throw invalidRequest(keyNameRequired, [{ path: 'name', message: keyNameRequired }]);
      const { key, main } = await (await keyList()).rename(principal.accountId, input.id, name, now());
      return json(keySummaryResponse(key, main));
    }),
    implement(userRevokeKey, async (input, { principal, now }) => {
      const { key, main } = await (await keyList()).revoke(principal.accountId, input.id, now());
      return json(keySummaryResponse(key, main));
    }),
    implement(userUsage, async (input, { principal }) =>
      json(await listUsage(await deps(), principal.accountId, input.limit, input.cursor)),
    ),
  ];
}
