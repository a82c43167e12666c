import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sidebarStorageKey } from '../../../../web/src/features/dashboard/hooks/use-sidebar-collapsed.js';
import DashboardRoutes from '../../../../web/src/features/dashboard/routes.js';
import { i18n } from '../../../../web/src/i18n/index.js';
import { apiKey, balance, mockFetch, profile, services, setupI18n } from './helpers.js';

afterEach(() => vi.unstubAllGlobals());

const api = (overrides: Parameters<typeof mockFetch>[0] = {}) =>
  mockFetch({
    'GET /api/user/profile': { body: { ...profile(), role: 'user', updated_at: '' } },
    'GET /api/user/balance': { body: balance(20) },
    'GET /api/user/api-key': { body: apiKey() },
    'GET /api/user/usage': { body: { items: [], nextCursor: null } },
    'GET /api/services': { body: services() },
    ...overrides,
  });

const renderShell = async (path: string) => {
  await setupI18n('pt');
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

describe('Dashboard shell', () => {
  it('shows a loading message while the profile loads, then the page with the profile', async () => {
    api();
    await renderShell('/dashboard');
    expect(screen.getByText('Carregando seu painel...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Olá, Maria Silva!' })).toBeTruthy();
  });

  it('has the Ferramentas and API headings, the spec links and highlights the current one', async () => {
    api();
    await renderShell('/dashboard/creditos');
    await screen.findByRole('heading', { name: 'Meus Créditos', level: 1 });
    const nav = screen.getByRole('complementary', { name: 'Menu do dashboard' });
    expect(nav.textContent).toContain('Ferramentas');
    expect(nav.textContent).toContain('API');
    const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/dashboard/gerador-imagens',
        '/dashboard/texto-para-fala',
        '/dashboard/servicos',
        '/dashboard/api-keys',
        '/dashboard/creditos',
        '/dashboard/perfil',
        '/dashboard/gerador-roteiro',
        '/dashboard/playground',
        '/dashboard/documentacao',
      ]),
    );
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.getAttribute('href')).toBe('/dashboard/creditos');
    // Every tool is built: nothing in the menu is a dead "coming soon" entry.
    expect(nav.querySelector('[aria-disabled="true"]')).toBeNull();
  });

  it('opens the documentation page inside the dashboard, never raw JSON in a new tab', async () => {
    api();
    await renderShell('/dashboard');
    const docs = await screen.findByRole('link', { name: /Documentação/ });
    expect(docs.getAttribute('href')).toBe('/dashboard/documentacao');
    expect(docs.getAttribute('target')).toBeNull();
  });

  it('collapses the sidebar and remembers it in localStorage', async () => {
    api();
    await renderShell('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Recolher menu' }));
    expect(localStorage.getItem(sidebarStorageKey)).toBe('true');
    expect(screen.getByRole('button', { name: 'Expandir menu' })).toBeTruthy();
  });

  it('starts collapsed when the stored state says so', async () => {
    localStorage.setItem(sidebarStorageKey, 'true');
    api();
    await renderShell('/dashboard');
    expect(await screen.findByRole('button', { name: 'Expandir menu' })).toBeTruthy();
  });

  it('still shows the page when the profile fails (only logged), greeting with the fallback name', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api({ 'GET /api/user/profile': { status: 500, body: { code: 'internal_error' } } });
    await renderShell('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Olá, Usuário!' })).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });

  it('shows tools that are not built yet as not available, inside the shell', async () => {
    api();
    await renderShell('/dashboard/playground');
    expect(await screen.findByText(/Esta ferramenta ainda não está disponível/)).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Menu do dashboard' })).toBeTruthy();
  });

  it('logs out to /login even when the auth service is unreachable', async () => {
    api({ 'GET /config.json': { status: 500, body: {} } });
    localStorage.setItem('CognitoIdentityServiceProvider.client.user.accessToken', 'stale');
    await renderShell('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }, { timeout: 15_000 }));
    expect(await screen.findByText('login page', {}, { timeout: 15_000 })).toBeTruthy();
    expect(localStorage.getItem('CognitoIdentityServiceProvider.client.user.accessToken')).toBeNull();
  });
});
