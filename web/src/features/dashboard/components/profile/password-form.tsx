import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../../components/alert.js';
import { Button } from '../../../../components/button.js';
import { Card } from '../../../../components/card.js';
import { AuthError } from '../../../../lib/auth.js';
import { useUpdatePassword } from '../../api/password.js';
import { type DashboardTranslate, useDashboardT } from '../../i18n/use-dashboard-t.js';
import { checkPasswordChange } from '../../lib/password-rules.js';
import styles from './profile-page.module.css';

type Message = { readonly tone: 'success' | 'error'; readonly text: string };

const empty = { current: '', next: '', confirm: '' };

/**
 * Cognito reports a wrong current password as NotAuthorizedException (AWS) or InvalidPasswordException (the local
 * stand-in); the new password already passed our length rule, so both mean the current one is wrong.
 */
const failureText = (error: unknown, t: DashboardTranslate): string => {
  if (error instanceof AuthError) {
    if (error.failure === 'invalid_credentials' || error.failure === 'invalid_password')
      return t('profile.currentPasswordWrong');
    if (error.failure === 'too_many_attempts') return t('profile.tooManyAttempts');
    if (error.failure === 'unknown' && error.message)
      return t('profile.passwordUpdateError', { message: error.message });
  }
  return t('profile.passwordUpdateErrorRetry');
};

/** Current, new and confirmation; all required, new = confirmation, at least 6 characters. */
export function PasswordForm() {
  const t = useDashboardT();
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const update = useUpdatePassword();
  const [values, setValues] = useState(empty);
  const [message, setMessage] = useState<Message | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkPasswordChange(values);
    if (problem) {
      setMessage({ tone: 'error', text: t(`profile.${problem}`) });
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
        onError: (error) => setMessage({ tone: 'error', text: failureText(error, t) }),
      },
    );
  };

  const field = (key: keyof typeof empty, label: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={ids[key]}>{label}</label>
      <input
        id={ids[key]}
        className={styles.input}
        type="password"
        autoComplete={autoComplete}
        value={values[key]}
        onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
      />
    </div>
  );

  return (
    <Card>
      <h2 className={styles.sectionTitle}>{t('profile.changePassword')}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        {field('current', t('profile.currentPassword'), 'current-password')}
        {field('next', t('profile.newPassword'), 'new-password')}
        {field('confirm', t('profile.confirmPassword'), 'new-password')}
        <div>
          <Button type="submit" loading={update.isPending}>
            {update.isPending ? t('common.saving') : t('profile.updatePassword')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
