import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ErrorBoundary } from '../app/error-boundary.js';
import { AppRoutes } from '../app/router.js';
import { Spinner } from '../components/spinner.js';
import { i18n, initI18n, localeTags } from '../i18n/index.js';
import { documentTitle } from '../i18n/use-document-title.js';
import { createQueryClient } from '../lib/query-client.js';
import { prerenderedLanguage, prerenderedPath } from './state.js';

export interface PrerenderedPage {
  /** The markup of `#root`, as the client's first render (hydration) produces it. */
  readonly html: string;
  /** The document title the landing sets once running. */
  readonly title: string;
  /** The `lang` attribute of `<html>`. */
  readonly lang: string;
}

/**
 * The landing page rendered to HTML, in the default language, with what the client's first render has: no
 * session yet, the catalogue and plans still loading. Built by web/scripts/prerender.ts through Vite (same
 * aliases and CSS-module class names as the client bundle), where `react-dom/server` is Preact's renderer. The
 * provider tree is `AppProvider`'s with a memory router in place of the browser's; neither renders markup.
 */
export async function renderLanding(): Promise<PrerenderedPage> {
  await initI18n();
  // Whatever language the build machine reports, the prerendered page is in the default one.
  await i18n.changeLanguage(prerenderedLanguage);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[prerenderedPath]}>
            <ErrorBoundary>
              <Suspense fallback={<Spinner centered size="lg" />}>
                <AppRoutes />
              </Suspense>
            </ErrorBoundary>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  return { html, title: documentTitle(i18n.t('hero.tagline')), lang: localeTags[prerenderedLanguage] };
}
