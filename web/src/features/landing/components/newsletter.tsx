import { Mail } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/alert.js';
import { Button } from '../../../components/button.js';
import { useT } from '../../../i18n/use-t.js';
import { useNewsletter } from '../hooks/use-newsletter.js';
import styles from './newsletter.module.css';

export function Newsletter() {
  const t = useT();
  const inputId = useId();
  const { email, setEmail, status, subscribe } = useNewsletter();
  return (
    <section className={styles.wrap} aria-labelledby={`${inputId}-title`}>
      <div className="container">
        <div className={styles.box}>
          <div>
            <span className={styles.icon}>
              <Mail size={20} aria-hidden="true" />
            </span>
            <h2 id={`${inputId}-title`} className={styles.title}>
              {t('newsletter.title')}
            </h2>
            <p className={styles.subtitle}>{t('newsletter.subtitle')}</p>
          </div>
          <form
            className={styles.form}
            // The browser's own e-mail validation is off: the spec accepts anything with an @ and shows no message.
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              subscribe();
            }}
          >
            <div className={styles.row}>
              <label htmlFor={inputId} className="visually-hidden">
                {t('newsletter.label')}
              </label>
              <input
                id={inputId}
                className={styles.input}
                type="email"
                autoComplete="email"
                placeholder={t('newsletter.placeholder')}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Button type="submit" size="lg">
                {t('newsletter.subscribe')}
              </Button>
            </div>
            {status === 'success' ? <Alert tone="success">{t('newsletter.success')}</Alert> : null}
          </form>
        </div>
      </div>
    </section>
  );
}
