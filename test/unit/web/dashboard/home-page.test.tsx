import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Experimentar' })).toHaveLength(3));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  });

  it("opens the try modal with the operation's endpoint, parameters and cURL-first examples", async () => {
    mockFetch({ 'GET /api/user/balance': { body: balance(20) }, 'GET /api/services': { body: services() } });
    await renderPage(<HomePage />, { language: 'en' });
    const [first] = await screen.findAllByRole('button', { name: 'Try it' });
    await userEvent.click(first as HTMLElement);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('POST')).toBeTruthy();
    expect(within(dialog).getAllByText(/Required|Optional/).length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('tab', { name: 'cURL' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('tabpanel').textContent).toContain('curl');
    // Only the services page adds the Additional Information box.
    expect(within(dialog).queryByText('Additional information')).toBeNull();
  });

  it('says documentation is coming soon for a service without an operation', async () => {
    const [first] = services();
    if (!first) throw new Error('empty catalogue');
    const soon = { ...first, id: 'ai-training', name: 'Treinamento de IA', popular: true, coming_soon: true };
    mockFetch({ 'GET /api/user/balance': { body: balance(20) }, 'GET /api/services': { body: [soon] } });
    await renderPage(<HomePage />, { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try it' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Documentation coming soon.')).toBeTruthy();
    expect(within(dialog).getAllByText('Coming soon').length).toBeGreaterThan(0);
  });

  it('shows the catalogue error instead of popular services', async () => {
    mockFetch({ 'GET /api/user/balance': { body: balance(20) }, 'GET /api/services': { status: 503, body: {} } });
    await renderPage(<HomePage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Falha ao carregar serviços');
  });
});
