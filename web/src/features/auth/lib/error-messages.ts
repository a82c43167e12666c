import type { MessageKey } from '../../../i18n/use-t.js';
import { AuthError, type AuthFailure } from '../../../lib/auth.js';

type Flow = 'login' | 'resetRequest' | 'register' | 'newPassword';

/**
 * The message per flow (docs/product.md#sign-in-screens) for each kind of failure; `default` covers anything
 * unrecognised.
 */
const messages: Record<Flow, Partial<Record<AuthFailure, MessageKey>> & { default: MessageKey }> = {
  login: {
    invalid_credentials: 'errors.invalidCredentials',
    unavailable: 'errors.loginUnavailable',
    too_many_attempts: 'errors.tooManyAttempts',
    default: 'errors.loginFailed',
  },
  resetRequest: {
    unavailable: 'errors.resetUnavailable',
    too_many_attempts: 'errors.tooManyAttempts',
    default: 'errors.resetFailed',
  },
  // No `user_exists`: signUp answers a taken address like a new one (the page must not reveal who has an account).
  register: {
    invalid_password: 'errors.weakPassword',
    unavailable: 'errors.registerUnavailable',
    too_many_attempts: 'errors.tooManyAttempts',
    default: 'errors.registerFailed',
  },
  newPassword: {
    code_invalid: 'errors.codeInvalid',
    invalid_credentials: 'errors.codeInvalid',
    invalid_password: 'errors.weakPassword',
    too_many_attempts: 'errors.tooManyAttempts',
    default: 'errors.passwordChangeFailed',
  },
};

export const authErrorMessage = (flow: Flow, error: unknown): MessageKey => {
  const table = messages[flow];
  return (error instanceof AuthError ? table[error.failure] : undefined) ?? table.default;
};
