import type { PlanId } from '../../../shared/plans.js';
import { AuthError, toAuthError } from './auth.js';
import { readStorage, writeStorage } from './storage.js';

/**
 * E-mail verification with the signed-in session: Cognito's GetUserAttributeVerificationCode (it e-mails a
 * `/verify-email?code=…` link, written by the custom-message trigger) and VerifyUserAttribute, both authorised by the
 * access token Amplify keeps after the SRP sign-in. The dashboard's banner and the auth feature's /verify-email page
 * share this, so it lives beside `auth.ts`, and loads Amplify on demand like it.
 */

const loadAuth = async () => {
  try {
    const [amplify, auth] = await Promise.all([import('./amplify.js'), import('aws-amplify/auth')]);
    await amplify.ensureConfigured();
    return auth;
  } catch (error) {
    throw new AuthError('unavailable', 'The authentication service is unavailable', { cause: error });
  }
};

/**
 * A sign-in sends no second link to the same address from this browser within this long: every new code replaces
 * the previous one, so a link opened a minute later must still work (Cognito limits the sends of an account too).
 */
export const signInResendMs = 10 * 60_000;

const sentKey = (email: string) => `alquimia.verification-sent.${email.trim().toLowerCase()}`;

/** When this browser last had a verification link sent to `email`, if it did. */
export const verificationSentAt = (email: string): Date | undefined => {
  const at = Number(readStorage(sentKey(email)) ?? Number.NaN);
  return Number.isFinite(at) && at > 0 ? new Date(at) : undefined;
};

/**
 * Asks Cognito to e-mail the signed-in user a verification link (a new code replaces the previous one). `plan`, the
 * plan chosen before signing up, goes to the custom-message trigger as client metadata and into the link.
 */
export const sendEmailVerification = async (
  email: string,
  options: { readonly plan?: PlanId | undefined } = {},
): Promise<void> => {
  const auth = await loadAuth();
  try {
    await auth.sendUserAttributeVerificationCode({
      userAttributeKey: 'email',
      ...(options.plan === undefined ? {} : { options: { clientMetadata: { plan: String(options.plan) } } }),
    });
  } catch (error) {
    throw toAuthError(error);
  }
  writeStorage(sentKey(email), String(Date.now()));
};

/** What a sign-in did about the verification link. */
export type SignInVerification = 'verified' | 'sent' | 'sent-recently' | 'failed';

/**
 * Every sign-in of an account whose e-mail is not verified sends the link (the first one at sign-up, which signs the
 * new account in), unless this browser sent one within `signInResendMs`. Best effort: a failure leaves the
 * dashboard's banner offering to send it, and never fails the sign-in.
 */
export const sendVerificationOnSignIn = async (
  email: string,
  options: { readonly plan?: PlanId | undefined; readonly now?: number } = {},
): Promise<SignInVerification> => {
  try {
    if ((await sessionEmailVerified()) !== false) return 'verified';
    const last = verificationSentAt(email);
    if (last !== undefined && (options.now ?? Date.now()) - last.getTime() < signInResendMs) return 'sent-recently';
    await sendEmailVerification(email, options);
    return 'sent';
  } catch {
    return 'failed';
  }
};

/** Verifies the signed-in user's e-mail with the code from the link. */
export const confirmEmail = async (code: string): Promise<void> => {
  const auth = await loadAuth();
  try {
    await auth.confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
  } catch (error) {
    throw toAuthError(error);
  }
};

/**
 * The session's `email_verified` claim (false until the ID token is refreshed after verifying), or undefined without
 * a session. Good enough to decide whether to send the first link; the API asks Cognito itself before granting.
 */
export const sessionEmailVerified = async (): Promise<boolean | undefined> => {
  try {
    const auth = await loadAuth();
    const { tokens } = await auth.fetchAuthSession();
    const claim = tokens?.idToken?.payload.email_verified;
    return claim === undefined ? undefined : claim === true || claim === 'true';
  } catch {
    return undefined;
  }
};
