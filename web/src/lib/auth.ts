import { queryOptions, useQuery } from '@tanstack/react-query';
import { storageKeys } from './storage.js';
import { hasStoredSession, sessionKeyPrefix } from './stored-session.js';
import { freshStoredTokens } from './stored-tokens.js';

/**
 * Authentication against Cognito through Amplify v6, loaded on demand: where the customer signs in, up, out or
 * resets a password, and to refresh an expiring session; a fresh session's tokens are read from storage without it
 * (stored-tokens.ts). Sign-in uses SRP on AWS (the app client allows nothing else) and USER_PASSWORD_AUTH only
 * against the local stand-in, which has no SRP.
 */
export interface Session {
  readonly userId: string;
  readonly email: string;
  readonly name: string | undefined;
}

/** Why an auth call failed, independent of the provider's wording (errors are matched by name, not text). */
export type AuthFailure =
  | 'invalid_credentials'
  | 'user_exists'
  | 'invalid_password'
  | 'invalid_email'
  | 'code_invalid'
  | 'too_many_attempts'
  | 'unavailable'
  | 'unknown';

export class AuthError extends Error {
  constructor(
    readonly failure: AuthFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AuthError';
  }
}

const failureByName: Record<string, AuthFailure> = {
  NotAuthorizedException: 'invalid_credentials',
  UserNotFoundException: 'invalid_credentials',
  UserNotConfirmedException: 'invalid_credentials',
  UsernameExistsException: 'user_exists',
  InvalidPasswordException: 'invalid_password',
  CodeMismatchException: 'code_invalid',
  ExpiredCodeException: 'code_invalid',
  LimitExceededException: 'too_many_attempts',
  TooManyRequestsException: 'too_many_attempts',
  TooManyFailedAttemptsException: 'too_many_attempts',
  NetworkError: 'unavailable',
  TypeError: 'unavailable',
};

/** Cognito's error, as the failure the pages tell apart (shared with email-verification.ts). */
export const toAuthError = (error: unknown): AuthError => {
  if (error instanceof AuthError) return error;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  return new AuthError(failureByName[name] ?? 'unknown', message, { cause: error });
};

const loadAmplify = async () => {
  try {
    const module = await import('./amplify.js');
    await module.ensureConfigured();
    return { ...module.amplifyAuth, signInFlow: module.signInFlow };
  } catch (error) {
    // The chunk or /config.json could not load: the service is unreachable, not the user's fault.
    throw new AuthError('unavailable', 'The authentication service is unavailable', { cause: error });
  }
};

const run = async <T>(action: (auth: Awaited<ReturnType<typeof loadAmplify>>) => Promise<T>): Promise<T> => {
  try {
    return await action(await loadAmplify());
  } catch (error) {
    throw toAuthError(error);
  }
};

