import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreditsPage } from '../../../../web/src/features/dashboard/components/credits/credits-page.js';
import { balance, mockFetch, profile, renderPage } from '../dashboard/helpers.js';

const path = '/dashboard/creditos';

const summary = (overrides: Record<string, unknown> = {}) => ({
  plano: 2,
  subscription_status: 'active',
  current_period_end: '2026-12-20T12:00:00.000Z',
  cancel_at_period_end: false,
  can_buy_extra: true,
  has_customer: true,
  purchases: [
    {
      id: 'cs_1',
      kind: 'extra',
      plan_id: null,
      credits: 1500,
      amount_total: 6900,
      currency: 'brl',
      created_at: '2026-11-21T10:00:00.000Z',
      status: 'refunded',
    },
    {
      id: 'in_1',
      kind: 'plan',
      plan_id: 2,
      credits: 10000,
      amount_total: 19700,
      currency: 'brl',
      created_at: '2026-11-20T10:00:00.000Z',
      status: 'paid',
    },
  ],
  ...overrides,
});

const usage = {
  items: [
    {
      id: 'use_2',
      created_at: '2026-11-21T10:00:00.000Z',
      service_id: 'billing',
      operation_id: 'billing.refund',
      credits_used: 1500,
      kind: 'charge',
      refunded: false,
      request_id: 'evt_2',
    },
    {
      id: 'use_1',
      created_at: '2026-11-20T10:00:00.000Z',
      service_id: 'billing',
      operation_id: 'billing.plan-credits',
      credits_used: -10000,
      kind: 'refund',
      refunded: false,
      request_id: 'evt_1',
    },
  ],
  nextCursor: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('Credits page billing', () => {
  it('shows the current plan with its renewal date and the purchase history', async () => {
    mockFetch({
      'GET /api/user/balance': { body: balance(10020) },
      'GET /api/user/usage': { body: usage },
      'GET /api/billing/summary': { body: summary() },
    });
    await renderPage(<CreditsPage />, { path, profile: profile({ plano: 2 }) });
    const plan = await screen.findByTestId('current-plan');
    expect(within(plan).getByText('Profissional')).toBeTruthy();
    expect(within(plan).getByTestId('plan-period').textContent).toBe('Renova em 20/12/2026');
    const purchases = screen.getByTestId('purchases');
    const items = within(purchases).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace(/\s/g, ' '))).toEqual([
      expect.stringMatching(/^Créditos extras · .*1\.500 créditos · R\$ 69,00 \(Reembolsado\)$/),
      expect.stringMatching(/^Plano Profissional · .*10\.000 créditos · R\$ 197,00$/),
    ]);
  });

  it('says when a plan cancelled at period end ends', async () => {
    mockFetch({
      'GET /api/user/balance': { body: balance(5) },
      'GET /api/user/usage': { body: { items: [], nextCursor: null } },
      'GET /api/billing/summary': { body: summary({ cancel_at_period_end: true, purchases: [] }) },
    });
    await renderPage(<CreditsPage />, { path, profile: profile({ plano: 2 }) });
    await waitFor(() => expect(screen.getByTestId('plan-period').textContent).toBe('Termina em 20/12/2026'));
    expect(screen.getByText('Nenhuma compra ainda.')).toBeTruthy();
  });

  it('labels billing ledger entries by their reason, without the refund badge on purchases', async () => {
    mockFetch({
      'GET /api/user/balance': { body: balance(10020) },
      'GET /api/user/usage': { body: usage },
      'GET /api/billing/summary': { body: summary() },
    });
    await renderPage(<CreditsPage />, { path, profile: profile({ plano: 2 }) });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    const [refund, grant] = screen.getAllByRole('row').slice(1);
    expect(refund?.textContent).toContain('Reembolso de pagamento');
    expect(refund?.textContent).toContain('−1500');
    expect(grant?.textContent).toContain('Créditos do plano');
    expect(grant?.textContent).toContain('+10000');
    expect(grant?.textContent).not.toContain('Estorno');
  });

  it('still shows the page when billing is not configured (503)', async () => {
    mockFetch({
      'GET /api/user/balance': { body: balance(20) },
      'GET /api/user/usage': { body: { items: [], nextCursor: null } },
      'GET /api/billing/summary': { status: 503, body: { code: 'engine_unavailable', status: 503 } },
    });
    await renderPage(<CreditsPage />, { path });
    await waitFor(() => expect(screen.getByTestId('credits-balance').textContent).toBe('20'));
    expect(screen.queryByTestId('current-plan')).toBeNull();
  });
});
