import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../../../web/src/features/dashboard/components/home/home-page.js';
import { balance, mockFetch, profile, renderPage, services } from './helpers.js';

afterEach(() => vi.unstubAllGlobals());

describe('Home dashboard', () => {
  it('greets the user by name and shows credits, key status Active and the available-services count', async () => {
    const all = services();
    mockFetch({ 'GET /api/user/balance': { body: balance(20) }, 'GET /api/services': { body: all } });
    await renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Olá, Maria Silva!');
    await waitFor(() => expect(screen.getByTestId('home-credits').textContent).toBe('20'));
    expect(screen.getByText('Ativa')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('home-services').textContent).toBe(String(all.filter((s) => !s.coming_soon).length)),
    );
  });

  it('falls back to Usuário without a name', async () => {
    mockFetch({ 'GET /api/user/balance': { body: balance(20) }, 'GET /api/services': { body: [] } });
    await renderPage(<HomePage />, { profile: profile({ name: '' }) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Olá, Usuário!');
  });

  it('lists at most 3 popular services and shows the 3 quick-start steps', async () => {
    const all = services().map((s) => ({ ...s, popular: true }));
    mockFetch({ 'GET /api/user/balance': { body: balance(20) }, 'GET /api/services': { body: all } });
    await renderPage(<HomePage />);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Experimentar' })).toHaveLength(3));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('"Try it" opens the playground on that service, where the call runs with the key', async () => {
    mockFetch({ 'GET /api/user/balance': { body: balance(20) }, 'GET /api/services': { body: services() } });
    await renderPage(<HomePage />, { language: 'en' });
    const links = await screen.findAllByRole('link', { name: 'Try it' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/dashboard\/playground\?service=[\w-]+$/);
  });

  it('shows the catalogue error instead of popular services', async () => {
    mockFetch({ 'GET /api/user/balance': { body: balance(20) }, 'GET /api/services': { status: 503, body: {} } });
    await renderPage(<HomePage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Falha ao carregar serviços');
  });
});
