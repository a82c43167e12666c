import { BookOpen, Coins, ShieldCheck, Timer } from 'lucide-react';
import { sections } from '../../../config/paths.js';
import { type MessageKey, useT } from '../../../i18n/use-t.js';
import styles from './highlights.module.css';
import { Section } from './section.js';

const items: readonly { icon: typeof Coins; title: MessageKey; text: MessageKey }[] = [
  { icon: Coins, title: 'highlights.metered', text: 'highlights.meteredText' },
  { icon: ShieldCheck, title: 'highlights.secure', text: 'highlights.secureText' },
  { icon: Timer, title: 'highlights.async', text: 'highlights.asyncText' },
  { icon: BookOpen, title: 'highlights.docs', text: 'highlights.docsText' },
];

/** What every API shares (the "funcionalidades" anchor). */
export function Highlights() {
  const t = useT();
  return (
    <Section id={sections.features} eyebrow={t('highlights.eyebrow')} title={t('highlights.title')}>
      <div className={styles.grid}>
        {items.map(({ icon: Icon, title, text }) => (
          <div key={title} className={styles.item}>
            <span className={styles.icon}>
              <Icon size={20} aria-hidden="true" />
            </span>
            <h3>{t(title)}</h3>
            <p>{t(text)}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}
