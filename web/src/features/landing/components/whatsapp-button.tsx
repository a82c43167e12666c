import { MessageCircle } from 'lucide-react';
import { useT } from '../../../i18n/use-t.js';
import { whatsappLink } from '../../../lib/contact.js';
import styles from './whatsapp-button.module.css';

/** Floating support button: a wa.me link with a prefilled help message in the current language. */
export function WhatsappButton() {
  const t = useT();
  return (
    <a
      className={styles.button}
      href={whatsappLink(t('whatsapp.message'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label')}
      title={t('whatsapp.label')}
      data-testid="whatsapp-button"
    >
      <MessageCircle size={28} aria-hidden="true" />
    </a>
  );
}
