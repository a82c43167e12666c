import { ChevronDown, Globe } from 'lucide-react';
import { changeLanguage } from '../i18n/index.js';
import { isLanguage, languages, localeTags } from '../i18n/languages.js';
import { useLanguage, useT } from '../i18n/use-t.js';
import { cx } from './cx.js';
import styles from './language-selector.module.css';

export interface LanguageSelectorProps {
  /** Stretch to the container's width (mobile menu). */
  readonly block?: boolean;
  readonly className?: string;
}

/** Português / English / Español / Français, each named in its own language; the choice is saved in localStorage (`preferredLanguage`). */
export function LanguageSelector({ block = false, className }: LanguageSelectorProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <label className={cx(styles.wrapper, block && styles.block, className)}>
      <span className="visually-hidden">{t('languages.label')}</span>
      <Globe className={styles.icon} size={16} aria-hidden="true" />
      <select
        className={styles.select}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void changeLanguage(next);
        }}
      >
        {languages.map((code) => (
          // Each language is named in itself (an autonym), so each option says which language it is in (WCAG 3.1.2).
          <option key={code} value={code} lang={localeTags[code]}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
      <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
    </label>
  );
}
