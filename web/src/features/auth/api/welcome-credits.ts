import { verifyEmailOutput } from '../../../../../shared/operations/outputs/platform.js';
import { userVerifyEmail } from '../../../../../shared/operations/user.js';
import { apiJson } from '../../../lib/api-client.js';

export type WelcomeGrant = ReturnType<typeof verifyEmailOutput.parse>;

/**
 * Claims the welcome credits once Cognito holds the e-mail as verified: the API checks with the user pool and adds
 * the pending grant once (403 `forbidden` while the address is not verified; a repeated call adds nothing).
 */
export const claimWelcomeCredits = (): Promise<WelcomeGrant> =>
  apiJson(userVerifyEmail.path, (data) => verifyEmailOutput.parse(data), { method: userVerifyEmail.method, json: {} });
