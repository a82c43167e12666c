import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as recovery from '../../../../web/src/features/auth/api/recovery.js';
import LoginPage from '../../../../web/src/features/auth/components/login-page.js';
import * as auth from '../../../../web/src/lib/auth.js';
import * as verification from '../../../../web/src/lib/email-verification.js';
import { renderRoute } from './render.js';

vi.mock('../../../../web/src/lib/auth.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../web/src/lib/auth.js')>();
  return {
    ...actual,
    signIn: vi.fn(),
    resetPassword: vi.fn(),
    getSession: vi.fn(async () => null),
    sessionQueryOptions: () => ({ queryKey: ['session'], queryFn: async () => null }),
  };
});

vi.mock('../../../../web/src/lib/email-verification.js', () => ({
  sendVerificationOnSignIn: vi.fn(async () => 'sent'),
}));

vi.mock('../../../../web/src/features/auth/api/recovery.js', () => ({
  requestRecovery: vi.fn(async () => ({ status: 'check_inbox' })),
  confirmRecovery: vi.fn(),
}));

const requestRecovery = vi.mocked(recovery.requestRecovery);
const signIn = vi.mocked(auth.signIn);
const sendOnSignIn = vi.mocked(verification.sendVerificationOnSignIn);
const resetPassword = vi.mocked(auth.resetPassword);

const fillLogin = async (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Senha'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
};

describe('Login screen (/login)', () => {
  beforeEach(() => {
    signIn.mockReset();
    resetPassword.mockReset();
    requestRecovery.mockClear();
    sendOnSignIn.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the spec title, fields and links', async () => {
    await renderRoute(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Acessar minha conta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esqueci minha senha' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/register');
  });

  it.each([
    ['', ''],
    ['ana@example.com', ''],
    ['', 'secret1'],
  ])('requires both e-mail and password ("%s" / "%s")', async (email, password) => {
    await renderRoute(<LoginPage />, { path: '/login' });
    await fillLogin(email, password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Preencha todos os campos');
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['invalid_credentials', 'Credenciais inválidas'],
    ['unavailable', 'Erro ao fazer login. Tente novamente mais tarde.'],
    ['unknown', 'Erro ao fazer login. Verifique suas credenciais.'],
  ] as const)('maps a %s failure to "%s"', async (failure, message) => {
    signIn.mockImplementation(async () => {
      throw new auth.AuthError(failure, 'provider text');
    });
    await renderRoute(<LoginPage />, { path: '/login' });
    await fillLogin('ana@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('shows "Aguarde..." while signing in, then opens the dashboard', async () => {
    let finish: () => void = () => undefined;
    signIn.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderRoute(<LoginPage />, { path: '/login' });
    await fillLogin('ana@example.com', 'secret1');
    expect(screen.getByRole('button', { name: 'Aguarde...' })).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith('ana@example.com', 'secret1');
    await act(async () => finish());
    expect(await screen.findByTestId('destination')).toHaveTextContent('/dashboard');
    // Any sign-in sends the verification link to an unverified address (rate-limited inside).
    expect(sendOnSignIn).toHaveBeenCalledWith('ana@example.com');
  });

  it('sends no new link on the way to a verification link, whose code a new one would replace', async () => {
    signIn.mockResolvedValue();
    await renderRoute(<LoginPage />, {
      path: '/login',
      state: { from: '/verify-email?code=123456', verifyEmail: true },
    });
    await act(async () => fillLogin('ana@example.com', 'secret1'));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/verify-email');
    expect(sendOnSignIn).not.toHaveBeenCalled();
  });

  it('greets a newly registered user with the green success box', async () => {
    await renderRoute(<LoginPage />, { path: '/login', state: { registered: true } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Pronto! Enviamos uma mensagem para o seu e-mail. Entre com sua senha para continuar.',
    );
  });

  describe('reset mode', () => {
    const openReset = async () => {
      await renderRoute(<LoginPage />, { path: '/login' });
      fireEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
      expect(screen.getByRole('heading', { name: 'Resetar senha' })).toBeInTheDocument();
    };

    it('requires the e-mail ("Digite seu email")', async () => {
      await openReset();
      fireEvent.click(screen.getByRole('button', { name: 'Enviar email de reset' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Digite seu email');
      expect(resetPassword).not.toHaveBeenCalled();
    });

    it('returns to login mode from "Voltar para o login"', async () => {
      await openReset();
      fireEvent.click(screen.getByRole('button', { name: 'Voltar para o login' }));
      expect(screen.getByRole('heading', { name: 'Acessar minha conta' })).toBeInTheDocument();
    });

    it.each([
      ['unknown', 'Erro ao enviar email de reset'],
      ['unavailable', 'Erro ao enviar email de reset. Tente novamente mais tarde.'],
    ] as const)('maps a %s failure to "%s"', async (failure, message) => {
      resetPassword.mockImplementation(async () => {
        throw new auth.AuthError(failure, 'x');
      });
      await openReset();
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Enviar email de reset' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    });

    it('answers one neutral message (never "sent" for an unknown address), then goes back to login mode after 3 seconds', async () => {
      resetPassword.mockResolvedValue('sent');
      await openReset();
      vi.useFakeTimers();
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Enviar email de reset' }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(resetPassword).toHaveBeenCalledWith('ana@example.com');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Se houver uma conta com este e-mail, enviamos para ele um link para definir uma nova senha. Verifique sua caixa de entrada.',
      );
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2900);
      });
      expect(screen.getByRole('heading', { name: 'Resetar senha' })).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
      expect(screen.getByRole('heading', { name: 'Acessar minha conta' })).toBeInTheDocument();
    });

    it('asks the API for its recovery link when the pool refuses an address never verified, with the same message', async () => {
      resetPassword.mockResolvedValue('unverified');
      await openReset();
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nova@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Enviar email de reset' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Se houver uma conta com este e-mail');
      expect(requestRecovery).toHaveBeenCalledWith('nova@example.com', 'pt');
    });

    it('does not ask the API when the pool sent its own reset e-mail', async () => {
      resetPassword.mockResolvedValue('sent');
      await openReset();
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Enviar email de reset' }));
      await screen.findByRole('status');
      expect(requestRecovery).not.toHaveBeenCalled();
    });
  });
});
