import type { ApiKeyResponse, BalanceResponse, ProfileResponse } from '../../../shared/operations/outputs/platform.js';
import { invalidRequest } from '../../core/errors.js';
import type { UserPrincipal } from '../../core/operation.js';
import type { ProfileItem } from '../../core/store/items.js';
import type { KeyRecord } from './keys.js';
import type { StoredProfile } from './profile.js';

/** The nameRequired text for the API key name (docs/product.md#dashboard). */
export const keyNameRequired = 'Please enter a name for the API Key';

/** A key's new name, trimmed; refused with the dashboard's text when blank. */
export function requiredKeyName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw invalidRequest(keyNameRequired, [{ path: 'name', message: keyNameRequired }]);
  return trimmed;
}

/** `email` falls back to the session's claim: a profile provisioned from an access token has none stored. */
export const profileResponse = (p: StoredProfile, principal: UserPrincipal): ProfileResponse => ({
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

export const keyResponse = (k: KeyRecord): ApiKeyResponse => ({
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

export function balanceResponse(profile: ProfileItem, key: KeyRecord | undefined): BalanceResponse {
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
