import type { ApiKeyResponse, BalanceResponse, ProfileResponse } from '../../../shared/account-shapes.js';
import type { InputOf } from '../../../shared/operations/define.js';
import {
  userApiKey,
  userBalance,
  userProfile,
  userRegenerateApiKey,
  userRenameApiKey,
  userRevokeApiKey,
  userUpdateProfile,
  userUsage,
} from '../../../shared/operations/user.js';
import { invalidRequest, notFound, unauthorized } from '../../core/errors.js';
import type { Implementations, OperationContext, OperationImpl } from '../../core/operation.js';
import { json } from '../../core/operation.js';
import type { ProfileItem } from '../../core/store/items.js';
import { createKeyStore, type KeyDeps, type KeyRecord } from './keys.js';
import { getProfile, renameProfile } from './profile.js';
import { listUsage } from './usage.js';

/** The spec's nameRequired text for the API key name. */
export const keyNameRequired = 'Please enter a name for the API Key';

/** The dashboard's caller; these routes sit behind the Cognito authorizer. */
function owner(ctx: OperationContext): { accountId: string; userId: string } {
  if (ctx.principal.kind !== 'user') throw unauthorized('A valid session is required.');
  return { accountId: ctx.principal.accountId, userId: ctx.principal.userId };
}

/** `email` falls back to the session's claim: a profile provisioned from an access token has none stored. */
const profileResponse = (p: ProfileItem, ctx: OperationContext): ProfileResponse => ({
  id: p.userId,
  name: p.name,
  email: p.email || (ctx.principal.kind === 'user' ? ctx.principal.email : ''),
  role: p.role,
  credits: p.credits,
  plano: p.plan,
  created_at: p.createdAt,
  updated_at: p.updatedAt,
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
 */
export function accountImplementations(deps: KeyDeps): Implementations {
  const keys = createKeyStore(deps);

  const balance: OperationImpl<InputOf<typeof userBalance>> = async (_input, ctx) => {
    const { accountId } = owner(ctx);
    const [profile, key] = await Promise.all([getProfile(deps, accountId), keys.get(accountId)]);
    return json(balanceResponse(profile, key));
  };

  const profile: OperationImpl<InputOf<typeof userProfile>> = async (_input, ctx) =>
    json(profileResponse(await getProfile(deps, owner(ctx).accountId), ctx));

  const updateProfile: OperationImpl<InputOf<typeof userUpdateProfile>> = async (input, ctx) => {
    const name = input.name.trim();
    if (!name) throw invalidRequest('Please enter a name.', [{ path: 'name', message: 'name is required' }]);
    return json(profileResponse(await renameProfile(deps, owner(ctx).accountId, name, ctx.now()), ctx));
  };

  const apiKey: OperationImpl<InputOf<typeof userApiKey>> = async (_input, ctx) => {
    const key = await keys.get(owner(ctx).accountId);
    if (!key) throw notFound('You do not have an API Key yet.');
    return json(keyResponse(key));
  };

  const renameApiKey: OperationImpl<InputOf<typeof userRenameApiKey>> = async (input, ctx) => {
    const name = input.name.trim();
    if (!name) throw invalidRequest(keyNameRequired, [{ path: 'name', message: keyNameRequired }]);
    return json(keyResponse(await keys.rename(owner(ctx).accountId, name, ctx.now())));
  };

  const regenerateApiKey: OperationImpl<InputOf<typeof userRegenerateApiKey>> = async (_input, ctx) =>
    json(keyResponse(await keys.regenerate(owner(ctx), ctx.now())));

  const revokeApiKey: OperationImpl<InputOf<typeof userRevokeApiKey>> = async (_input, ctx) =>
    json(keyResponse(await keys.revoke(owner(ctx).accountId, ctx.now())));

  const usage: OperationImpl<InputOf<typeof userUsage>> = async (input, ctx) =>
    json(await listUsage(deps, owner(ctx).accountId, input.limit, input.cursor));

  return {
    [userBalance.id]: balance,
    [userProfile.id]: profile,
    [userUpdateProfile.id]: updateProfile,
    [userApiKey.id]: apiKey,
    [userRenameApiKey.id]: renameApiKey,
    [userRegenerateApiKey.id]: regenerateApiKey,
    [userRevokeApiKey.id]: revokeApiKey,
    [userUsage.id]: usage,
  };
}
