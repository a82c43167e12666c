import type { APIGatewayProxyEvent } from 'aws-lambda';
import { z } from 'zod';
import type { AuthKind } from '../../shared/operations/types.js';
import { unauthorized } from './errors.js';
import type { Principal } from './operation.js';

/** Context the api-key authorizer returns (API Gateway stringifies every value). */
const apiKeyContext = z.object({
  accountId: z.string().startsWith('acct_'),
  keyId: z.string().min(1),
  plan: z.coerce.number().int().min(0).max(3),
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
 * Who is calling, from what API Gateway (or the local gateway) already verified. The handler trusts this
 * context because only the gateway can set it; a route whose auth kind needs a principal and lacks one is 401.
 */
export function principalOf(event: APIGatewayProxyEvent, auth: AuthKind): Principal {
  const authorizer: unknown = event.requestContext?.authorizer;
  if (auth === 'api-key') {
    const parsed = apiKeyContext.safeParse(authorizer);
    if (!parsed.success) throw unauthorized('A valid API key is required in the api-token header.');
    return { kind: 'api-key', ...parsed.data };
  }
  if (auth === 'user') {
    const claims = z.object({ claims: userClaims }).safeParse(authorizer);
    if (!claims.success) throw unauthorized('A valid session is required.');
    const { sub, email, name } = claims.data.claims;
    return { kind: 'user', accountId: accountIdFor(sub), userId: sub, email: email ?? '', name };
  }
  return { kind: 'anonymous' };
}
