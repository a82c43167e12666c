import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/spinner.js';

/** The request log loads on demand, with its own catalogues; the dashboard shell stays in place meanwhile. */
const RequestLogPage = lazy(() => import('./components/request-log-page.js'));

export function RequestLogRoute() {
  return (
    <Suspense fallback={<Spinner centered size="lg" />}>
      <RequestLogPage />
    </Suspense>
  );
}
