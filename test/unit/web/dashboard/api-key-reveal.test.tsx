import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiKeyPage } from '../../../../web/src/features/dashboard/components/api-key/api-key-page.js';
import { apiKey, balance, fullKey, mockFetch, renderPage } from './helpers.js';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const storedValues = (storage: Storage): string[] =>
  Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i) ?? '') ?? '');

describe('API key page: the full key only on explicit reveal', () => {
  it('shows the key masked until "Mostrar chave" is pressed, and masks it again on "Ocultar chave"', async () => {
    mockFetch({ 'GET /api/user/api-key': { body: apiKey() }, 'GET /api/user/balance': { body: balance() } });
    await renderPage(<ApiKeyPage />, { path: '/dashboard/api-keys' });
    const key = await screen.findByTestId('masked-key');
    expect(key.textContent).not.toContain(fullKey.slice(0, -12));
    expect(document.body.textContent).not.toContain(fullKey);

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar chave' }));
    expect(screen.getByTestId('masked-key').textContent).toBe(fullKey);
    expect(screen.getByRole('button', { name: 'Ocultar chave' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Ocultar chave' }));
    expect(screen.getByTestId('masked-key').textContent).not.toContain(fullKey.slice(0, -12));
    expect(document.body.textContent).not.toContain(fullKey);
  });

  it('never writes the key to localStorage or sessionStorage, where the session tokens live', async () => {
    mockFetch({ 'GET /api/user/api-key': { body: apiKey() }, 'GET /api/user/balance': { body: balance() } });
    await renderPage(<ApiKeyPage />, { path: '/dashboard/api-keys', language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show key' }));
    await waitFor(() => expect(screen.getByTestId('masked-key').textContent).toBe(fullKey));
    for (const value of [...storedValues(window.localStorage), ...storedValues(window.sessionStorage)]) {
      expect(value).not.toContain(fullKey);
    }
  });
});
