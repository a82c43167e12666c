import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../../components/alert.js';
import { Button } from '../../../../components/button.js';
import { Card } from '../../../../components/card.js';
import { TextField } from '../../../../components/text-field.js';
import { useT } from '../../../../i18n/use-t.js';
import { ApiError } from '../../../../lib/api-client.js';
import { useUpdateProfileName } from '../../api/profile.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import styles from './profile-page.module.css';

type Message = { readonly tone: 'success' | 'error'; readonly text: string };

/** Name (required) and the e-mail, which cannot be changed. */
export function PersonalInfoForm({ name, email }: { readonly name: string; readonly email: string }) {
  const t = useDashboardT();
  const common = useT();
  const nameInput = useRef<HTMLInputElement>(null);
  const [nameMissing, setNameMissing] = useState(false);
  const emailId = useId();
  const emailHintId = useId();
  const update = useUpdateProfileName();
  const [draft, setDraft] = useState(name);
  const [message, setMessage] = useState<Message | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') {
      setNameMissing(true);
      setMessage({ tone: 'error', text: t('profile.nameRequired') });
      nameInput.current?.focus();
      return;
    }
    setMessage(undefined);
    update.mutate(draft, {
      onSuccess: () => setMessage({ tone: 'success', text: t('profile.profileUpdated') }),
      onError: (error) =>
        setMessage({
          tone: 'error',
          // A problem from the API names what was wrong; anything else (network) asks to retry.
          text:
            error instanceof ApiError && error.status > 0 && error.status < 500
              ? t('profile.profileUpdateError', { message: error.detail })
              : t('profile.profileUpdateErrorRetry'),
        }),
    });
  };

  return (
    <Card>
      <h2 className={styles.sectionTitle}>{t('profile.personalInfo')}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        <TextField
          ref={nameInput}
          label={t('profile.name')}
          value={draft}
          maxLength={100}
          autoComplete="name"
          error={
            nameMissing && draft.trim() === ''
              ? common('fieldErrors.required', { field: t('profile.name') })
              : undefined
          }
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className={styles.field}>
          <label htmlFor={emailId}>{t('profile.email')}</label>
          <input
            id={emailId}
            className={styles.input}
            value={email}
            readOnly
            aria-describedby={emailHintId}
            type="email"
          />
          <p id={emailHintId} className={styles.hint}>
            {t('profile.emailCannotChange')}
          </p>
        </div>
        <div>
          <Button type="submit" loading={update.isPending}>
            {update.isPending ? t('common.saving') : t('profile.saveProfile')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
