import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreditsPage } from '../../../../web/src/features/dashboard/components/credits/credits-page.js';
import { balance, callsTo, mockFetch, profile, renderPage } from './helpers.js';

const path = '/dashboard/creditos';

const entry = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `use_${n}`,
  created_at: new Date(Date.UTC(2026, 0, 30 - n, 12)).toISOString(),
  service_id: 'pdf-split',
  operation_id: 'pdf.split',
  credits_used: 1,
  kind: 'charge',
  refunded: false,
  request_id: `req_${n}`,
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const rows = () => screen.getAllByRole('row').slice(1);

describe('Credits page', () => {
  it('shows the balance and 5 usage rows, then 5 more per "Ver mais", fetching the next page when needed', async () => {
    const first = Array.from({ length: 8 }, (_, i) => entry(i + 1));
    const second = Array.from({ length: 4 }, (_, i) => entry(i + 9));
    const api = mockFetch({
      'GET /api/user/balance': { body: balance(19) },
      'GET /api/user/usage': (request) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return {
          body: cursor === 'page2' ? { items: second, nextCursor: null } : { items: first, nextCursor: 'page2' },
        };
      },
    });
    await renderPage(<CreditsPage />, { path });
    await waitFor(() => expect(screen.getByTestId('credits-balance').textContent).toBe('19'));
    await waitFor(() => expect(rows()).toHaveLength(5));

    await userEvent.click(screen.getByRole('button', { name: 'Ver mais' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(callsTo(api, 'GET', '/api/user/usage')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Ver mais' }));
    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Ver mais' })).toBeNull();
  }, 20_000);

  it('names services from the catalogue, keeps unknown ids as they are and marks refunds', async () => {
    mockFetch({
      'GET /api/user/balance': { body: balance(20) },
      'GET /api/user/usage': {
        body: {
          items: [
            entry(1, { id: 'r', kind: 'refund', credits_used: -1, service_id: 'pdf-split' }),
            entry(2, { service_id: 'mystery-service', operation_id: 'mystery.op' }),
            entry(3),
          ],
          nextCursor: null,
        },
      },
    });
    await renderPage(<CreditsPage />, { path, language: 'en' });
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [refund, unknown, charge] = rows();
    expect(refund?.getAttribute('data-kind')).toBe('refund');
    expect(refund?.textContent).toContain('Refund');
    expect(refund?.textContent).toContain('+1');
    expect(unknown?.textContent).toContain('mystery-service');
    expect(charge?.textContent).toContain('Split PDF');
    expect(charge?.textContent).toContain('−1');
  });

  it('shows the loading state, then the error as "Erro: …"', async () => {
    let fail: (() => void) | undefined;
    mockFetch({
      'GET /api/user/balance': { body: balance(20) },
      'GET /api/user/usage': () =>
        new Promise((resolve) => {
          fail = () => resolve({ status: 500, body: { code: 'internal_error' } });
        }),
    });
    await renderPage(<CreditsPage />, { path });
    expect(await screen.findByText('Carregando dados de uso...')).toBeTruthy();
    await waitFor(() => expect(fail).toBeDefined());
    fail?.();
    expect(
      await screen.findByText('Erro: Erro ao carregar dados de uso. Por favor, tente novamente mais tarde.'),
    ).toBeTruthy();
  });

  it('shows the empty history', async () => {
    mockFetch({
      'GET /api/user/balance': { body: balance(20) },
      'GET /api/user/usage': { body: { items: [], nextCursor: null } },
    });
    await renderPage(<CreditsPage />, { path });
    expect(await screen.findByText('Nenhum uso registrado ainda.')).toBeTruthy();
  });

  it('without a plan, "buy extra credits" says plainly that a plan comes first, stays, and offers the plans', async () => {
    const api = mockFetch({
      'GET /api/user/balance': { body: balance(20) },
      'GET /api/user/usage': { body: { items: [], nextCursor: null } },
    });
    await renderPage(<CreditsPage />, { path, profile: profile({ plano: 0 }) });
    await screen.findByText('Nenhum uso registrado ainda.');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Comprar créditos extras' }));
    expect(screen.getByText('Somente para assinantes. Por favor, escolha um plano.')).toBeTruthy();
    // Not a toast that vanishes: still there long after.
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Somente para assinantes. Por favor, escolha um plano.')).toBeTruthy();
    expect(screen.getByText(/assine um dos planos abaixo/)).toBeTruthy();
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Ver planos' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Planos', level: 2 }));
    expect(callsTo(api, 'POST', '/api/billing/checkout')).toHaveLength(0);
  });

  it('marks the current plan (plano as a string too) and lets subscribers buy the pack', async () => {
    const api = mockFetch({
      'GET /api/user/balance': { body: balance(20) },
      'GET /api/user/usage': { body: { items: [], nextCursor: null } },
      'POST /api/billing/checkout': { body: { url: 'http://127.0.0.1/checkout/cs_1', sessionId: 'cs_1' } },
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await renderPage(<CreditsPage />, { path, profile: profile({ plano: '2' }) });
    await screen.findByText('Nenhum uso registrado ainda.');

    const current = screen.getByRole('button', { name: 'Plano Atual' });
    expect(current.hasAttribute('disabled')).toBe(true);
    expect(current.closest('[data-plan]')?.getAttribute('data-plan')).toBe('2');
    expect(screen.getAllByRole('button', { name: 'Escolher Plano' })).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Comprar créditos extras' }));
    // The tab opens only once the API has answered, straight at the checkout URL (never blank).
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://127.0.0.1/checkout/cs_1', '_blank'));
    expect(open).toHaveBeenCalledOnce();
    expect(await callsTo(api, 'POST', '/api/billing/checkout')[0]?.json()).toEqual({ pack: 'extra', locale: 'pt' });
    expect(tab.opener).toBeNull();
  });

  it('opens no tab when checkout answers 503 engine_unavailable, and explains it inside the chosen plan', async () => {
    mockFetch({
      'GET /api/user/balance': { body: balance(20) },
      'GET /api/user/usage': { body: { items: [], nextCursor: null } },
      'POST /api/billing/checkout': {
        status: 503,
        body: { code: 'engine_unavailable', detail: 'payments not configured' },
      },
    });
    const open = vi.spyOn(window, 'open');
    await renderPage(<CreditsPage />, { path, language: 'en' });
    await screen.findByText('No usage recorded yet.');
    const plans = screen.getAllByRole('button', { name: 'Choose Plan' });
    await userEvent.click(plans[0] as HTMLElement);
    const message = await screen.findByText(
      'Payments are not configured in this environment yet. Please try again later.',
    );
    expect(open).not.toHaveBeenCalled();
    // Beside the button that was pressed, not at the top of the page.
    expect(message.closest('[data-plan]')?.getAttribute('data-plan')).toBe('1');
    expect(within(document.body).queryByText('Current Plan')).toBeNull();
  });
});
