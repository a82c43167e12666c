import { readStorage, storageKeys } from './storage.js';
import { sessionKeyPrefix } from './stored-session.js';

/**
 * The session's tokens as Amplify stored them at sign-in, read without loading Amplify: a screen that only calls
 * the API (the dashboard) then needs none of the auth library while its tokens are fresh. Amplify's layout
 * (`CognitoIdentityServiceProvider.<clientId>.LastAuthUser`, then `….<clientId>.<user>.idToken`, `.accessToken`,
 * `.clockDrift`). A token about to expire, or anything unexpected (two app clients, a malformed token), answers
 * undefined, and the caller asks Amplify, which refreshes. The tokens are not verified here, as Amplify does not
 * verify them either: the API does.
 */
export interface StoredTokens {
  readonly idToken: string;
  /** The ID token's claims (`sub`, `email`, `name`…). */
  readonly claims: Readonly<Record<string, unknown>>;
}

/** Tokens within this of their expiry are left to Amplify to refresh. */
const expiryMarginMs = 60_000;

const lastUserSuffix = '.LastAuthUser';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A JWT's payload (its middle part, base64url JSON), or undefined. */
export const jwtClaims = (token: string): Record<string, unknown> | undefined => {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const payload: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    return isRecord(payload) ? payload : undefined;
  } catch {
    return undefined;
  }
};

const fresh = (claims: Record<string, unknown> | undefined, clockDriftMs: number, now: number): boolean =>
  typeof claims?.exp === 'number' && claims.exp * 1000 > now + clockDriftMs + expiryMarginMs;

/** The stored ID token and its claims while both tokens are fresh; undefined otherwise (see the file comment). */
export function freshStoredTokens(now = Date.now()): StoredTokens | undefined {
  const lastUserKeys = storageKeys().filter((key) => key.startsWith(sessionKeyPrefix) && key.endsWith(lastUserSuffix));
  const [lastUserKey] = lastUserKeys;
  if (!lastUserKey || lastUserKeys.length > 1) return undefined;
  const user = readStorage(lastUserKey);
  if (!user) return undefined;
  const prefix = `${lastUserKey.slice(0, -lastUserSuffix.length)}.${user}`;
  const idToken = readStorage(`${prefix}.idToken`);
  const accessToken = readStorage(`${prefix}.accessToken`);
  if (!idToken || !accessToken) return undefined;
  const drift = Number(readStorage(`${prefix}.clockDrift`) ?? 0);
  const clockDriftMs = Number.isFinite(drift) ? drift : 0;
  const claims = jwtClaims(idToken);
  if (!claims || !fresh(claims, clockDriftMs, now) || !fresh(jwtClaims(accessToken), clockDriftMs, now))
    return undefined;
  return { idToken, claims };
}
