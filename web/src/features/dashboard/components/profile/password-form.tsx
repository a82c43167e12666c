import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../../components/alert.js';
import { Button } from '../../../../components/button.js';
import { Card } from '../../../../components/card.js';
import { TextField } from '../../../../components/text-field.js';
import { useT } from '../../../../i18n/use-t.js';
import { AuthError } from '../../../../lib/auth.js';
import { useUpdatePassword } from '../../api/password.js';
import { type DashboardTranslate, useDashboardT } from '../../i18n/use-dashboard-t.js';
import { checkPasswordChange, minPasswordLength, type PasswordProblem } from '../../lib/password-rules.js';
import styles from './profile-page.module.css';

type Message = { readonly tone: 'success' | 'error'; readonly text: string };
type Field = 'current' | 'next' | 'confirm';

const empty = { current: '', next: '', confirm: '' };

/** The field each rule points at, so its message sits under it (and is tied to it for screen readers). */
const problemFields = (
  problem: PasswordProblem,
  values: typeof empty,
): Partial<Record<Field, 'required' | 'mismatch' | 'minLength'>> => {
  if (problem === 'passwordsDoNotMatch') return { confirm: 'mismatch' };
  if (problem === 'passwordMinLength') return { next: 'minLength' };
  const blank: Partial<Record<Field, 'required'>> = {};
  for (const field of ['current', 'next', 'confirm'] as const) if (values[field] === '') blank[field] = 'required';
  return blank;
};

/**
 * Cognito reports a wrong current password as NotAuthorizedException (AWS) or InvalidPasswordException (the local
 * stand-in); the new password already passed our length rule, so both mean the current one is wrong.
 */
const isWrongCurrentPassword = (error: unknown): boolean =>
  error instanceof AuthError && (error.failure === 'invalid_credentials' || error.failure === 'invalid_password');

const failureText = (error: unknown, t: DashboardTranslate): string => {
  if (isWrongCurrentPassword(error)) return t('profile.currentPasswordWrong');
  if (error instanceof AuthError) {
    if (error.failure === 'too_many_attempts') return t('profile.tooManyAttempts');
    if (error.failure === 'unknown' && error.message)
      return t('profile.passwordUpdateError', { message: error.message });
  }
  return t('profile.passwordUpdateErrorRetry');
};

/** Current, new and confirmation; all required, new = confirmation, at least 6 characters. */
export function PasswordForm() {
  const t = useDashboardT();
  const common = useT();
  const update = useUpdatePassword();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [message, setMessage] = useState<Message | undefined>(undefined);
  const [problem, setProblem] = useState<PasswordProblem | 'currentWrong' | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPasswordChange(values);
    setProblem(found);
    if (found) {
      setMessage({ tone: 'error', text: t(`profile.${found}`) });
      return;
    }
    setMessage(undefined);
    update.mutate(
      { current: values.current, next: values.next },
      {
        onSuccess: () => {
          setValues(empty);
          setMessage({ tone: 'success', text: t('profile.passwordUpdated') });
        },
        onError: (error) => {
          if (isWrongCurrentPassword(error)) setProblem('currentWrong');
          setMessage({ tone: 'error', text: failureText(error, t) });
        },
      },
    );
  };

  // Recomputed from the current values: a field's message goes away as soon as it is filled in.
  const invalid = problem === undefined || problem === 'currentWrong' ? {} : problemFields(problem, values);
  const labels: Record<Field, string> = {
    current: t('profile.currentPassword'),
    next: t('profile.newPassword'),
    confirm: t('profile.confirmPassword'),
  };
  const errorOf = (key: Field): string | undefined => {
    if (key === 'current' && problem === 'currentWrong') return t('profile.currentPasswordWrong');
    const kind = invalid[key];
    return kind ? common(`fieldErrors.${kind}`, { field: labels[key], min: minPasswordLength }) : undefined;
  };
  const signature = `${problem ?? ''}${Object.keys(invalid).join()}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a submit finds a new problem.
  useEffect(() => {
    if (problem !== undefined) form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [signature]);

  const field = (key: Field, autoComplete: string) => (
    <TextField
      label={labels[key]}
      type="password"
      autoComplete={autoComplete}
      value={values[key]}
      error={errorOf(key)}
      onChange={(event) => {
        const value = event.target.value;
        setValues((v) => ({ ...v, [key]: value }));
        if (key === 'current' && problem === 'currentWrong') setProblem(undefined);
      }}
    />
  );

  return (
    <Card>
      <h2 className={styles.sectionTitle}>{t('profile.changePassword')}</h2>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        {field('current', 'current-password')}
        {field('next', 'new-password')}
        {field('confirm', 'new-password')}
        <div>
          <Button type="submit" loading={update.isPending}>
            {update.isPending ? t('common.saving') : t('profile.updatePassword')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
