import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { APIGatewayEventRequestContext, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { z } from 'zod';

type Authorizer = NonNullable<APIGatewayEventRequestContext['authorizer']>;

export type AuthOutcome =
  | { readonly ok: true; readonly authorizer: Authorizer }
  | { readonly ok: false; readonly status: 401 | 403 | 500; readonly body: unknown };

export const UNAUTHORIZED: AuthOutcome = { ok: false, status: 401, body: { message: 'Unauthorized' } };

const statementSchema = z.looseObject({
  Effect: z.enum(['Allow', 'Deny']),
  Resource: z.union([z.string(), z.array(z.string())]).optional(),
});
const authorizerResultSchema = z.looseObject({
  principalId: z.string(),
  policyDocument: z.looseObject({ Statement: z.array(statementSchema) }),
  context: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});

/** IAM-style resource match with `*` and `?` wildcards, as API Gateway evaluates the returned policy. */
export function resourceMatches(pattern: string, arn: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  );
  return regex.test(arn);
}

/**
 * Runs the REQUEST authorizer result through API Gateway's rules. An explicit Deny or no matching Allow
 * is answered 401 like a thrown 'Unauthorized' (AWS itself answers 403 for an explicit Deny; the
 * authorizer is expected to throw 'Unauthorized' for a bad key, which behaves the same everywhere).
 */
export function evaluateAuthorizerResult(result: unknown, methodArn: string): AuthOutcome {
  const parsed = authorizerResultSchema.safeParse(result);
  if (!parsed.success) return { ok: false, status: 500, body: { message: null } };
  const matching = parsed.data.policyDocument.Statement.filter((s) => {
    const resources = s.Resource === undefined ? ['*'] : typeof s.Resource === 'string' ? [s.Resource] : s.Resource;
    return resources.some((r) => resourceMatches(r, methodArn));
  });
  if (matching.some((s) => s.Effect === 'Deny') || !matching.some((s) => s.Effect === 'Allow')) return UNAUTHORIZED;
  return {
    ok: true,
    authorizer: { ...parsed.data.context, principalId: parsed.data.principalId, integrationLatency: 0 },
  };
}

export type AuthorizerFunction = (event: APIGatewayRequestAuthorizerEvent, context: unknown) => Promise<unknown>;

/** What the api-key authorizer answered: a policy to evaluate, a refusal, or a failure (API Gateway's 500). */
export type AuthorizerAnswer =
  | { readonly kind: 'policy'; readonly result: unknown }
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'error' };

/**
 * Runs the api-key authorizer as API Gateway does: a thrown 'Unauthorized' (an Error or the string) is a refusal,
 * anything else thrown a failure. The gateway calls it through its result cache (authorizer-cache.ts).
 */
export async function invokeApiKeyAuthorizer(
  authorizer: AuthorizerFunction,
  event: APIGatewayRequestAuthorizerEvent,
  context: unknown,
): Promise<AuthorizerAnswer> {
  try {
    return { kind: 'policy', result: await authorizer(event, context) };
  } catch (error) {
    if (error instanceof Error && error.message === 'Unauthorized') return { kind: 'unauthorized' };
    if (error === 'Unauthorized') return { kind: 'unauthorized' };
    return { kind: 'error' };
  }
}

/** The gateway's outcome of an answer for one call's method ARN. */
export function outcomeOfAnswer(answer: AuthorizerAnswer, methodArn: string): AuthOutcome {
  if (answer.kind === 'policy') return evaluateAuthorizerResult(answer.result, methodArn);
  return answer.kind === 'unauthorized' ? UNAUTHORIZED : { ok: false, status: 500, body: { message: null } };
}

/** Claims as API Gateway's Cognito authorizer passes them: every value a string. */
export function stringifyClaims(payload: Record<string, unknown>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    claims[key] = Array.isArray(value)
      ? value.map(String).join(',')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  }
  return claims;
}

export interface UserTokenVerifier {
  verify(authorizationHeader: string | undefined): Promise<AuthOutcome>;
}

/**
 * The Cognito user-pool authorizer as API Gateway runs it: a method with no OAuth scopes (ours) accepts only ID
 * tokens of the pool, signed, unexpired and issued by it; an access token is refused with 401. API Gateway does not
 * check the app client (`aud`), so neither does this. The production `CognitoJwtVerifier` does the checks, with
 * the JWKS taken from cognito-local since its issuer is the AWS one.
 */
export function cognitoVerifier(
  userPoolId: string,
  _clientId: string,
  jwks: Jwks,
  standardClaims?: (username: string) => Promise<Record<string, string>>,
): UserTokenVerifier {
  const verifier = CognitoJwtVerifier.create({ userPoolId, clientId: null, tokenUse: 'id' });
  verifier.cacheJwks(jwks);
  return {
    async verify(header) {
      const token = header?.replace(/^Bearer\s+/i, '').trim();
      if (!token) return UNAUTHORIZED;
      try {
        const payload = await verifier.verify(token);
        const claims = stringifyClaims(payload);
        // cognito-local's ID tokens carry only email and custom attributes; AWS's also carry standard ones
        // such as `name`. Fill them from the user record so handlers see what they see on AWS.
        const username = claims['cognito:username'];
        if (standardClaims && claims.name === undefined && username) {
          const extra = await standardClaims(username).catch(() => ({}));
          return { ok: true, authorizer: { claims: { ...extra, ...claims } } };
        }
        return { ok: true, authorizer: { claims } };
      } catch {
        return UNAUTHORIZED;
      }
    },
  };
}
