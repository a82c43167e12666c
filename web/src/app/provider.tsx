import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { Spinner } from '../components/spinner.js';
import { i18n } from '../i18n/index.js';
import { createQueryClient } from '../lib/query-client.js';
import { ErrorBoundary } from './error-boundary.js';

export interface AppProviderProps {
  readonly children: ReactNode;
  /** Tests pass their own client. */
  readonly queryClient?: QueryClient;
}

/** Everything the routes rely on: i18n, TanStack Query, the router and a fallback while lazy screens load. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <ErrorBoundary>
            <Suspense fallback={<Spinner centered size="lg" />}>{children}</Suspense>
          </ErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
