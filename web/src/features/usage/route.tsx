import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/spinner.js';

/** The charts load on demand (their SVG and catalogues stay out of the dashboard's first screen). */
const UsagePage = lazy(() => import('./components/usage-page.js'));

export function UsageRoute() {
  return (
    <Suspense fallback={<Spinner centered size="lg" />}>
      <UsagePage />
    </Suspense>
  );
}
