import { LayoutDashboard, Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths, type SectionId, sections } from '../../config/paths.js';
import type { MessageKey } from '../../i18n/use-t.js';
import { useT } from '../../i18n/use-t.js';
import { useSession } from '../../lib/auth.js';
import { ButtonLink } from '../button.js';
import { cx } from '../cx.js';
import { LanguageSelector } from '../language-selector.js';
import { Logo } from '../logo.js';
import styles from './site-header.module.css';
import { useSectionLink } from './use-section-link.js';

const anchors: readonly { readonly section: SectionId; readonly label: MessageKey }[] = [
  { section: sections.solutions, label: 'nav.solutions' },
  { section: sections.plans, label: 'nav.plans' },
];

/** The public top bar: logo, section anchors, language, and Dashboard or Login / Sign Up; a menu below 768 px. */
export function SiteHeader() {
  const t = useT();
  const goToSection = useSectionLink();
  const session = useSession();
  const signedIn = Boolean(session.data);
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const menuId = useId();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 4);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const anchorButtons = (onDone?: () => void) =>
    anchors.map(({ section, label }) => (
      <button
        key={section}
        type="button"
        className={styles.navLink}
        onClick={() => {
          onDone?.();
          goToSection(section);
        }}
      >
        {t(label)}
      </button>
    ));

  const docsLink = (onDone?: () => void) => (
    <Link to={paths.docs} className={styles.navLink} onClick={onDone}>
      {t('nav.docs')}
    </Link>
  );

  const accountButtons = (onDone?: () => void) =>
    signedIn ? (
      <ButtonLink
        to={paths.dashboard}
        size="sm"
        icon={<LayoutDashboard size={16} aria-hidden="true" />}
        onClick={onDone}
      >
        {t('nav.dashboard')}
      </ButtonLink>
    ) : (
      <>
        <ButtonLink to={paths.login} variant="secondary" size="sm" onClick={onDone}>
          {t('nav.login')}
        </ButtonLink>
        <ButtonLink to={paths.register} size="sm" onClick={onDone}>
          {t('nav.signUp')}
        </ButtonLink>
      </>
    );

  return (
    <header className={cx(styles.header, (scrolled || menuOpen) && styles.scrolled)}>
      <div className={cx('container', styles.bar)}>
        <Link to={paths.home} className={styles.home} aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <nav className={styles.nav} aria-label={t('nav.solutions')}>
          {anchorButtons()}
          {docsLink()}
        </nav>
        <div className={styles.actions}>
          <LanguageSelector />
          {accountButtons()}
        </div>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
        </button>
      </div>
      {menuOpen ? (
        <div id={menuId} className={styles.mobileMenu} data-testid="mobile-menu">
          {anchorButtons(() => setMenuOpen(false))}
          {docsLink(() => setMenuOpen(false))}
          <LanguageSelector block />
          <div className={styles.mobileActions}>{accountButtons(() => setMenuOpen(false))}</div>
        </div>
      ) : null}
    </header>
  );
}
