import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { loadWebConfig } from './config.js';

/**
 * Everything that touches Amplify lives here and is imported only dynamically (see `auth.ts`), so the
 * landing page never downloads the auth library unless a session may exist.
 */
let configured: Promise<void> | undefined;

export const ensureConfigured = (): Promise<void> => {
  configured ??= loadWebConfig()
    .then((config) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
          },
        },
      });
    })
    .catch((error: unknown) => {
      configured = undefined;
      throw error;
    });
  return configured;
};

/**
 * The sign-in flow: SRP everywhere the app client allows only SRP (AWS), so the password never leaves the browser.
 * The local Cognito stand-in has no SRP, and its client keeps USER_PASSWORD_AUTH for that reason alone.
 */
export const signInFlow = async (): Promise<'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH'> =>
  (await loadWebConfig()).stage === 'local' ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH';

export const amplifyAuth = {
  confirmResetPassword,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
  updateUserAttributes,
};
