import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PaymentCancelledPage from '../../../../web/src/features/payment/components/payment-cancelled-page.js';
import PaymentSuccessPage from '../../../../web/src/features/payment/components/payment-success-page.js';
import { callsTo, mockFetch, renderPage } from '../dashboard/helpers.js';

const session = (overrides: Record<string, unknown> = {}) => ({
  id: 'cs_test_abc',
  status: 'complete',
  payment_status: 'paid',
  mode: 'subscription',
  amount_total: 19700,
  currency: 'brl',
  plan_id: 2,
  pack: false,
  created_at: '2026-11-20T15:30:00.000Z',
  balance: 10020,
  plano: 2,
  ...overrides,
});

const success = (query: string) => ({ path: `/payment-success${query}`, route: '/payment-success' });

afterEach(() => vi.unstubAllGlobals());

describe('Payment success page', () => {
  it('shows the plan, the amount from cents, the date and the current balance of a paid session', async () => {
    const api = mockFetch({ 'GET /api/checkout-session/cs_test_abc': { body: session() } });
    await renderPage(<PaymentSuccessPage />, success('?session_id=cs_test_abc&plan_id=2&user_id=acct_1'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeTruthy());
    expect(screen.getByTestId('payment-plan').textContent).toBe('Profissional');
    expect(screen.getByTestId('payment-amount').textContent?.replace(/\s/g, ' ')).toBe('R$ 197,00');
    expect(screen.getByTestId('payment-balance').textContent).toBe('10.020 créditos');
    expect(screen.getByText('20/11/2026, 15:30', { exact: false })).toBeTruthy();
    expect(callsTo(api, 'GET', '/api/checkout-session/cs_test_abc')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ver meus créditos' }).getAttribute('href')).toBe('/dashboard/creditos');
  });

  it('names the extra pack, and any plan id other than 1 or 2 as Empresarial (spec)', async () => {
    mockFetch({
      'GET /api/checkout-session/cs_pack': {
        body: session({ id: 'cs_pack', pack: true, plan_id: null, amount_total: 6900 }),
      },
    });
    await renderPage(<PaymentSuccessPage />, success('?session_id=cs_pack'));
    await waitFor(() => expect(screen.getByTestId('payment-plan').textContent).toBe('Créditos extras'));
    vi.unstubAllGlobals();
    mockFetch({ 'GET /api/checkout-session/cs_emp': { body: session({ id: 'cs_emp', plan_id: 3 }) } });
    await renderPage(<PaymentSuccessPage />, success('?session_id=cs_emp'));
    await waitFor(() => expect(screen.getAllByTestId('payment-plan').at(-1)?.textContent).toBe('Empresarial'));
  });

  it("shows 'ID da sessão não encontrado' without a session id, and asks nothing of the API", async () => {
    const api = mockFetch({});
    await renderPage(<PaymentSuccessPage />, success(''));
    expect(screen.getByRole('heading', { name: 'Ocorreu um erro' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('ID da sessão não encontrado');
    expect(screen.getByRole('link', { name: 'Voltar ao dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(api.calls.filter((r) => new URL(r.url).pathname.startsWith('/api/'))).toEqual([]);
  });

  it("shows 'Erro ao verificar status do pagamento' when the session cannot be read", async () => {
    mockFetch({ 'GET /api/checkout-session/cs_gone': { status: 404, body: { code: 'not_found', status: 404 } } });
    await renderPage(<PaymentSuccessPage />, success('?session_id=cs_gone'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Erro ao verificar status do pagamento'), {
      timeout: 4000,
    });
  });

  it("shows 'Pagamento não confirmado' unless payment_status is paid", async () => {
    mockFetch({ 'GET /api/checkout-session/cs_open': { body: session({ status: 'open', payment_status: 'unpaid' }) } });
    await renderPage(<PaymentSuccessPage />, success('?session_id=cs_open'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Pagamento não confirmado'));
  });

  it('speaks the chosen language', async () => {
    mockFetch({ 'GET /api/checkout-session/cs_test_abc': { body: session() } });
    await renderPage(<PaymentSuccessPage />, { ...success('?session_id=cs_test_abc'), language: 'en' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment confirmed!' })).toBeTruthy());
    expect(screen.getByTestId('payment-plan').textContent).toBe('Professional');
  });
});

describe('Payment cancelled page', () => {
  it('says nothing was charged and links back to the credits page', async () => {
    mockFetch({});
    await renderPage(<PaymentCancelledPage />, { path: '/payment-cancelled' });
    expect(screen.getByRole('heading', { name: 'Pagamento Cancelado' })).toBeTruthy();
    expect(screen.getByText('Nenhum valor foi cobrado em seu cartão.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para Meus Créditos' }).getAttribute('href')).toBe(
      '/dashboard/creditos',
    );
  });
});
