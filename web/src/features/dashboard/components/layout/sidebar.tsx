import {
  AudioLines,
  BookOpen,
  ChartColumn,
  Coins,
  ImagePlus,
  KeyRound,
  LayoutDashboard,
  LayoutGrid,
  ListOrdered,
  LogOut,
  type LucideIcon,
  PanelLeftClose,
  PanelLeftOpen,
  ScrollText,
  SquareTerminal,
  UserRound,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../../components/cx.js';
import { inertOutside, trapFocus } from '../../../../components/focus-trap.js';
import { LanguageSelector } from '../../../../components/language-selector.js';
import { Logo } from '../../../../components/logo.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import { dashboardPath } from '../../paths.js';
import styles from './sidebar.module.css';
import { SidebarLink } from './sidebar-link.js';
import { useLogout } from './use-logout.js';

export interface SidebarProps {
  readonly collapsed: boolean;
  readonly onToggleCollapsed: () => void;
  /** Below 768 px the sidebar is a drawer, open or closed. */
  readonly drawerOpen: boolean;
  /** `returnFocus`: closed from the keyboard or the close button, so focus goes back to the menu button. */
  readonly onCloseDrawer: (returnFocus: boolean) => void;
}

/** Navigation of the dashboard (docs/product.md#dashboard): headings Ferramentas and API, docs, logout. */
export function Sidebar({ collapsed, onToggleCollapsed, drawerOpen, onCloseDrawer }: SidebarProps) {
  const t = useDashboardT();
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);
  const CollapseIcon: LucideIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const aside = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useRef(onCloseDrawer);
  close.current = onCloseDrawer;

  // The open drawer (below 768 px) is modal: focus moves in, stays in, and Escape closes it. Closed, the CSS
  // hides it (visibility), so its links leave the Tab order and the accessibility tree.
  useEffect(() => {
    const container = aside.current;
    if (!drawerOpen || container === null) return;
    closeButton.current?.focus();
    const release = trapFocus(container);
    const restore = inertOutside(container);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current(true);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      release();
      restore();
      document.removeEventListener('keydown', onKey);
    };
  }, [drawerOpen]);

  return (
    <>
      {drawerOpen ? <div className={styles.backdrop} onClick={() => onCloseDrawer(false)} aria-hidden="true" /> : null}
      <aside
        ref={aside}
        className={cx(styles.sidebar, collapsed && styles.collapsed, drawerOpen && styles.open)}
        aria-label={t('sidebar.label')}
      >
        <div className={styles.inner}>
          <div className={styles.brand}>
            <Link to={dashboardPath()} className={styles.logoLink}>
              <Logo size={30} wordmark={!collapsed} />
            </Link>
            <button
              type="button"
              className={cx(styles.iconButton, styles.collapseButton)}
              onClick={onToggleCollapsed}
              aria-label={t(collapsed ? 'sidebar.expand' : 'sidebar.collapse')}
              aria-expanded={!collapsed}
              title={t(collapsed ? 'sidebar.expand' : 'sidebar.collapse')}
            >
              <CollapseIcon size={18} aria-hidden="true" />
            </button>
            <button
              ref={closeButton}
              type="button"
              className={cx(styles.iconButton, styles.closeButton)}
              onClick={() => onCloseDrawer(true)}
              aria-label={t('sidebar.closeMenu')}
            >
              <X size={20} aria-hidden="true" />
            </button>
          </div>

          <nav className={styles.nav}>
            <ul className={styles.list}>
              <SidebarLink to={dashboardPath()} end icon={LayoutDashboard} label={t('sidebar.home')} />
            </ul>

            <p className={styles.heading}>{t('sidebar.tools')}</p>
            <ul className={styles.list}>
              <SidebarLink to={dashboardPath('imageGenerator')} icon={ImagePlus} label={t('sidebar.imageGenerator')} />
              <SidebarLink to={dashboardPath('textToSpeech')} icon={AudioLines} label={t('sidebar.textToSpeech')} />
              <SidebarLink
                to={dashboardPath('scriptGenerator')}
                icon={ScrollText}
                label={t('sidebar.scriptGenerator')}
              />
            </ul>

            <p className={styles.heading}>{t('sidebar.api')}</p>
            <ul className={styles.list}>
              <SidebarLink to={dashboardPath('services')} icon={LayoutGrid} label={t('sidebar.services')} />
              <SidebarLink to={dashboardPath('apiKeys')} icon={KeyRound} label={t('sidebar.apiKeys')} />
              <SidebarLink to={dashboardPath('credits')} icon={Coins} label={t('sidebar.credits')} />
              <SidebarLink to={dashboardPath('usage')} icon={ChartColumn} label={t('sidebar.usage')} />
              <SidebarLink to={dashboardPath('requestLog')} icon={ListOrdered} label={t('sidebar.requestLog')} />
              <SidebarLink to={dashboardPath('playground')} icon={SquareTerminal} label={t('sidebar.playground')} />
              <SidebarLink to={dashboardPath('documentation')} icon={BookOpen} label={t('sidebar.documentation')} />
            </ul>
          </nav>

          <div className={styles.footer}>
            {/* The same selector as the site's: a change is saved to the profile (lib/language-sync). */}
            <div className={styles.language} data-testid="dashboard-language">
              <LanguageSelector block />
            </div>
            <ul className={styles.list}>
              <SidebarLink to={dashboardPath('profile')} icon={UserRound} label={t('sidebar.profile')} />
              <li>
                <button
                  type="button"
                  className={cx(styles.link, styles.logout)}
                  disabled={loggingOut}
                  title={t('sidebar.logout')}
                  onClick={() => {
                    setLoggingOut(true);
                    void logout();
                  }}
                >
                  <LogOut className={styles.icon} size={20} aria-hidden="true" />
                  <span className={styles.label}>{t('sidebar.logout')}</span>
                </button>
              </li>
            </ul>
          </div>
        </div>
      </aside>
    </>
  );
}
