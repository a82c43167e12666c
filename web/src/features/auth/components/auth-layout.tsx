import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../components/cx.js';
import { LanguageSelector } from '../../../components/language-selector.js';
import { Logo } from '../../../components/logo.js';
import { paths } from '../../../config/paths.js';
import { useDocumentTitle } from '../../../i18n/use-document-title.js';
import { useT } from '../../../i18n/use-t.js';
import styles from './auth-layout.module.css';

export { styles as authStyles };

export interface AuthLayoutProps {
  readonly title: string;
  readonly subtitle?: string;
  readonly children: ReactNode;
}

/** The sign-in screens' frame: a brand panel on wide screens, the form on the right. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <aside className={styles.aside}>
        <Link to={paths.home} aria-label={t('nav.home')}>
          <Logo inverted size={36} />
        </Link>
        <div className={styles.asideBody}>
          <h2 className={styles.asideTitle}>{t('auth.sideTitle')}</h2>
          <p className={styles.asideText}>{t('auth.sideText')}</p>
          <div className={styles.chips}>
            {(['hero.point1', 'hero.point2', 'hero.point3'] as const).map((key) => (
              <span key={key} className={styles.chip}>
                <Check size={14} aria-hidden="true" />
                {t(key)}
              </span>
            ))}
          </div>
        </div>
        <span />
      </aside>
      <main className={styles.main}>
        <div className={styles.top}>
          <Link to={paths.home} className={cx(styles.mobileLogo)} aria-label={t('nav.home')}>
            <Logo />
          </Link>
          <span />
          <LanguageSelector />
        </div>
        <div className={styles.formArea}>
          <div className={styles.card}>
            <h1 className={styles.title}>{title}</h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
            {children}
          </div>
        </div>
      </main>
    </div>
  );
}
