import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sidebarStorageKey } from '../../../../web/src/features/dashboard/hooks/use-sidebar-collapsed.js';
import { mockShellApi, renderDashboard } from './helpers.js';

afterEach(() => vi.unstubAllGlobals());

describe('Dashboard shell', () => {
  it('shows a loading message while the profile loads, then the page with the profile', async () => {
    mockShellApi();
    await renderDashboard('/dashboard');
    expect(screen.getByText('Carregando seu painel...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Olá, Maria Silva!' })).toBeTruthy();
  });

  it('has the Ferramentas and API headings, the spec links and highlights the current one', async () => {
    mockShellApi();
    await renderDashboard('/dashboard/creditos');
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
    mockShellApi();
    await renderDashboard('/dashboard');
    const docs = await screen.findByRole('link', { name: /Documentação/ });
    expect(docs.getAttribute('href')).toBe('/dashboard/documentacao');
    expect(docs.getAttribute('target')).toBeNull();
  });

  it('collapses the sidebar and remembers it in localStorage', async () => {
    mockShellApi();
    await renderDashboard('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Recolher menu' }));
    expect(localStorage.getItem(sidebarStorageKey)).toBe('true');
    expect(screen.getByRole('button', { name: 'Expandir menu' })).toBeTruthy();
  });

  it('starts collapsed when the stored state says so', async () => {
    localStorage.setItem(sidebarStorageKey, 'true');
    mockShellApi();
    await renderDashboard('/dashboard');
    expect(await screen.findByRole('button', { name: 'Expandir menu' })).toBeTruthy();
  });

  it('still shows the page when the profile fails (only logged), greeting with the fallback name', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockShellApi({ 'GET /api/user/profile': { status: 500, body: { code: 'internal_error' } } });
    await renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Olá, Usuário!' })).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });

  it('shows tools that are not built yet as not available, inside the shell', async () => {
    mockShellApi();
    await renderDashboard('/dashboard/playground');
    expect(await screen.findByText(/Esta ferramenta ainda não está disponível/)).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Menu do dashboard' })).toBeTruthy();
  });

  it('logs out to /login even when the auth service is unreachable', async () => {
    mockShellApi({ 'GET /config.json': { status: 500, body: {} } });
    localStorage.setItem('CognitoIdentityServiceProvider.client.user.accessToken', 'stale');
    await renderDashboard('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }, { timeout: 15_000 }));
    expect(await screen.findByText('login page', {}, { timeout: 15_000 })).toBeTruthy();
    expect(localStorage.getItem('CognitoIdentityServiceProvider.client.user.accessToken')).toBeNull();
  });
});
