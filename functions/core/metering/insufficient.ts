import { AppError } from '../errors.js';

/**
 * 402: the call costs `required` credits and the balance holds `available`. Nothing was taken. When the account's
 * welcome credits still wait for its e-mail to be verified (`pendingWelcomeCredits`), the detail says how to unlock
 * them, since that is what a new customer hitting this needs to do.
 */
export const insufficientCredits = (required: number, available: number, pendingWelcomeCredits = 0): AppError =>
  new AppError(
    'insufficient_credits',
    pendingWelcomeCredits > 0
      ? `This call costs ${required} credits and the balance is ${available}. Your ${pendingWelcomeCredits} free welcome credits are waiting for your e-mail address to be verified: open the link in the verification e-mail (send a new one from the banner at the top of the dashboard), then try again.`
      : `This call costs ${required} credits and the balance is ${available}.`,
    {
      extensions: {
        required,
        available,
        ...(pendingWelcomeCredits > 0 ? { pendingWelcomeCredits } : {}),
      },
    },
  );
