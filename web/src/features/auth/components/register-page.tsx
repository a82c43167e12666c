import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.js';
import { Alert } from '../../../components/alert.js';
import { Button } from '../../../components/button.js';
import { PasswordField, TextField } from '../../../components/text-field.js';
import { type MessageKey, useT } from '../../../i18n/use-t.js';
import { signUp } from '../../../lib/auth.js';
import { authErrorMessage } from '../lib/error-messages.js';
import { validateRegister } from '../lib/validation.js';
import { AuthLayout, authStyles as styles } from './auth-layout.js';

/** /register: creates the account, then sends the visitor to /login with a success message. */
export default function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const update = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const invalid = validateRegister(form);
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      await signUp(form.name, form.email, form.password);
      navigate(paths.login, { state: { registered: true } });
    } catch (failure) {
      setError(authErrorMessage('register', failure));
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {error ? <Alert tone="error">{t(error)}</Alert> : null}
        <TextField
          label={t('auth.name')}
          name="name"
          autoComplete="name"
          placeholder={t('auth.namePlaceholder')}
          value={form.name}
          onChange={update('name')}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          value={form.email}
          onChange={update('email')}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={update('password')}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={update('confirmPassword')}
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
