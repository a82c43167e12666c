import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { listServices } from '../../../../shared/catalogue/index.js';
import type { Profile } from '../../../../web/src/features/dashboard/api/schemas.js';
import { ProfileContext } from '../../../../web/src/features/dashboard/components/layout/profile-context.js';
import { dashboardCatalogue } from '../../../../web/src/features/dashboard/i18n/register.js';
import DashboardRoutes from '../../../../web/src/features/dashboard/routes.js';
import { changeLanguage, i18n, initI18n, type Language } from '../../../../web/src/i18n/index.js';

/**
 * Component tests drive the real fetchers, API client and query hooks: only `fetch` is replaced, by a router
 * of canned answers keyed by `METHOD /path` (the query string is ignored unless the handler reads it).
 */
export interface Reply {
  readonly status?: number;
  readonly body?: unknown;
}
export type Answer = Reply | ((request: Request) => Reply | Promise<Reply>);

export interface FetchMock {
  readonly calls: Request[];
  /** Replace or add an answer while the test runs. */
  readonly set: (route: string, answer: Answer) => void;
}

export const webConfig = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_LocalDev1',
  userPoolClientId: 'localclient0000000000000000',
  apiBase: '/api',
  stage: 'test',
};

export const mockFetch = (routes: Record<string, Answer>): FetchMock => {
  // The keys page's list (docs/keys.md) is on the API key page too: answered empty unless a test says otherwise.
  const table = new Map<string, Answer>(
    Object.entries({
      'GET /config.json': { body: webConfig },
      'GET /api/user/keys': { body: { items: [], limit: 5 } },
      ...routes,
    }),
  );
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(
        new URL(String(input instanceof Request ? input.url : input), 'http://127.0.0.1'),
        init,
      );
      calls.push(request);
      const url = new URL(request.url);
      const answer = table.get(`${request.method} ${url.pathname}`);
      if (answer === undefined) return new Response(JSON.stringify({ code: 'not_found' }), { status: 404 });
      const reply = typeof answer === 'function' ? await answer(request.clone()) : answer;
      const status = reply.status ?? 200;
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status,
        headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
      });
    }),
  );
  return { calls, set: (route, answer) => table.set(route, answer) };
};

/** A request the page made, by method and path. */
export const callsTo = (mock: FetchMock, method: string, path: string): Request[] =>
  mock.calls.filter((r) => r.method === method && new URL(r.url).pathname === path);

export const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'user-1',
  name: 'Maria Silva',
  email: 'maria@example.test',
  credits: 20,
  plano: 0,
  created_at: '2026-01-05T10:00:00.000Z',
  pending_welcome_credits: 0,
  ...overrides,
});

export const balance = (value = 20) => ({
  id: 'key_1',
  user_id: 'user-1',
  token: '••••abcdefghijkl',
  name: 'API Key Principal',
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  last_used_at: null,
  expires_at: null,
  revoked: false,
  saldo: value,
  balance: value,
  credits: value,
  status: 'Active',
});

export const fullKey = 'alq_live_ABCDEFGHIJKLMNOPQRSTUVWXyz123456';

export const apiKey = (overrides: Record<string, unknown> = {}) => ({
  id: 'key_1',
  user_id: 'user-1',
  name: 'API Key Principal',
  token: fullKey,
  masked: `••••${fullKey.slice(-12)}`,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  last_used_at: null,
  expires_at: null,
  revoked: false,
  ...overrides,
});

/** The real catalogue, as `GET /api/services` answers it. */
export const services = () => listServices();

export interface RenderOptions {
  readonly path?: string;
  /** Route pattern the element is mounted at (default: the path without its query). */
  readonly route?: string;
  readonly profile?: Profile | null;
  readonly language?: Language;
}

export const setupI18n = async (language: Language = 'pt'): Promise<void> => {
  await initI18n();
  dashboardCatalogue.register();
  await changeLanguage(language);
};

/** Renders a dashboard page with i18n, a fresh query client, a router and the shell's profile context. */
export const renderPage = async (ui: ReactNode, options: RenderOptions = {}) => {
  await setupI18n(options.language);
  const path = options.path ?? '/dashboard';
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <ProfileContext.Provider value={options.profile === undefined ? profile() : options.profile}>
            <Routes>
              <Route path={options.route ?? path.split('?')[0]} element={ui} />
              <Route path="/login" element={<p>login page</p>} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
          </ProfileContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, client };
};

/**
 * The calls the dashboard shell makes on any page, answered for a user with 20 credits and no usage yet;
 * `overrides` replace or add answers.
 */
export const mockShellApi = (overrides: Record<string, Answer> = {}): FetchMock =>
  mockFetch({
    'GET /api/user/profile': { body: { ...profile(), role: 'user', updated_at: '' } },
    'GET /api/user/balance': { body: balance(20) },
    'GET /api/user/api-key': { body: apiKey() },
    'GET /api/user/usage': { body: { items: [], nextCursor: null } },
    'GET /api/services': { body: services() },
    ...overrides,
  });

/** Renders the whole dashboard (its shell and routes) at `path`; the sign-in page and the landing are placeholders. */
export const renderDashboard = async (path = '/dashboard', language: Language = 'pt') => {
  await setupI18n(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/*" element={<DashboardRoutes />} />
            <Route path="/login" element={<p>login page</p>} />
            <Route path="/" element={<p>landing page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
};
