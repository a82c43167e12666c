import { Menu } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Logo } from '../../../../components/logo.js';
import { Spinner } from '../../../../components/spinner.js';
import { paths } from '../../../../config/paths.js';
import { useT } from '../../../../i18n/use-t.js';
import { ApiError } from '../../../../lib/api-client.js';
import { useProfile } from '../../api/profile.js';
import { useFocusHeading } from '../../hooks/use-focus-heading.js';
import { useSidebarCollapsed } from '../../hooks/use-sidebar-collapsed.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import styles from './dashboard-layout.module.css';
import { EmailVerificationBanner } from './email-verification-banner.js';
import { ProfileContext } from './profile-context.js';
import { Sidebar } from './sidebar.js';
import { useDashboardTitle } from './use-dashboard-title.js';

/**
 * The signed-in shell: loads the profile on entry (a loading message meanwhile), hands it to the pages through
 * ProfileContext, and frames them with the sidebar. Below 768 px the sidebar becomes a drawer. While the welcome
 * credits wait for the e-mail to be verified, every page opens with the banner that says so.
 */
export function DashboardLayout() {
  const t = useDashboardT();
  const profile = useProfile();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const common = useT();
  const menuButton = useRef<HTMLButtonElement>(null);
  useDashboardTitle();
  useFocusHeading('dashboard-content', pathname);

  // Following a link inside the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every path change.
  useEffect(() => setDrawerOpen(false), [pathname]);

  // Escape or the close button: back to the button that opened the drawer (WAI-ARIA dialog pattern), once the
  // drawer has closed and the page behind it is no longer inert.
  const returnFocus = useRef(false);
  const closeDrawer = (toMenuButton: boolean) => {
    returnFocus.current = toMenuButton;
    setDrawerOpen(false);
  };
  useEffect(() => {
    if (drawerOpen || !returnFocus.current) return;
    returnFocus.current = false;
    menuButton.current?.focus();
  }, [drawerOpen]);

  useEffect(() => {
    // A failed profile load is only logged (docs/product.md#dashboard); pages load what they need themselves.
    if (profile.error) console.error('Erro ao buscar perfil:', profile.error);
  }, [profile.error]);

  if (profile.isPending) return <Spinner centered size="lg" label={t('sidebar.loadingProfile')} />;
  if (profile.error instanceof ApiError && profile.error.status === 401) return <Navigate to={paths.login} replace />;
  const pendingCredits = profile.data?.pending_welcome_credits ?? 0;

  return (
    <ProfileContext.Provider value={profile.data ?? null}>
      <a className="skip-link" href="#dashboard-content">
        {common('common.skipToContent')}
      </a>
      <div className={styles.shell} data-collapsed={collapsed}>
        <Sidebar
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed(!collapsed)}
          drawerOpen={drawerOpen}
          onCloseDrawer={closeDrawer}
        />
        <div className={styles.main}>
          <header className={styles.mobileBar}>
            <button
              ref={menuButton}
              type="button"
              className={styles.menuButton}
              onClick={() => setDrawerOpen(true)}
              aria-label={t('sidebar.openMenu')}
              aria-expanded={drawerOpen}
            >
              <Menu size={22} aria-hidden="true" />
            </button>
            <Logo size={28} />
          </header>
          <main className={styles.content} id="dashboard-content" tabIndex={-1}>
            {pendingCredits > 0 && profile.data ? (
              <EmailVerificationBanner credits={pendingCredits} email={profile.data.email} />
            ) : null}
            {/* Each screen's code loads when it is first opened (routes.tsx): the frame stays meanwhile. */}
            <Suspense fallback={<Spinner centered size="lg" />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </ProfileContext.Provider>
  );
}
