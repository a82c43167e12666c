import {
  AudioLines,
  BookOpen,
  Coins,
  ExternalLink,
  ImagePlus,
  KeyRound,
  LayoutDashboard,
  LayoutGrid,
  LogOut,
  type LucideIcon,
  PanelLeftClose,
  PanelLeftOpen,
  ScrollText,
  UserRound,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../../components/cx.js';
import { Logo } from '../../../../components/logo.js';
import { useDocsUrl } from '../../hooks/use-docs-url.js';
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
  readonly onCloseDrawer: () => void;
}

/** Navigation of the dashboard (spec §2 Dashboard shell): headings Ferramentas and API, docs, logout. */
export function Sidebar({ collapsed, onToggleCollapsed, drawerOpen, onCloseDrawer }: SidebarProps) {
  const t = useDashboardT();
  const docsUrl = useDocsUrl();
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);
  const CollapseIcon: LucideIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <>
      {drawerOpen ? <div className={styles.backdrop} onClick={onCloseDrawer} aria-hidden="true" /> : null}
      <aside
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
              type="button"
              className={cx(styles.iconButton, styles.closeButton)}
              onClick={onCloseDrawer}
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
              <li>
                <span
                  className={cx(styles.link, styles.disabled)}
                  aria-disabled="true"
                  title={`${t('sidebar.scriptGenerator')} (${t('sidebar.comingSoon')})`}
                >
                  <ScrollText className={styles.icon} size={20} aria-hidden="true" />
                  <span className={styles.label}>
                    {t('sidebar.scriptGenerator')}
                    <span className={styles.soon}>{t('sidebar.comingSoon')}</span>
                  </span>
                </span>
              </li>
            </ul>

            <p className={styles.heading}>{t('sidebar.api')}</p>
            <ul className={styles.list}>
              <SidebarLink to={dashboardPath('services')} icon={LayoutGrid} label={t('sidebar.services')} />
              <SidebarLink to={dashboardPath('apiKeys')} icon={KeyRound} label={t('sidebar.apiKeys')} />
              <SidebarLink to={dashboardPath('credits')} icon={Coins} label={t('sidebar.credits')} />
              <li>
                <a
                  className={styles.link}
                  href={docsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={t('sidebar.documentation')}
                >
                  <BookOpen className={styles.icon} size={20} aria-hidden="true" />
                  <span className={styles.label}>
                    {t('sidebar.documentation')}
                    <span className={styles.visuallyHidden}> {t('sidebar.newTab')}</span>
                  </span>
                  <ExternalLink className={styles.trailing} size={14} aria-hidden="true" />
                </a>
              </li>
            </ul>
          </nav>

          <div className={styles.footer}>
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