const claim = (payload: Record<string, unknown> | undefined, name: string): string | undefined => {
  const value = payload?.[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The session's ID token and its claims: read from storage while fresh (no auth library to download, see
 * stored-tokens.ts), else from Amplify, which refreshes it. Undefined when signed out or the refresh fails.
 */
const currentTokens = async (): Promise<
  { idToken: string; claims: Record<string, unknown> | undefined } | undefined
> => {
  if (!hasStoredSession()) return undefined;
  const stored = freshStoredTokens();
  if (stored) return { idToken: stored.idToken, claims: stored.claims };
  try {
    const auth = await loadAmplify();
    const { tokens } = await auth.fetchAuthSession();
    if (!tokens?.accessToken || !tokens.idToken) return undefined;
    return { idToken: tokens.idToken.toString(), claims: tokens.idToken.payload };
  } catch {
    return undefined;
  }
};

/** The current session, refreshed by Amplify when needed; null when signed out or the refresh fails. */
export const getSession = async (): Promise<Session | null> => {
  if (!hasStoredSession()) return null;
  try {
    const tokens = await currentTokens();
    const payload = tokens?.claims;
    const userId = claim(payload, 'sub');
    if (!tokens || !userId) return null;
    void import('./language-sync.js').then((sync) => sync.syncLanguageWithProfile());
    return { userId, email: claim(payload, 'email') ?? '', name: claim(payload, 'name') };
  } catch {
    return null;
  }
};

/**
 * The bearer for the API, or undefined without a session. It is the ID token: API Gateway's Cognito authorizer
 * takes it without OAuth scopes, and it carries the e-mail and name that account provisioning records.
 */
export const getAccessToken = async (): Promise<string | undefined> => (await currentTokens())?.idToken;

export const signIn = (email: string, password: string): Promise<void> =>
  run(async (auth) => {
    // A stale session from another account would make Amplify refuse the sign-in.
    await auth.signOut().catch(() => undefined);
    const result = await auth.signIn({
      username: email.trim(),
      password,
      options: { authFlowType: await auth.signInFlow() },
    });
    if (!result.isSignedIn) throw new AuthError('invalid_credentials', result.nextStep.signInStep);
    // A new sign-in (maybe on another device, maybe another user) adopts its profile's language.
    const sync = await import('./language-sync.js');
    sync.resetLanguageSync();
  });

/**
 * Creates the account; the pool confirms it at once (no confirmation step in this product). `language` becomes
 * the `locale` attribute, so the account's e-mails are written in it. An address that already has an account is
 * not an error here: the page must answer exactly as for a new address (its owner gets an e-mail instead).
 */
export const signUp = (name: string, email: string, password: string, language: string): Promise<void> =>
  run(async (auth) => {
    const address = email.trim();
    try {
      await auth.signUp({
        username: address,
        password,
        options: { userAttributes: { email: address, name: name.trim(), locale: language } },
      });
    } catch (error) {
      if (toAuthError(error).failure !== 'user_exists') throw error;
    }
  });

/** The `locale` attribute: the language of the account's e-mails. */
export const updateLocale = (language: string): Promise<void> =>
  run(async (auth) => {
    await auth.updateUserAttributes({ userAttributes: { locale: language } });
  });

/** Signs out; the local session is always cleared, even when the server call fails. */
export const signOut = async (): Promise<void> => {
  void import('./language-sync.js').then((sync) => sync.resetLanguageSync());
  try {
    const auth = await loadAmplify();
    await auth.signOut();
  } catch {
    // Amplify removes its tokens before calling the server; remove anything left behind anyway.
  }
  for (const key of storageKeys()) {
    if (key.startsWith(sessionKeyPrefix)) {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Storage unavailable: nothing was stored there either.
      }
    }
  }
};

/**
 * Cognito's answers to a reset request that the page must not tell apart from a sent e-mail: an unknown address,
 * and an address never verified (Cognito sends reset codes to verified addresses only).
 */
const neutralResetAnswers: ReadonlySet<string> = new Set(['UserNotFoundException', 'InvalidParameterException']);

/**
 * Sends the reset e-mail (a link to /reset-password carrying the code). Resolves alike for every well-formed
 * address, sent or not, so the page answers one neutral message and reveals no account. `unverified` says the pool
 * refused because the address was never verified (or has no account): the page then asks the API for its own
 * recovery link (features/auth/api/recovery.ts), which the pool cannot send.
 */
export const resetPassword = (email: string): Promise<'sent' | 'unverified'> =>
  run(async (auth) => {
    try {
      await auth.resetPassword({ username: email.trim() });
      return 'sent';
    } catch (error) {
      if (!(error instanceof Error && neutralResetAnswers.has(error.name))) throw error;
      return error.name === 'InvalidParameterException' ? 'unverified' : 'sent';
    }
  });

export const confirmResetPassword = (email: string, code: string, newPassword: string): Promise<void> =>
  run(async (auth) => {
    await auth.confirmResetPassword({ username: email.trim(), confirmationCode: code, newPassword });
  });

export const updatePassword = (oldPassword: string, newPassword: string): Promise<void> =>
  run(async (auth) => {
    await auth.updatePassword({ oldPassword, newPassword });
  });

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: ['session'] as const, queryFn: getSession, staleTime: 60_000, retry: false });

/** The signed-in user, or null. `isPending` while it is being checked. */
export const useSession = () => useQuery(sessionQueryOptions());
