import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
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

export const amplifyAuth = {
  confirmResetPassword,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
};
