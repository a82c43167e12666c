import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { changeLanguage, i18n, initI18n, type Language } from '../../../../web/src/i18n/index.js';

/** Shows where the app navigated to, so tests can assert redirects. */
function Destination() {
  const location = useLocation();
  return (
    <p data-testid="destination">
      {location.pathname}
      {location.search}
    </p>
  );
}

export interface RenderOptions {
  readonly path?: string;
  /** The URL the router starts at (may carry a query and a fragment). */
  readonly url?: string;
  readonly state?: unknown;
  readonly language?: Language;
}

/** Renders `element` at `path` inside the app's providers; every other path renders a Destination marker. */
export async function renderRoute(element: ReactElement, options: RenderOptions = {}) {
  await initI18n();
  await changeLanguage(options.language ?? 'pt');
  const path = options.path ?? '/';
  const url = new URL(options.url ?? path, 'http://127.0.0.1');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter
          initialEntries={[{ pathname: url.pathname, search: url.search, hash: url.hash, state: options.state }]}
        >
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<Destination />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient };
}
