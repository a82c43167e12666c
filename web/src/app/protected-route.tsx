import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/spinner.js';
import { paths } from '../config/paths.js';
import { useT } from '../i18n/use-t.js';
import { useSession } from '../lib/auth.js';

/** Renders its children only with a session; shows a loading message while checking, else goes to /login. */
export function ProtectedRoute({ children }: { readonly children: ReactNode }) {
  const t = useT();
  const location = useLocation();
  const session = useSession();
  if (session.isPending) return <Spinner centered size="lg" label={t('auth.checking')} />;
  if (!session.data) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
