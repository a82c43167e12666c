import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/spinner.js';

/** The generator loads on demand, with its own catalogs; the dashboard shell stays in place meanwhile. */
const ScriptGeneratorPage = lazy(() => import('./components/script-generator-page.js'));

export function ScriptGeneratorRoute() {
  return (
    <Suspense fallback={<Spinner centered size="lg" />}>
      <ScriptGeneratorPage />
    </Suspense>
  );
}
