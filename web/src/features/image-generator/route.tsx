import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/spinner.js';

/** The generator loads on demand, with its own catalogs and fflate; the dashboard shell stays in place meanwhile. */
const ImageGeneratorPage = lazy(() => import('./components/image-generator-page.js'));

export function ImageGeneratorRoute() {
  return (
    <Suspense fallback={<Spinner centered size="lg" />}>
      <ImageGeneratorPage />
    </Suspense>
  );
}
