import { useEffect, useRef } from 'react';
import type { MessageKey, Translate } from '../../../i18n/use-t.js';
import { minPasswordLength } from './validation.js';

export type AuthField = 'name' | 'email' | 'password' | 'confirmPassword';
type Problem = 'required' | 'mismatch' | 'minLength' | 'email' | 'weakPassword';

/** Which field each failure is about, and how (a rule, or the form's own message about that field). */
export type FieldProblems = Partial<Record<AuthField, Problem | { readonly message: MessageKey }>>;

const blank = (value: string | undefined): boolean => value !== undefined && value.trim() === '';

/**
 * The fields a form-level failure (the product's message, shown in the red box) points at. Blank fields for "fill in
 * every field", the confirmation for a mismatch, the password for its length, the e-mail for anything about it.
 */
export function fieldProblems(failure: MessageKey | null, values: Partial<Record<AuthField, string>>): FieldProblems {
  if (failure === null) return {};
  if (failure === 'validation.fillAll' || failure === 'validation.enterEmail') {
    const problems: FieldProblems = {};
    for (const field of ['name', 'email', 'password', 'confirmPassword'] as const)
      if (blank(values[field])) problems[field] = 'required';
    return problems;
  }
  if (failure === 'validation.mismatch') return { confirmPassword: 'mismatch' };
  if (failure === 'validation.minLength') return { password: 'minLength' };
  if (failure === 'errors.weakPassword') return { password: 'weakPassword' };
  // A specific message about the address (missing @, no domain…) is repeated under the field, naming it.
  if (failure.startsWith('validation.email')) return { email: { message: failure } };
  if (failure === 'errors.invalidEmail') return { email: 'email' };
  return {};
}

/** The message under a field, naming it (it is also read out of context, e.g. in a screen reader's list). */
export const fieldErrorText = (
  t: Translate,
  problem: FieldProblems[AuthField],
  fieldLabel: string,
): string | undefined => {
  if (problem === undefined) return undefined;
  if (typeof problem === 'object') return t('fieldErrors.named', { field: fieldLabel, message: t(problem.message) });
  return t(`fieldErrors.${problem}`, { field: fieldLabel, min: minPasswordLength });
};

/** After a failed submit, moves focus to the first field marked invalid so the keyboard user lands on it. */
export function useFocusFirstInvalid(problems: FieldProblems) {
  const form = useRef<HTMLFormElement>(null);
  const signature = Object.keys(problems).join();
  useEffect(() => {
    if (signature === '') return;
    form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [signature]);
  return form;
}
