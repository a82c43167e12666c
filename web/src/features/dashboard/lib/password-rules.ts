/** The minimum password length (docs/product.md#accounts; also Cognito's policy here). */
export const minPasswordLength = 6;

export interface PasswordChange {
  readonly current: string;
  readonly next: string;
  readonly confirm: string;
}

/**
 * Which rule a password change breaks first, in the order of docs/product.md#dashboard; undefined when it may be sent.
 */
export type PasswordProblem = 'allFieldsRequired' | 'passwordsDoNotMatch' | 'passwordMinLength';

export const checkPasswordChange = ({ current, next, confirm }: PasswordChange): PasswordProblem | undefined => {
  if (current === '' || next === '' || confirm === '') return 'allFieldsRequired';
  if (next !== confirm) return 'passwordsDoNotMatch';
  if (next.length < minPasswordLength) return 'passwordMinLength';
  return undefined;
};
