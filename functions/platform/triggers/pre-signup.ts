import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * Cognito pre sign-up: the spec's registration has no confirmation step, so every sign-up is confirmed and
 * its e-mail marked verified (password reset codes go to a verified address).
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  event.response.autoConfirmUser = true;
  if (event.request.userAttributes.email) event.response.autoVerifyEmail = true;
  return event;
};
