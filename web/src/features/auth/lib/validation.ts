import type { MessageKey } from '../../../i18n/use-t.js';

/** Minimum password length (docs/product.md#accounts). */
export const minPasswordLength = 6;

/**
 * Each rule returns the message key of the first failure (docs/product.md#sign-in-screens), or null when the input is
 * acceptable.
 */
export type ValidationResult = MessageKey | null;

const blank = (value: string): boolean => value.trim() === '';

export const validateLogin = ({ email, password }: { email: string; password: string }): ValidationResult =>
  blank(email) || password === '' ? 'validation.fillAll' : null;

export const validateResetRequest = ({ email }: { email: string }): ValidationResult =>
  blank(email) ? 'validation.enterEmail' : null;

/**
 * What is wrong with a typed e-mail address, in the words a person can act on (missing @, missing domain,
 * spaces), or null when it looks like an address. The server still has the last word.
 */
export const emailProblem = (value: string): ValidationResult => {
  const email = value.trim();
  if (/\s/.test(email)) return 'validation.emailSpaces';
  const at = email.indexOf('@');
  if (at < 0) return 'validation.emailAt';
  if (at === 0 || email.indexOf('@', at + 1) >= 0) return 'validation.emailInvalid';
  const domain = email.slice(at + 1);
  if (!/^[^.@]+(\.[^.@]+)*\.[a-z]{2,}$/i.test(domain)) return 'validation.emailDomain';
  return null;
};

export const validateRegister = (input: {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}): ValidationResult => {
  if (blank(input.name) || blank(input.email) || input.password === '' || input.confirmPassword === '') {
    return 'validation.fillAll';
  }
  const email = emailProblem(input.email);
  if (email) return email;
  if (input.password !== input.confirmPassword) return 'validation.mismatch';
  if (input.password.length < minPasswordLength) return 'validation.minLength';
  return null;
};

export const validateNewPassword = ({
  password,
  confirmPassword,
}: {
  password: string;
  confirmPassword: string;
}): ValidationResult => {
  if (password === '' || confirmPassword === '') return 'validation.fillAll';
  if (password !== confirmPassword) return 'validation.mismatch';
  if (password.length < minPasswordLength) return 'validation.minLength';
  return null;
};
