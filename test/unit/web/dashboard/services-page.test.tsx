import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServicesPage } from '../../../../web/src/features/dashboard/components/services/services-page.js';
import { mockFetch, renderPage, services } from './helpers.js';

afterEach(() => vi.unstubAllGlobals());

const cards = () => Array.from(document.querySelectorAll('[data-service]'));

describe('Services page', () => {
  it('shows the loading state, then every service of the catalogue as a card', async () => {
    mockFetch({ 'GET /api/services': { body: services() } });
    await renderPage(<ServicesPage />, { path: '/dashboard/servicos' });
    expect(screen.getByText('Carregando serviços...')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(services().length));
  });

  it('shows the spec error message when the catalogue fails', async () => {
    mockFetch({ 'GET /api/services': { status: 500, body: { code: 'internal_error' } } });
    await renderPage(<ServicesPage />, { path: '/dashboard/servicos' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Falha ao carregar serviços. Por favor, tente novamente mais tarde.',
    );
  });

  it('searches names and descriptions case-insensitively and shows the empty state when nothing matches', async () => {
    mockFetch({ 'GET /api/services': { body: services() } });
    await renderPage(<ServicesPage />, { path: '/dashboard/servicos' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const search = screen.getByLabelText('Buscar serviços');

    await userEvent.type(search, 'JUNTAR PDFS');
    expect(cards().map((c) => c.getAttribute('data-service'))).toEqual(['pdf-merge']);

    await userEvent.clear(search);
    await userEvent.type(search, 'ÚNICO DOCUMENTO');
    expect(cards().map((c) => c.getAttribute('data-service'))).toEqual(['pdf-merge']);

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz-nothing');
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('Nenhum serviço encontrado')).toBeTruthy();
  });

  it('presets the category from ?category= and offers one chip per loaded category', async () => {
    const all = services();
    mockFetch({ 'GET /api/services': { body: all } });
    await renderPage(<ServicesPage />, { path: '/dashboard/servicos?category=pdf', route: '/dashboard/servicos' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(cards()).toHaveLength(all.filter((s) => s.category === 'pdf').length);

    const chips = within(screen.getByRole('group', { name: 'Filtrar por categoria' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['Todos', ...new Set(all.map((s) => s.category_label))]);
    expect(screen.getByRole('button', { name: 'PDF' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Todos' }));
    expect(cards()).toHaveLength(all.length);
  });

  it('badges popular services and dims coming-soon ones', async () => {
    const list = services().slice(0, 2);
    const [first, second] = list;
    if (!first || !second) throw new Error('catalogue too small');
    mockFetch({
      'GET /api/services': {
        body: [
          { ...first, popular: true, coming_soon: false },
          { ...second, popular: false, coming_soon: true },
        ],
      },
    });
    await renderPage(<ServicesPage />, { path: '/dashboard/servicos' });
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [popular, soon] = cards();
    expect(popular?.textContent).toContain('Popular');
    expect(soon?.textContent).toContain('Em breve');
    expect(soon?.className).toMatch(/dimmed/);
    expect(popular?.className).not.toMatch(/dimmed/);
  });

  it('opens the detail modal from a card, with how-to-use and the Additional Information box', async () => {
    mockFetch({ 'GET /api/services': { body: services() } });
    await renderPage(<ServicesPage />, { path: '/dashboard/servicos', language: 'en' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await userEvent.click(cards()[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Merge PDFs' });
    expect(within(dialog).getByText('Additional information')).toBeTruthy();
    expect(within(dialog).getByText('/api/pdf/merge')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['cURL', 'JavaScript', 'Python', 'PHP', 'HTTP']);
    expect(within(dialog).getByRole('tab', { name: 'cURL' }).getAttribute('aria-selected')).toBe('true');
  });
});
