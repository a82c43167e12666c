import { storageKeys } from './storage.js';

/** The prefix of every key Amplify stores a session under: `CognitoIdentityServiceProvider.<clientId>.…`. */
export const sessionKeyPrefix = 'CognitoIdentityServiceProvider.';

/**
 * Whether a session is stored (an access token under Amplify's keys). Without one there is no session, and the
 * auth library need not load at all. A few lines with no import of the auth library, so the landing's entry can
 * ask too.
 */
export const hasStoredSession = (): boolean =>
  storageKeys().some((key) => key.startsWith(sessionKeyPrefix) && key.endsWith('.accessToken'));
