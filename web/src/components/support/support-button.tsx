import { MessageCircleQuestion } from 'lucide-react';
import { useT } from '../../i18n/use-t.js';
import styles from './support-button.module.css';
import { SupportLink } from './support-link.js';

/** The floating help button: opens the support channel with a help message already written. */
export function SupportButton() {
  const t = useT();
  return (
    <SupportLink className={styles.button}>
      <MessageCircleQuestion size={22} aria-hidden="true" />
      <span className={styles.text}>{t('support.button')}</span>
      <span className="visually-hidden">{` — ${t('support.label')}`}</span>
    </SupportLink>
  );
}
