import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ErrorBoundary } from '../app/error-boundary.js';
import { AppRoutes } from '../app/router.js';
import { Spinner } from '../components/spinner.js';
import { changeLanguage, i18n, initI18n, type Language, localeTags } from '../i18n/index.js';
import { documentTitle } from '../i18n/use-document-title.js';
import { createQueryClient } from '../lib/query-client.js';
import { prerenderedPath } from './state.js';

export interface PrerenderedPage {
  /** The markup of `#root`, as the client's first render (hydration) produces it. */
  readonly html: string;
  /** The document title the landing sets once running. */
  readonly title: string;
  /** The `lang` attribute of `<html>`. */
  readonly lang: string;
  /** Its language, as the app names it. */
  readonly language: Language;
}

/**
 * The landing page rendered to HTML in `language`, with what the client's first render has: no session yet, the
 * catalogue and plans still loading. Built by web/scripts/prerender.ts through Vite (same CSS-module class names
 * as the client bundle). `prerender` (react-dom/static) waits for every Suspense boundary, so the markup is the
 * whole page, never a fallback, with the boundary markers `hydrateRoot` and the landing's islands (islands.tsx)
 * hydrate against. The provider tree is `AppProvider`'s with a memory router in place of the browser's; neither
 * renders markup.
 */
export async function renderLanding(language: Language): Promise<PrerenderedPage> {
  await initI18n();
  // Whatever language the build machine reports: this language's catalogues, loaded as the app loads them.
  await changeLanguage(language);
  if (i18n.language !== language) throw new Error(`The ${language} catalogue did not load`);
  const { prelude } = await prerender(
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
    // Every boundary inline, however large: an outlined one would be completed by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (/<script\b/i.test(html)) throw new Error('The prerendered landing holds a script (the CSP refuses inline ones)');
  return { html, title: documentTitle(i18n.t('hero.tagline')), lang: localeTags[language], language };
}

/** Every language the landing is prerendered in, the default one (the one `#root` holds) first. */
export { languages as landingLanguages } from '../i18n/languages.js';
