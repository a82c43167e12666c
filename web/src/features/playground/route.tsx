import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/spinner.js';

/** The playground loads on demand, with its catalogs and the operation table's schemas. */
const PlaygroundPage = lazy(() => import('./components/playground-page.js'));

export function PlaygroundRoute() {
  return (
    <Suspense fallback={<Spinner centered size="lg" />}>
      <PlaygroundPage />
    </Suspense>
  );
}
