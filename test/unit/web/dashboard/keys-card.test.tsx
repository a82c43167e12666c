import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeysCard } from '../../../../web/src/features/dashboard/components/api-key/keys-card.js';
import { callsTo, mockFetch, renderPage } from './helpers.js';

const path = '/dashboard/api-keys';
const secret = 'alq_NEWSECRETabcdefghijklmnopqrstu';

const summary = (overrides: Record<string, unknown> = {}) => ({
  id: 'key_main',
  name: 'API Key Principal',
  masked: `${'•'.repeat(24)}MAINKEY12345`,
  main: true,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  last_used_at: null,
  calls_30d: null,
  expires_at: null,
  allowed: [],
  revoked: false,
  ...overrides,
});

const extra = summary({
  id: 'key_ci',
  name: 'CI',
  main: false,
  masked: `${'•'.repeat(24)}CIKEY1234567`,
  expires_at: '2027-02-01T12:00:00.000Z',
  allowed: ['pdf', 'image.qr-code'],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keys card', () => {
  it('lists every key masked to its last 12 characters, the main key first, with use and restrictions', async () => {
    mockFetch({ 'GET /api/user/keys': { body: { items: [summary(), extra], limit: 5 } } });
    await renderPage(<KeysCard onBanner={() => undefined} />, { path });

    const rows = await screen.findAllByTestId('key-row');
    expect(rows).toHaveLength(2);
    const [main, ci] = rows;
    if (!main || !ci) throw new Error('rows missing');
    expect(main.textContent).toContain('Principal');
    expect(main.textContent).toContain('MAINKEY12345');
    expect(main.textContent).toContain('Ainda não contadas');
    expect(main.textContent).toContain('Nenhuma');
    expect(ci.textContent).toContain('Só: pdf, image.qr-code');
    expect(ci.textContent).toMatch(/Expira em 01\/02\/2027/);
    expect(screen.getByTestId('keys-count').textContent).toBe('2 de 5 chaves ativas');
  });

  it('creates a key with its restrictions and shows the secret once, forgotten when the dialog closes', async () => {
    const fetchMock = mockFetch({
      'GET /api/user/keys': { body: { items: [summary()], limit: 5 } },
      'POST /api/user/keys': { status: 201, body: { ...extra, allowed: ['pdf'], expires_at: null, token: secret } },
    });
    await renderPage(<KeysCard onBanner={() => undefined} />, { path });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Criar chave' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nome da chave'), 'CI');
    await user.click(within(dialog).getByLabelText('PDF'));
    await user.click(within(dialog).getByRole('button', { name: 'Criar chave' }));

    expect((await screen.findByTestId('new-key-secret')).textContent).toBe(secret);
    const [post] = callsTo(fetchMock, 'POST', '/api/user/keys');
    expect(await post?.json()).toEqual({ name: 'CI', allowed: ['pdf'] });
    await user.click(screen.getByRole('button', { name: 'Já copiei' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.textContent).not.toContain(secret);
  }, 20_000);

  it('asks before revoking and revokes the key by its id', async () => {
    const fetchMock = mockFetch({
      'GET /api/user/keys': { body: { items: [summary(), extra], limit: 5 } },
      'DELETE /api/user/keys/key_ci': { body: { ...extra, revoked: true } },
    });
    const banners: string[] = [];
    await renderPage(<KeysCard onBanner={(banner) => banners.push(banner.text)} />, { path });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revogar CI' }));
    expect(screen.getByRole('dialog').textContent).toContain('em até 60 segundos');
    expect(callsTo(fetchMock, 'DELETE', '/api/user/keys/key_ci')).toHaveLength(0);

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revogar chave' }));

    await waitFor(() => expect(banners).toEqual(['Chave revogada.']));
    expect(callsTo(fetchMock, 'DELETE', '/api/user/keys/key_ci')).toHaveLength(1);
  });

  it('renames a key from its dialog: cancel first and save last in the footer, as in every key dialog', async () => {
    const fetchMock = mockFetch({
      'GET /api/user/keys': { body: { items: [summary(), extra], limit: 5 } },
      'PATCH /api/user/keys/key_ci': { body: { ...extra, name: 'CI novo' } },
    });
    const banners: string[] = [];
    await renderPage(<KeysCard onBanner={(banner) => banners.push(banner.text)} />, { path });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Renomear CI' }));
    const dialog = screen.getByRole('dialog');
    const footerButtons = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.closest('form') === null && button.getAttribute('aria-label') === null)
      .map((button) => button.textContent);
    expect(footerButtons).toEqual(['Cancelar', 'Salvar']);

    const name = within(dialog).getByLabelText('Nome da chave');
    await user.clear(name);
    await user.type(name, 'CI novo');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(banners).toEqual(['Chave renomeada!']));
    const [patch] = callsTo(fetchMock, 'PATCH', '/api/user/keys/key_ci');
    expect(await patch?.json()).toEqual({ name: 'CI novo' });
  }, 20_000);

  it('offers no creation at the limit and says why', async () => {
    const items = [summary(), ...[1, 2, 3, 4].map((n) => summary({ id: `key_${n}`, name: `k${n}`, main: false }))];
    mockFetch({ 'GET /api/user/keys': { body: { items, limit: 5 } } });
    await renderPage(<KeysCard onBanner={() => undefined} />, { path });
    await screen.findAllByTestId('key-row');
    expect(screen.getByRole('button', { name: 'Criar chave' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('keys-count').textContent).toContain('Limite de 5 chaves ativas atingido');
  });
});
