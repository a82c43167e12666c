import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_REGION } from './cognito.js';

/** Standard OIDC attributes AWS puts in ID tokens and cognito-local leaves out. */
const standard = ['name', 'given_name', 'family_name', 'locale'] as const;

/**
 * Reads a user's standard attributes from cognito-local, cached per user, so the local gateway can complete
 * ID-token claims the way Cognito does on AWS.
 */
export function standardClaimsFrom(
  endpoint: string,
  userPoolId: string,
): (username: string) => Promise<Record<string, string>> {
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const cache = new Map<string, Record<string, string>>();
  return async (username) => {
    const cached = cache.get(username);
    if (cached) return cached;
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
    const claims: Record<string, string> = {};
    for (const attribute of user.UserAttributes ?? []) {
      const name = attribute.Name;
      if (name && attribute.Value !== undefined && (standard as readonly string[]).includes(name)) {
        claims[name] = attribute.Value;
      }
    }
    cache.set(username, claims);
    return claims;
  };
}
