import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * Cognito pre sign-up: registration has no confirmation step (docs/product.md#accounts), so every sign-up is confirmed
 * at once and the user can sign in. The e-mail is deliberately left unverified: the welcome credits wait for the user
 * to prove the address by the link in the verification e-mail (functions/platform/accounts/welcome-credits.ts), so a
 * throwaway address earns nothing. (Cognito resets passwords only through a verified address, so an account that never
 * verifies cannot reset its password either.)
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  event.response.autoConfirmUser = true;
  event.response.autoVerifyEmail = false;
  return event;
};
