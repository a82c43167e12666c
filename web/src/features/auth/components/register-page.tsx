import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert.js';
import { Button } from '../../../components/button.js';
import { PasswordField, TextField } from '../../../components/text-field.js';
import { paths } from '../../../config/paths.js';
import { type MessageKey, useLanguage, useT } from '../../../i18n/use-t.js';
import { sessionQueryOptions, signIn, signUp } from '../../../lib/auth.js';
import { sendVerificationOnSignIn } from '../../../lib/email-verification.js';
import { planInQuery, rememberPlan } from '../../../lib/plan-checkout.js';
import { authErrorMessage } from '../lib/error-messages.js';
import { fieldErrorText, fieldProblems, useFocusFirstInvalid } from '../lib/field-errors.js';
import { validateRegister } from '../lib/validation.js';
import { AuthLayout, authStyles as styles } from './auth-layout.js';

/**
 * /register: creates the account and signs it in with the password just typed, sends the verification link and
 * opens the dashboard. `?plan=` (a plan button of the landing) is remembered and rides in the link, so verifying
 * leads to that plan's checkout.
 */
export default function RegisterPage() {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const plan = useMemo(() => planInQuery(location.search), [location.search]);
  const [form, setForm] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const update = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const problems = fieldProblems(error, form);
  const formRef = useFocusFirstInvalid(problems);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const invalid = validateRegister(form);
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      await signUp(form.name, form.email, form.password, language);
    } catch (failure) {
      setError(authErrorMessage('register', failure));
      setBusy(false);
      return;
    }
    if (plan !== undefined) rememberPlan(plan);
    try {
      await signIn(form.email, form.password);
    } catch {
      // The address already had an account with another password (its owner got an e-mail saying so; sign-up
      // answered as for a new one): the login page, with the e-mail filled in and a neutral message.
      navigate(paths.login, { state: { registered: true, email: form.email.trim() } });
      return;
    }
    await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    await sendVerificationOnSignIn(form.email, { plan });
    navigate(paths.dashboard);
  };

  return (
    <AuthLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {error ? <Alert tone="error">{t(error)}</Alert> : null}
        <TextField
          label={t('auth.name')}
          name="name"
          autoComplete="name"
          placeholder={t('auth.namePlaceholder')}
          value={form.name}
          onChange={update('name')}
          error={fieldErrorText(t, problems.name, t('auth.name'))}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          value={form.email}
          onChange={update('email')}
          error={fieldErrorText(t, problems.email, t('auth.email'))}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={update('password')}
          error={fieldErrorText(t, problems.password, t('auth.password'))}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={update('confirmPassword')}
          error={fieldErrorText(t, problems.confirmPassword, t('auth.confirmPassword'))}
        />
        <Button type="submit" size="lg" block loading={busy}>
          {busy ? t('auth.register.busy') : t('auth.register.submit')}
        </Button>
        <p className={styles.footer} style={{ marginTop: 0 }}>
          {t('auth.register.hasAccount')}
          <Link to={paths.login}>{t('auth.register.login')}</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
