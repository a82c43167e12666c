import { z } from 'zod';
import type { AuthKind, Operation } from '../../shared/operations/types.js';
import { AppError, unauthorized } from './errors.js';
import type { ApiKeyPrincipal, Principal } from './operation.js';

/**
 * Context the api-key authorizer returns (API Gateway stringifies every value). `expiresAt` ('' = never) and
 * `allowed` (comma-joined operation ids or family names, '' = any) are the key's restrictions.
 */
const apiKeyContext = z.object({
  accountId: z.string().startsWith('acct_'),
  keyId: z.string().min(1),
  plan: z.coerce.number().int().min(0).max(3),
  expiresAt: z.string().optional(),
  allowed: z.string().optional(),
});

/** Claims of a Cognito ID token as the user-pool authorizer passes them. */
const userClaims = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  name: z.string().optional(),
});

/** Account id derived from the Cognito subject, so provisioning is idempotent without a lookup. */
export const accountIdFor = (sub: string): string => `acct_${sub.replaceAll('-', '')}`;

/**
 * Who is calling, from the authorizer context API Gateway (or the local gateway) already verified: the REST
 * event's `requestContext.authorizer`, or the one a direct call carries (functions/core/operation-call.ts). The handler trusts this
 * context because only the gateway can set it; a route whose auth kind needs a principal and lacks one is 401.
 */
export function principalOf(authorizer: unknown, auth: AuthKind): Principal {
  if (auth === 'api-key') {
    const parsed = apiKeyContext.safeParse(authorizer);
    if (!parsed.success) throw unauthorized('A valid API key is required in the api-token header.');
    const { expiresAt, allowed, ...key } = parsed.data;
    const list = (allowed ?? '').split(',').filter((entry) => entry !== '');
    if (!expiresAt && list.length === 0) return { kind: 'api-key', ...key };
    return {
      kind: 'api-key',
      ...key,
      restrictions: { ...(expiresAt ? { expiresAt } : {}), ...(list.length > 0 ? { allowed: list } : {}) },
    };
  }
  if (auth === 'user') {
    const claims = z.object({ claims: userClaims }).safeParse(authorizer);
    if (!claims.success) throw unauthorized('A valid session is required.');
    const { sub, email, name } = claims.data.claims;
    return { kind: 'user', accountId: accountIdFor(sub), userId: sub, email: email ?? '', name };
  }
  return { kind: 'anonymous' };
}

/**
 * Refuses a call outside the key's restrictions, before anything is charged (docs/keys.md). The authorizer already
 * refuses an expired key, but API Gateway may reuse its cached Allow for `authorizerCacheSeconds`, so expiry is
 * checked again here: 401 like a revoked key. An operation outside the allowed list is 403 `key_restricted`.
 */
export function checkKeyRestrictions(principal: ApiKeyPrincipal, operation: Operation, now: Date): void {
  const { expiresAt, allowed } = principal.restrictions ?? {};
  if (expiresAt && expiresAt <= now.toISOString()) {
    throw unauthorized(`This API key expired at ${expiresAt}.`);
  }
  if (allowed && allowed.length > 0 && !allowed.includes(operation.id) && !allowed.includes(operation.family)) {
    throw new AppError(
      'key_restricted',
      `This API key may call only ${allowed.join(', ')}; ${operation.id} is not among them. Nothing was charged.`,
      { extensions: { restriction: 'allowed', allowed, operationId: operation.id } },
    );
  }
}

/**
 * The api-key authorizer's context for a principal, as API Gateway passes it (every value a string): what a direct
 * call carries (functions/core/operation-call.ts), read back by `principalOf` into the same principal.
 */
export function authorizerContextOf(principal: ApiKeyPrincipal): Record<string, string> {
  const { expiresAt, allowed } = principal.restrictions ?? {};
  return {
    principalId: principal.accountId,
    accountId: principal.accountId,
    keyId: principal.keyId,
    plan: String(principal.plan),
    expiresAt: expiresAt ?? '',
    allowed: (allowed ?? []).join(','),
  };
}
