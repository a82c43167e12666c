import { cognitoClient } from '../../core/clients.js';
import { config } from '../../core/config.js';
import { cognitoEmailVerified, type EmailVerifiedCheck } from './welcome-credits.js';

/**
 * Production wiring of this folder for the platform family handler, built on first use. The keys' table and secret
 * (`accountDeps`) and the provisioning hook live in functions/core/accounts/wiring.ts, which billing uses too.
 */

let emailCheck: EmailVerifiedCheck | undefined;
/** The welcome grant's check: the deployment's user pool, asked through the platform's Cognito client. */
export const emailVerifiedInPool: EmailVerifiedCheck = (userId) => {
  emailCheck ??= cognitoEmailVerified(cognitoClient(), config().USER_POOL_ID);
  return emailCheck(userId);
};
