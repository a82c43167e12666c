import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiKeyPage } from '../../../../web/src/features/dashboard/components/api-key/api-key-page.js';
import { apiKey, balance, callsTo, fullKey, mockFetch, renderPage } from './helpers.js';

const path = '/dashboard/api-keys';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('API key page', () => {
  it('shows a loading message, then the name, the key masked to its last 12 characters and the balance', async () => {
    mockFetch({ 'GET /api/user/api-key': { body: apiKey() }, 'GET /api/user/balance': { body: balance(20) } });
    await renderPage(<ApiKeyPage />, { path });
    expect(screen.getByText('Carregando API Key...')).toBeTruthy();

    const masked = await screen.findByTestId('masked-key');
    expect(masked.textContent?.endsWith(fullKey.slice(-12))).toBe(true);
    expect(masked.textContent).not.toContain(fullKey.slice(0, -12));
    expect(masked.textContent).toHaveLength(fullKey.length);
    expect(screen.getByTestId('key-name').textContent).toBe('API Key Principal');
    expect(screen.getByText('Nunca utilizada')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('key-balance').textContent).toBe('20 créditos'));
  });

  it('shows dates in the reader language, with the spec fallbacks for missing and invalid dates', async () => {
    mockFetch({
      'GET /api/user/api-key': { body: apiKey({ created_at: 'not-a-date', last_used_at: '2026-03-04T15:06:00.000Z' }) },
      'GET /api/user/balance': { body: balance() },
    });
    await renderPage(<ApiKeyPage />, { path });
    await screen.findByTestId('masked-key');
    expect(screen.getByText('Data inválida')).toBeTruthy();
    expect(screen.getByText(/04\/03\/2026/)).toBeTruthy();
  });

  it('reads "Data não disponível" for a key without a creation date, in English too', async () => {
    mockFetch({
      'GET /api/user/api-key': { body: apiKey({ created_at: null }) },
      'GET /api/user/balance': { body: balance() },
    });
    await renderPage(<ApiKeyPage />, { path, language: 'en' });
    await screen.findByTestId('masked-key');
    expect(screen.getByText('Date not available')).toBeTruthy();
    expect(screen.getByText('Never used')).toBeTruthy();
  });

  it('copies the full key and shows the success banner for 3 seconds', async () => {
    mockFetch({ 'GET /api/user/api-key': { body: apiKey() }, 'GET /api/user/balance': { body: balance() } });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderPage(<ApiKeyPage />, { path });
    await screen.findByTestId('masked-key');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar chave' }));
    await act(async () => undefined);
    expect(writeText).toHaveBeenCalledWith(fullKey);
    expect(screen.getByText('API Key copiada para a área de transferência!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('API Key copiada para a área de transferência!')).toBeNull();
  });

  it('shows copyError when there is no token to copy', async () => {
    mockFetch({
      'GET /api/user/api-key': { body: apiKey({ token: '' }) },
      'GET /api/user/balance': { body: balance() },
    });
    await renderPage(<ApiKeyPage />, { path, language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy key' }));
    expect(screen.getByRole('alert').textContent).toContain('Token not available for copying');
  });

  it('refuses a blank name with nameRequired and sends nothing', async () => {
    const api = mockFetch({
      'GET /api/user/api-key': { body: apiKey() },
      'GET /api/user/balance': { body: balance() },
    });
    await renderPage(<ApiKeyPage />, { path, language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit name' }));
    const input = screen.getByLabelText('API Key name');
    await userEvent.clear(input);
    await userEvent.type(input, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toContain('Please enter a name for the API Key');
    expect(callsTo(api, 'PATCH', '/api/user/api-key')).toHaveLength(0);
  });

  it('renames the key inline, leaves edit mode and confirms; cancel restores the view', async () => {
    const api = mockFetch({
      'GET /api/user/api-key': { body: apiKey() },
      'GET /api/user/balance': { body: balance() },
      'PATCH /api/user/api-key': async (request) => ({
        body: apiKey({ name: ((await request.json()) as { name: string }).name }),
      }),
    });
    await renderPage(<ApiKeyPage />, { path });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar nome' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByTestId('key-name').textContent).toBe('API Key Principal');

    await userEvent.click(screen.getByRole('button', { name: 'Editar nome' }));
    const input = screen.getByLabelText('Nome da API Key');
    await userEvent.clear(input);
    await userEvent.type(input, 'Integração n8n');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByTestId('key-name').textContent).toBe('Integração n8n'));
    expect(screen.getByText('Nome da API Key atualizado com sucesso!')).toBeTruthy();
    const [patch] = callsTo(api, 'PATCH', '/api/user/api-key');
    expect(await patch?.json()).toEqual({ name: 'Integração n8n' });
  });

  it('regenerates only after confirmation and shows the new key', async () => {
    const newKey = 'alq_live_ZYXWVUTSRQPONMLKJIHGFEDCBA654321';
    const api = mockFetch({
      'GET /api/user/api-key': { body: apiKey() },
      'GET /api/user/balance': { body: balance() },
      'POST /api/user/api-key/regenerate': { body: apiKey({ token: newKey }) },
    });
    await renderPage(<ApiKeyPage />, { path });
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar nova chave' }));
    const dialog = screen.getByRole('dialog', { name: 'Gerar uma nova API Key?' });
    expect(callsTo(api, 'POST', '/api/user/api-key/regenerate')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar nova chave' }));
    await waitFor(() => expect(screen.getByTestId('masked-key').textContent?.endsWith(newKey.slice(-12))).toBe(true));
    expect(callsTo(api, 'POST', '/api/user/api-key/regenerate')).toHaveLength(1);
    expect(screen.getByText('Nova API Key gerada com sucesso!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the no-key state with the support hint when the account has no key', async () => {
    mockFetch({ 'GET /api/user/api-key': { status: 404, body: { code: 'not_found' } } });
    await renderPage(<ApiKeyPage />, { path, language: 'en' });
    expect(
      await screen.findByText('You do not have an API Key yet - contact support to set up your API Key'),
    ).toBeTruthy();
  });

  it('shows the load error when the key cannot be read', async () => {
    mockFetch({ 'GET /api/user/api-key': { status: 500, body: { code: 'internal_error' } } });
    await renderPage(<ApiKeyPage />, { path });
    expect((await screen.findByRole('alert')).textContent).toContain('Erro ao carregar a API Key');
  });

  it('documents the api-token header and one request in cURL, JavaScript, Python and PHP', async () => {
    mockFetch({ 'GET /api/user/api-key': { body: apiKey() }, 'GET /api/user/balance': { body: balance() } });
    await renderPage(<ApiKeyPage />, { path });
    await screen.findByTestId('masked-key');
    expect(screen.getByText('api-token: SUA_API_KEY')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['cURL', 'JavaScript', 'Python', 'PHP']);
    const panel = screen.getByRole('tabpanel');
    // A cheap operation that runs on the platform itself (issue 20): a QR code.
    expect(panel.textContent).toContain('/api/image/qr-code');
    expect(panel.textContent).toContain('"data"');
    await userEvent.click(screen.getByRole('tab', { name: 'PHP' }));
    expect(screen.getByRole('tabpanel').textContent).toContain("'api-token: SUA_API_KEY'");
  });
});
