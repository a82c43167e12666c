import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/spinner.js';

/** The tool's page loads on demand, with its own catalogs; the dashboard shell stays in place meanwhile. */
const TextToSpeechPage = lazy(() => import('./components/text-to-speech-page.js'));

export function TextToSpeechRoute() {
  return (
    <Suspense fallback={<Spinner centered size="lg" />}>
      <TextToSpeechPage />
    </Suspense>
  );
}
