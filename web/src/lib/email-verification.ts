import { AuthError, toAuthError } from './auth.js';

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

/** Asks Cognito to e-mail the signed-in user a verification link (a new code replaces the previous one). */
export const sendEmailVerification = async (): Promise<void> => {
  const auth = await loadAuth();
  try {
    await auth.sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
  } catch (error) {
    throw toAuthError(error);
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
