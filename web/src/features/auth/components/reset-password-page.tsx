import { type FormEvent, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert.js';
import { Button, ButtonLink } from '../../../components/button.js';
import { PasswordField, TextField } from '../../../components/text-field.js';
import { paths } from '../../../config/paths.js';
import { type MessageKey, useT } from '../../../i18n/use-t.js';
import { ApiError } from '../../../lib/api-client.js';
import { confirmResetPassword } from '../../../lib/auth.js';
import { confirmRecovery } from '../api/recovery.js';
import { useTimeout } from '../hooks/use-timeout.js';
import { authErrorMessage } from '../lib/error-messages.js';
import { fieldErrorText, fieldProblems, useFocusFirstInvalid } from '../lib/field-errors.js';
import { parseResetLink } from '../lib/reset-link.js';
import { validateNewPassword, validateResetRequest } from '../lib/validation.js';
import { AuthLayout, authStyles as styles } from './auth-layout.js';

/** docs/product.md#sign-in-screens: back to /login 2 s after the password changed. */
export const resetDoneRedirectMs = 2000;

/** The API's recovery link refused: used or expired (404), or a password it will not take (400). */
const recoveryErrorMessage = (failure: unknown): MessageKey => {
  if (failure instanceof ApiError && failure.status === 404) return 'errors.codeInvalid';
  if (failure instanceof ApiError && failure.status === 400) return 'errors.weakPassword';
  return 'errors.passwordChangeFailed';
};

/**
 * /reset-password: sets a new password from the e-mailed link (the pool's code, or the API's recovery link for an
 * address never verified), or explains that the link is invalid.
 */
export default function ResetPasswordPage() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const later = useTimeout();
  const link = useMemo(() => parseResetLink(location.search, location.hash), [location.search, location.hash]);
  const [email, setEmail] = useState(link.kind === 'code' ? (link.email ?? '') : '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const [done, setDone] = useState(false);
  const problems = fieldProblems(error, { email, password, confirmPassword });
  const formRef = useFocusFirstInvalid(problems);

  if (link.kind === 'invalid') {
    return (
      <AuthLayout title={t('auth.newPassword.invalidTitle')}>
        <div className={styles.form}>
          <Alert tone="error">{t('auth.newPassword.invalidText')}</Alert>
          <ButtonLink to={paths.login} size="lg" block>
            {t('auth.newPassword.back')}
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const invalid =
      validateNewPassword({ password, confirmPassword }) ??
      (link.kind === 'code' && !link.email ? validateResetRequest({ email }) : null);
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      if (link.kind === 'recovery') await confirmRecovery(link.token, password);
      else await confirmResetPassword(email, link.code, password);
      setDone(true);
      later(() => navigate(paths.login), resetDoneRedirectMs);
    } catch (failure) {
      setError(link.kind === 'recovery' ? recoveryErrorMessage(failure) : authErrorMessage('newPassword', failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('auth.newPassword.title')} subtitle={t('auth.newPassword.subtitle')}>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {error ? <Alert tone="error">{t(error)}</Alert> : null}
        {done ? <Alert tone="success">{t('auth.newPassword.success')}</Alert> : null}
        {link.kind === 'recovery' ? null : link.email ? (
          <TextField label={t('auth.email')} type="email" name="email" value={email} readOnly />
        ) : (
          <TextField
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('auth.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldErrorText(t, problems.email, t('auth.email'))}
          />
        )}
        <PasswordField
          label={t('auth.newPassword.password')}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrorText(t, problems.password, t('auth.newPassword.password'))}
        />
        <PasswordField
          label={t('auth.newPassword.confirm')}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          error={fieldErrorText(t, problems.confirmPassword, t('auth.newPassword.confirm'))}
        />
        <Button type="submit" size="lg" block loading={busy} disabled={done}>
          {busy ? t('auth.newPassword.busy') : t('auth.newPassword.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
