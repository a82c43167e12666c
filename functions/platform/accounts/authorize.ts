import type { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { keyHeaders } from '../../../shared/edge.js';
import type { KeyLookup, KeyLookupStore } from './keys.js';

/** The presented key, from the first accepted header that carries one (names compared case-insensitively). */
export function presentedKey(
  headers: Readonly<Record<string, string | undefined>> | null | undefined,
): string | undefined {
  const lower = new Map<string, string>();
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (typeof value === 'string' && value.trim() !== '') lower.set(name.toLowerCase(), value.trim());
  }
  for (const name of keyHeaders) {
    const value = lower.get(name);
    if (value) return value;
  }
  const bearer = /^bearer\s+(\S+)$/i.exec(lower.get('authorization') ?? '');
  return bearer?.[1];
}

/**
 * `arn:aws:execute-api:region:account:api/stage/METHOD/path` → `…:api/stage/*`: the policy covers the whole
 * stage, so API Gateway may cache it for one key and reuse it on every route.
 */
export function stageWildcard(methodArn: string): string {
  const [prefix = methodArn, stage = '*'] = methodArn.split('/');
  return `${prefix}/${stage}/*`;
}

export interface AuthorizeDeps {
  readonly keys: Pick<KeyLookupStore, 'lookup' | 'touch'>;
  /** The account's plan (0 when the profile has none). */
  readonly planOf: (accountId: string) => Promise<number>;
  readonly now: () => Date;
  readonly logger: Pick<Logger, 'warn'>;
  /** Logs a known key's refused call to its account's request log (functions/platform/requests/refused.ts). */
  readonly logRefused?: (
    event: Pick<APIGatewayRequestAuthorizerEvent, 'headers'> &
      Partial<Pick<APIGatewayRequestAuthorizerEvent, 'httpMethod' | 'resource' | 'requestContext'>>,
    owner: KeyLookup,
    reason: KeyRefusal,
    now: Date,
  ) => Promise<void>;
}

/** Why a presented key is refused, or undefined when it may call (restrictions by operation are the pipeline's). */
export type KeyRefusal = 'missing' | 'unknown' | 'revoked' | 'expired';

export function refusalOf(found: KeyLookup | undefined, now: Date): KeyRefusal | undefined {
  if (!found) return 'unknown';
  if (found.revoked) return 'revoked';
  if (found.expiresAt && found.expiresAt <= now.toISOString()) return 'expired';
  return undefined;
}

/**
 * What the pipeline needs to enforce the key's restrictions where the operation is known (the policy covers the
 * whole stage and is cached per key, see docs/keys.md). Context values must be strings, numbers or booleans:
 * `expiresAt` is '' without expiry, `allowed` the comma-joined list ('' = any operation).
 */
export const restrictionContext = (found: KeyLookup): { expiresAt: string; allowed: string } => ({
  expiresAt: found.expiresAt ?? '',
  allowed: (found.allowed ?? []).join(','),
});

/**
 * The api-key REQUEST authorizer. Missing, unknown, revoked and expired keys throw `Unauthorized`, which API
 * Gateway turns into its 401; a valid key gets an Allow for the stage with the account and its restrictions in
 * the context.
 */
export async function authorize(
  event: Pick<APIGatewayRequestAuthorizerEvent, 'headers' | 'methodArn'> &
    Partial<Pick<APIGatewayRequestAuthorizerEvent, 'httpMethod' | 'resource' | 'requestContext'>>,
  deps: AuthorizeDeps,
): Promise<APIGatewayAuthorizerResult> {
  const key = presentedKey(event.headers);
  if (!key) throw new Error('Unauthorized');
  const found = await deps.keys.lookup(key);
  const refusal = found ? refusalOf(found, deps.now()) : 'unknown';
  if (!found || refusal) {
    // A known key's refusal goes to its owner's request log (capped per key and hour); an unknown key has no owner.
    if (found && refusal && deps.logRefused) {
      await deps.logRefused(event, found, refusal, deps.now()).catch((error: unknown) => {
        deps.logger.warn('Could not log the refused call', { error, keyId: found.keyId });
      });
    }
    throw new Error('Unauthorized');
  }

  const [plan] = await Promise.all([
    deps.planOf(found.accountId),
    // Bookkeeping must never refuse a valid key.
    deps.keys.touch(found, deps.now()).catch((error: unknown) => {
      deps.logger.warn('Could not record last_used_at', { error, keyId: found.keyId });
    }),
  ]);
  return {
    principalId: found.accountId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: stageWildcard(event.methodArn) }],
    },
    context: { accountId: found.accountId, keyId: found.keyId, plan, ...restrictionContext(found) },
  };
}
