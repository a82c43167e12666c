import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert.js';
import { Button } from '../../../components/button.js';
import { PasswordField, TextField } from '../../../components/text-field.js';
import { paths } from '../../../config/paths.js';
import { type MessageKey, useLanguage, useT } from '../../../i18n/use-t.js';
import { resetPassword, sessionQueryOptions, signIn } from '../../../lib/auth.js';
import { sendVerificationOnSignIn } from '../../../lib/email-verification.js';
import { requestRecovery } from '../api/recovery.js';
import { useTimeout } from '../hooks/use-timeout.js';
import { authErrorMessage } from '../lib/error-messages.js';
import { fieldErrorText, fieldProblems, useFocusFirstInvalid } from '../lib/field-errors.js';
import { validateLogin, validateResetRequest } from '../lib/validation.js';
import { AuthLayout, authStyles as styles } from './auth-layout.js';

/**
 * docs/product.md#sign-in-screens: the dashboard opens about 100 ms after a successful login; reset mode returns after
 * 3 s.
 */
export const loginRedirectMs = 100;
export const resetReturnMs = 3000;

const arrivedRegistered = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'registered' in state && state.registered === true;

const prefilledEmail = (state: unknown): string =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string' ? state.email : '';

/** Sent here from the e-mail verification link without a session: sign in, then back to the link. */
const arrivedToVerify = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'verifyEmail' in state && state.verifyEmail === true;

/** Where to go after signing in: the in-app page that sent the visitor here (never another origin), else the dashboard. */
const destinationOf = (state: unknown): string => {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.dashboard;
};

function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const t = useT();
  const language = useLanguage();
  const later = useTimeout();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const [sent, setSent] = useState(false);
  const problems = fieldProblems(error, { email });
  const formRef = useFocusFirstInvalid(problems);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const invalid = validateResetRequest({ email });
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      // The pool resets verified addresses only; for one never verified the API mails its own recovery link.
      if ((await resetPassword(email)) === 'unverified') await requestRecovery(email, language);
      setSent(true);
      later(onBack, resetReturnMs);
    } catch (failure) {
      setError(authErrorMessage('resetRequest', failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {error ? <Alert tone="error">{t(error)}</Alert> : null}
      {sent ? <Alert tone="success">{t('auth.resetRequest.success')}</Alert> : null}
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
      <Button type="submit" size="lg" block loading={busy}>
        {busy ? t('auth.resetRequest.busy') : t('auth.resetRequest.submit')}
      </Button>
      <p className={styles.footer} style={{ marginTop: 0 }}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          {t('auth.resetRequest.back')}
        </button>
      </p>
    </form>
  );
}

function LoginForm({ onForgot }: { onForgot: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const later = useTimeout();
  // Arriving from /register, the address just typed there is filled in.
  const [email, setEmail] = useState(() => prefilledEmail(location.state));
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const problems = fieldProblems(error, { email, password });
  const formRef = useFocusFirstInvalid(problems);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const invalid = validateLogin({ email, password });
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      await signIn(email, password);
      await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
      // Any sign-in of an unverified account sends the link (rate-limited), so the banner's "we sent" is true in
      // every browser; except on the way to a link being opened, whose code a new one would replace.
      if (!arrivedToVerify(location.state)) await sendVerificationOnSignIn(email);
      later(() => navigate(destinationOf(location.state)), loginRedirectMs);
    } catch (failure) {
      setError(authErrorMessage('login', failure));
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {arrivedRegistered(location.state) && !error ? <Alert tone="success">{t('auth.register.success')}</Alert> : null}
      {arrivedToVerify(location.state) && !error ? (
        <Alert tone="info">{t('auth.verifyEmail.signInFirst')}</Alert>
      ) : null}
      {error ? <Alert tone="error">{t(error)}</Alert> : null}
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
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrorText(t, problems.password, t('auth.password'))}
      />
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={onForgot}>
          {t('auth.login.forgot')}
        </button>
      </div>
      <Button type="submit" size="lg" block loading={busy}>
        {busy ? t('auth.login.busy') : t('auth.login.submit')}
      </Button>
      <p className={styles.footer} style={{ marginTop: 0 }}>
        {t('auth.login.noAccount')}
        <Link to={paths.register}>{t('auth.login.register')}</Link>
      </p>
    </form>
  );
}

/** /login: sign in, or (same screen) request a password-reset e-mail. */
export default function LoginPage() {
  const t = useT();
  const [mode, setMode] = useState<'login' | 'reset'>('login');
  return mode === 'login' ? (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm onForgot={() => setMode('reset')} />
    </AuthLayout>
  ) : (
    <AuthLayout title={t('auth.resetRequest.title')} subtitle={t('auth.resetRequest.subtitle')}>
      <ResetRequestForm onBack={() => setMode('login')} />
    </AuthLayout>
  );
}
