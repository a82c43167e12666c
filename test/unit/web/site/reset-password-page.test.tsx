import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as recovery from '../../../../web/src/features/auth/api/recovery.js';
import ResetPasswordPage from '../../../../web/src/features/auth/components/reset-password-page.js';
import { parseResetLink } from '../../../../web/src/features/auth/lib/reset-link.js';
import { ApiError } from '../../../../web/src/lib/api-client.js';
import * as auth from '../../../../web/src/lib/auth.js';
import { renderRoute } from './render.js';

vi.mock('../../../../web/src/lib/auth.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../web/src/lib/auth.js')>();
  return { ...actual, confirmResetPassword: vi.fn() };
});

vi.mock('../../../../web/src/features/auth/api/recovery.js', () => ({
  confirmRecovery: vi.fn(),
  requestRecovery: vi.fn(),
}));

const confirmResetPassword = vi.mocked(auth.confirmResetPassword);
const confirmRecovery = vi.mocked(recovery.confirmRecovery);
const recoveryUrl = '/reset-password?type=unverified&token=0123abcd.s3cr3t';
const validUrl = '/reset-password?code=123456&email=ana%40example.com&type=recovery';

const submit = (password: string, confirm: string) => {
  fireEvent.change(screen.getByLabelText('Nova Senha'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirmar Nova Senha'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Alterar Senha' }));
};

describe('reset link parsing', () => {
  it('reads code, email and type from the query string', () => {
    expect(parseResetLink('?code=abc&email=a%40b.c&type=recovery', '')).toEqual({
      kind: 'code',
      code: 'abc',
      email: 'a@b.c',
    });
  });

  it('reads the spec token form from the fragment', () => {
    expect(parseResetLink('', '#access_token=tok&refresh_token=r&type=recovery')).toMatchObject({
      kind: 'code',
      code: 'tok',
    });
  });

  it("reads the API's recovery link for an address never verified (a token, no address)", () => {
    expect(parseResetLink('?type=unverified&token=abc.def', '')).toEqual({ kind: 'recovery', token: 'abc.def' });
  });

  it.each([
    ['', ''],
    ['?code=abc&email=a%40b.c', ''],
    ['?type=recovery&email=a%40b.c', ''],
    ['?code=abc&type=signup', ''],
    ['?type=unverified&code=abc', ''],
    ['?type=recovery&token=abc.def', ''],
  ])('is invalid without type=recovery and a code, or type=unverified and a token (%s)', (search, hash) => {
    expect(parseResetLink(search, hash).kind).toBe('invalid');
  });
});

describe('Reset-password screen (/reset-password)', () => {
  beforeEach(() => {
    confirmResetPassword.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the invalid-link view with a way back to login', async () => {
    await renderRoute(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'Link Inválido' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Link de reset inválido ou expirado.');
    expect(screen.getByRole('link', { name: 'Voltar para o Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the new-password form for a recovery link', async () => {
    await renderRoute(<ResetPasswordPage />, { path: '/reset-password', url: validUrl });
    expect(screen.getByRole('heading', { name: 'Definir Nova Senha' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });

  it.each([
    ['', '', 'Preencha todos os campos'],
    ['secret1', '', 'Preencha todos os campos'],
    ['secret1', 'secret2', 'As senhas não coincidem'],
    ['12345', '12345', 'A senha deve ter pelo menos 6 caracteres'],
  ])('validates "%s" / "%s" → %s', async (password, confirm, message) => {
    await renderRoute(<ResetPasswordPage />, { path: '/reset-password', url: validUrl });
    submit(password, confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(confirmResetPassword).not.toHaveBeenCalled();
  });

  it('maps an expired code to the invalid-link message', async () => {
    confirmResetPassword.mockImplementation(async () => {
      throw new auth.AuthError('code_invalid', 'x');
    });
    await renderRoute(<ResetPasswordPage />, { path: '/reset-password', url: validUrl });
    submit('secret1', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link de reset inválido ou expirado.');
  });

  it('maps any other failure to "Erro ao alterar senha. Tente novamente."', async () => {
    confirmResetPassword.mockImplementation(async () => {
      throw new auth.AuthError('unknown', 'x');
    });
    await renderRoute(<ResetPasswordPage />, { path: '/reset-password', url: validUrl });
    submit('secret1', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao alterar senha. Tente novamente.');
  });

  it('changes the password with the link code, confirms, and goes to /login after 2 seconds', async () => {
    confirmResetPassword.mockResolvedValue();
    await renderRoute(<ResetPasswordPage />, { path: '/reset-password', url: validUrl });
    vi.useFakeTimers();
    submit('secret1', 'secret1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(confirmResetPassword).toHaveBeenCalledWith('ana@example.com', '123456', 'secret1');
    expect(screen.getByRole('status')).toHaveTextContent('Senha alterada com sucesso! Redirecionando para o login...');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(screen.queryByTestId('destination')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByTestId('destination')).toHaveTextContent('/login');
  });

  it("sets the password through the API's recovery link, with no address field, and goes to /login", async () => {
    confirmRecovery.mockResolvedValue({ status: 'password_set' });
    await renderRoute(<ResetPasswordPage />, { path: '/reset-password', url: recoveryUrl });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    submit('secret1', 'secret1');
    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada com sucesso!');
    expect(confirmRecovery).toHaveBeenCalledWith('0123abcd.s3cr3t', 'secret1');
    expect(confirmResetPassword).not.toHaveBeenCalled();
  });

  it('says a used or expired recovery link is invalid', async () => {
    confirmRecovery.mockRejectedValue(new ApiError(404, 'not_found', 'This recovery link is not valid'));
    await renderRoute(<ResetPasswordPage />, { path: '/reset-password', url: recoveryUrl });
    submit('secret1', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link de reset inválido ou expirado.');
  });
});
