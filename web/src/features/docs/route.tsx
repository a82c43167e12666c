import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/spinner.js';

/** The public documentation's URL (no sign-in). */
export const publicDocsPath = '/docs';

// Both pages load on demand with the docs' catalogs and the operation table; the landing and the dashboard home
// do not grow.
const DashboardDocsPage = lazy(() => import('./components/dashboard-docs-page.js'));
const PublicDocsPage = lazy(() => import('./components/public-docs-page.js'));

/** /dashboard/documentacao (inside the dashboard shell). */
export function DocsRoute() {
  return (
    <Suspense fallback={<Spinner centered size="lg" />}>
      <DashboardDocsPage />
    </Suspense>
  );
}

/** /docs, public. */
export function PublicDocsRoute() {
  return (
    <Suspense fallback={<Spinner centered size="lg" />}>
      <PublicDocsPage />
    </Suspense>
  );
}
