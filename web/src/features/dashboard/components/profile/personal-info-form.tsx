import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../../components/alert.js';
import { Button } from '../../../../components/button.js';
import { Card } from '../../../../components/card.js';
import { ApiError } from '../../../../lib/api-client.js';
import { useUpdateProfileName } from '../../api/profile.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import styles from './profile-page.module.css';

type Message = { readonly tone: 'success' | 'error'; readonly text: string };

/** Name (required) and the e-mail, which cannot be changed. */
export function PersonalInfoForm({ name, email }: { readonly name: string; readonly email: string }) {
  const t = useDashboardT();
  const nameId = useId();
  const emailId = useId();
  const emailHintId = useId();
  const update = useUpdateProfileName();
  const [draft, setDraft] = useState(name);
  const [message, setMessage] = useState<Message | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') {
      setMessage({ tone: 'error', text: t('profile.nameRequired') });
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
        <div className={styles.field}>
          <label htmlFor={nameId}>{t('profile.name')}</label>
          <input
            id={nameId}
            className={styles.input}
            value={draft}
            maxLength={100}
            autoComplete="name"
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
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
