import type { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { keyHeaders } from '../../../shared/edge.js';
import type { KeyLookupStore } from './keys.js';

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
}

/**
 * The api-key REQUEST authorizer. Missing, unknown and revoked keys throw `Unauthorized`, which API Gateway
 * turns into its 401; a valid key gets an Allow for the stage with the account in the context.
 */
export async function authorize(
  event: Pick<APIGatewayRequestAuthorizerEvent, 'headers' | 'methodArn'>,
  deps: AuthorizeDeps,
): Promise<APIGatewayAuthorizerResult> {
  const key = presentedKey(event.headers);
  if (!key) throw new Error('Unauthorized');
  const found = await deps.keys.lookup(key);
  if (!found || found.revoked) throw new Error('Unauthorized');

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
    context: { accountId: found.accountId, keyId: found.keyId, plan },
  };
}
