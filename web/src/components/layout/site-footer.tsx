import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { paths, sections } from '../../config/paths.js';
import { useT } from '../../i18n/use-t.js';
import { contact } from '../../lib/contact.js';
import { cx } from '../cx.js';
import { Logo } from '../logo.js';
import styles from './site-footer.module.css';
import { useSectionLink } from './use-section-link.js';

/**
 * Footer: plans, login, sign up, contact e-mail, terms and privacy (docs/product.md#landing-page; there is no phone
 * line).
 */
export function SiteFooter() {
  const t = useT();
  const goToSection = useSectionLink();
  return (
    <footer className={styles.footer}>
      <div className={cx('container', styles.grid)}>
        <div className={styles.brand}>
          <Logo inverted />
          <p>{t('footer.tagline')}</p>
        </div>
        <div>
          <h2 className={styles.heading}>{t('footer.product')}</h2>
          <ul className={styles.list}>
            <li>
              <button type="button" className={styles.link} onClick={() => goToSection(sections.solutions)}>
                {t('nav.solutions')}
              </button>
            </li>
            <li>
              <button type="button" className={styles.link} onClick={() => goToSection(sections.plans)}>
                {t('nav.plans')}
              </button>
            </li>
            <li>
              <Link className={styles.link} to={paths.docs}>
                {t('nav.docs')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{t('footer.account')}</h2>
          <ul className={styles.list}>
            <li>
              <Link className={styles.link} to={paths.login}>
                {t('nav.login')}
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={paths.register}>
                {t('nav.signUp')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{t('footer.contact')}</h2>
          <ul className={styles.list}>
            <li>
              <a className={styles.link} href={`mailto:${contact.email}`}>
                <Mail size={14} aria-hidden="true" />
                {contact.email}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{t('footer.legal')}</h2>
          <ul className={styles.list}>
            <li>
              <Link className={styles.link} to={paths.terms}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={paths.privacy}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="container">
        <p className={styles.bottom}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
