import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiKeyPage } from '../../../../web/src/features/dashboard/components/api-key/api-key-page.js';
import { apiKey, balance, callsTo, mockFetch, renderPage } from './helpers.js';

const path = '/dashboard/api-keys';
const first = 'whsec_first0000000000000000000000000000000000';
const second = 'whsec_second000000000000000000000000000000000';

afterEach(() => vi.unstubAllGlobals());

describe('webhook secret on the API key page', () => {
  it('reads the secret only when revealed, then rotates it after a confirmation', async () => {
    const fetchMock = mockFetch({
      'GET /api/user/api-key': { body: apiKey() },
      'GET /api/user/balance': { body: balance() },
      'GET /api/user/webhook-secret': { body: { secret: first, created_at: '2026-11-20T10:00:00.000Z' } },
      'POST /api/user/webhook-secret/rotate': { body: { secret: second, created_at: '2026-11-23T10:00:00.000Z' } },
    });
    await renderPage(<ApiKeyPage />, { path });
    const shown = await screen.findByTestId('webhook-secret');
    expect(shown.textContent).not.toContain(first);
    expect(callsTo(fetchMock, 'GET', '/api/user/webhook-secret')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar' }));
    await waitFor(() => expect(screen.getByTestId('webhook-secret').textContent).toBe(first));
    expect(screen.getByText(/Criado em/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Gerar novo segredo' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar novo segredo' }));
    await waitFor(() => expect(screen.getByTestId('webhook-secret').textContent).toBe(second));
    expect(callsTo(fetchMock, 'POST', '/api/user/webhook-secret/rotate')).toHaveLength(1);
    expect(await screen.findByText('Novo segredo de webhook gerado!')).toBeTruthy();
  }, 30_000);
});
