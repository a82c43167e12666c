import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../../../../web/src/features/dashboard/components/profile/profile-page.js';
import { callsTo, mockFetch, profile, renderPage } from './helpers.js';

const path = '/dashboard/perfil';

afterEach(() => vi.unstubAllGlobals());

const fillPassword = async (current: string, next: string, confirm: string) => {
  if (current) await userEvent.type(screen.getByLabelText('Senha atual'), current);
  if (next) await userEvent.type(screen.getByLabelText('Nova senha'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirmar nova senha'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
};

describe('Profile page', () => {
  it('shows the e-mail read-only with the cannot-be-changed text', async () => {
    mockFetch({});
    await renderPage(<ProfilePage />, { path });
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('maria@example.test');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('O email não pode ser alterado.')).toBeTruthy();
  });

  it('requires a name (nameRequired) and sends nothing', async () => {
    const api = mockFetch({});
    await renderPage(<ProfilePage />, { path });
    await userEvent.clear(screen.getByLabelText('Nome'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(screen.getByRole('alert').textContent).toContain('Por favor, insira seu nome');
    expect(callsTo(api, 'PATCH', '/api/user/profile')).toHaveLength(0);
  });

  it('saves the name and confirms', async () => {
    const api = mockFetch({
      'PATCH /api/user/profile': async (request) => ({
        body: { ...profile(), name: ((await request.json()) as { name: string }).name, role: 'user', updated_at: '' },
      }),
    });
    await renderPage(<ProfilePage />, { path });
    const name = screen.getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Maria S.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeTruthy();
    expect(await callsTo(api, 'PATCH', '/api/user/profile')[0]?.json()).toEqual({ name: 'Maria S.' });
  });

  it('reports a failed save with the server detail, or asks to retry on a server fault', async () => {
    const api = mockFetch({
      'PATCH /api/user/profile': { status: 400, body: { code: 'invalid_request', detail: 'name is too long' } },
    });
    await renderPage(<ProfilePage />, { path });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Erro ao atualizar perfil: name is too long');

    api.set('PATCH /api/user/profile', { status: 500, body: { code: 'internal_error', detail: 'Internal error' } });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Erro ao atualizar perfil. Tente novamente.'),
    );
  });

  it('asks for every password field (allFieldsRequired)', async () => {
    mockFetch({});
    await renderPage(<ProfilePage />, { path });
    await fillPassword('antiga1', 'novasenha', '');
    expect(screen.getByRole('alert').textContent).toContain('Preencha todos os campos');
  });

  it('requires the confirmation to match (passwordsDoNotMatch)', async () => {
    mockFetch({});
    await renderPage(<ProfilePage />, { path });
    await fillPassword('antiga1', 'novasenha', 'outrasenha');
    expect(screen.getByRole('alert').textContent).toContain('As senhas não coincidem');
  });

  it('requires at least 6 characters (passwordMinLength)', async () => {
    mockFetch({});
    await renderPage(<ProfilePage />, { path });
    await fillPassword('antiga1', '12345', '12345');
    expect(screen.getByRole('alert').textContent).toContain('A senha deve ter pelo menos 6 caracteres');
  });

  it('asks Cognito to change the password and reports its failure without a session', async () => {
    const api = mockFetch({});
    await renderPage(<ProfilePage />, { path, language: 'en' });
    await userEvent.type(screen.getByLabelText('Current password'), 'antiga1');
    await userEvent.type(screen.getByLabelText('New password'), 'novasenha');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'novasenha');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Error changing password/), {
      timeout: 15_000,
    });
    // The config was read to reach Cognito; no call went to the platform API.
    expect(api.calls.some((r) => new URL(r.url).pathname.startsWith('/api/'))).toBe(false);
  });
});
