import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/alert.js';
import { Button } from '../../../components/button.js';
import { useLanguage, useT } from '../../../i18n/use-t.js';
import { ApiError } from '../../../lib/api-client.js';
import { subscribeToNewsletter } from '../api/newsletter.js';
import styles from './newsletter-section.module.css';
import { Section } from './section.js';

type State = 'idle' | 'sending' | 'sent' | 'invalid' | 'failed';

/** Looks like an address; the API checks it strictly (and answers 400 otherwise). */
const plausibleEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * The newsletter form (double opt-in, docs/newsletter.md): the API stores the address as pending and mails a
 * confirmation link. The answer is the same for every address, and so is the message here.
 */
export function NewsletterSection() {
  const t = useT();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>('idle');
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!plausibleEmail(value)) {
      setState('invalid');
      return;
    }
    setState('sending');
    try {
      await subscribeToNewsletter(value, language);
      setEmail('');
      setState('sent');
    } catch (error) {
      setState(error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed');
    }
  };

  return (
    <Section
      id="newsletter"
      eyebrow={t('newsletter.eyebrow')}
      title={t('newsletter.title')}
      subtitle={t('newsletter.subtitle')}
      subtle
    >
      <form className={styles.form} onSubmit={submit} noValidate data-testid="newsletter-form">
        <div className={styles.field}>
          <label className={styles.label} htmlFor={inputId}>
            {t('newsletter.label')}
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('newsletter.placeholder')}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (state === 'invalid') setState('idle');
            }}
            // The message is under the form, so the button stays level with the input.
            aria-invalid={state === 'invalid'}
            aria-describedby={state === 'invalid' ? errorId : undefined}
            required
          />
        </div>
        <Button type="submit" loading={state === 'sending'}>
          {t('newsletter.submit')}
        </Button>
      </form>
      {state === 'invalid' ? (
        <p id={errorId} className={styles.error}>
          {t('newsletter.invalid')}
        </p>
      ) : null}
      <div className={styles.message} aria-live="polite">
        {state === 'sent' ? <Alert tone="success">{t('newsletter.sent')}</Alert> : null}
        {state === 'failed' ? <Alert tone="error">{t('newsletter.failed')}</Alert> : null}
      </div>
    </Section>
  );
}
