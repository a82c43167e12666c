import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '../../../../web/src/features/auth/components/login-page.js';
import VerifyEmailPage from '../../../../web/src/features/auth/components/verify-email-page.js';
import { parseVerifyLink } from '../../../../web/src/features/auth/lib/verify-link.js';
import * as auth from '../../../../web/src/lib/auth.js';
import * as verification from '../../../../web/src/lib/email-verification.js';
import { stubFetch } from './fetch-stub.js';
import { renderRoute } from './render.js';

const session = vi.hoisted(() => ({ current: null as null | { userId: string; email: string } }));

vi.mock('../../../../web/src/lib/auth.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../web/src/lib/auth.js')>();
  return {
    ...actual,
    signIn: vi.fn(),
    getAccessToken: vi.fn(async () => 'id-token'),
    sessionQueryOptions: () => ({ queryKey: ['session'], queryFn: async () => session.current }),
    useSession: () => ({ isPending: false, data: session.current }),
  };
});
vi.mock('../../../../web/src/lib/email-verification.js', () => ({
  confirmEmail: vi.fn(),
  sendEmailVerification: vi.fn(),
  sessionEmailVerified: vi.fn(async () => undefined),
  sendVerificationOnSignIn: vi.fn(async () => 'verified'),
}));

const confirmEmail = vi.mocked(verification.confirmEmail);
const signIn = vi.mocked(auth.signIn);
const link = '/verify-email?code=123456';

beforeEach(() => {
  session.current = { userId: 'sub-1', email: 'ana@example.com' };
  confirmEmail.mockReset();
  signIn.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const open = (url = link) => renderRoute(<VerifyEmailPage />, { path: '/verify-email', url });

describe('verification link parsing', () => {
  it.each([
    ['?code=123456', '123456'],
    ['?code=%20654321%20', '654321'],
    ['', undefined],
    ['?code=', undefined],
    ['?code=12<script>', undefined],
  ])('%s → %s', (search, code) => {
    expect(parseVerifyLink(search)).toBe(code);
  });
});

describe('/verify-email', () => {
  it('verifies the code with the session, claims the welcome credits and says they arrived', async () => {
    confirmEmail.mockResolvedValue();
    const calls = stubFetch({ 'POST /api/user/verify-email': { body: { credits: 20, granted: 20 } } });
    await open();
    expect(
      await screen.findByText('E-mail confirmado! 20 créditos grátis foram adicionados à sua conta.'),
    ).toBeTruthy();
    expect(confirmEmail).toHaveBeenCalledExactlyOnceWith('123456');
    const claims = calls.filter((r) => new URL(r.url).pathname === '/api/user/verify-email');
    expect(claims).toHaveLength(1);
    expect(claims[0]?.headers.get('authorization')).toBe('Bearer id-token');
    expect(screen.getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirmar e-mail');
  });

  it('goes on to the checkout of the plan in the link once verified, and says so when the checkout cannot open', async () => {
    confirmEmail.mockResolvedValue();
    const calls = stubFetch({
      'POST /api/user/verify-email': { body: { credits: 20, granted: 20 } },
      'POST /api/billing/checkout': { status: 503, body: { code: 'engine_unavailable', status: 503 } },
    });
    await open(`${link}&plan=2`);
    expect(
      await screen.findByText(
        'Não foi possível abrir o pagamento do plano que você escolheu. Escolha-o de novo em Meus Créditos, no painel.',
      ),
    ).toBeTruthy();
    const checkout = calls.find((r) => new URL(r.url).pathname === '/api/billing/checkout');
    expect(await checkout?.json()).toEqual({ planId: 2 });
    expect(screen.getByText('E-mail confirmado! 20 créditos grátis foram adicionados à sua conta.')).toBeTruthy();
  });

  it('opened again after it worked: the used code is refused, but the address is verified, so it says so', async () => {
    confirmEmail.mockRejectedValue(new auth.AuthError('code_invalid', 'CodeMismatchException'));
    stubFetch({ 'POST /api/user/verify-email': { body: { credits: 20, granted: 0 } } });
    await open();
    expect(await screen.findByText('Seu e-mail já está confirmado.')).toBeTruthy();
  });

  it('a wrong or expired code for an unverified address: the link is invalid, ask for a new one', async () => {
    confirmEmail.mockRejectedValue(new auth.AuthError('code_invalid', 'ExpiredCodeException'));
    stubFetch({
      'POST /api/user/verify-email': { status: 403, body: { code: 'forbidden', detail: 'not verified yet' } },
    });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este link de confirmação é inválido ou expirou. Peça um novo no painel, em "Reenviar e-mail".',
    );
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('offers a retry when the service could not be reached, and succeeds on it', async () => {
    confirmEmail.mockRejectedValueOnce(new auth.AuthError('unavailable', 'offline')).mockResolvedValueOnce();
    const calls = stubFetch({ 'POST /api/user/verify-email': { status: 503, body: { code: 'engine_unavailable' } } });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível confirmar seu e-mail agora. Tente novamente.',
    );
    stubFetch({ 'POST /api/user/verify-email': { body: { credits: 20, granted: 20 } } });
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByText('E-mail confirmado! 20 créditos grátis foram adicionados à sua conta.'),
    ).toBeTruthy();
    expect(calls.length).toBeGreaterThan(0);
  });

  it('without a code, says the link is invalid and verifies nothing', async () => {
    await open('/verify-email');
    expect(screen.getByRole('heading', { name: 'Link de confirmação inválido' })).toBeTruthy();
    expect(confirmEmail).not.toHaveBeenCalled();
  });

  it('without a session, sends the visitor to sign in, and back to the link afterwards', async () => {
    session.current = null;
    const linkVisit = await open();
    expect(await screen.findByTestId('destination')).toHaveTextContent('/login');
    expect(confirmEmail).not.toHaveBeenCalled();
    linkVisit.unmount();

    signIn.mockResolvedValue();
    await renderRoute(<LoginPage />, { path: '/login', state: { from: link, verifyEmail: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Entre na sua conta para confirmar seu e-mail.');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'secret1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Entrar' })));
    expect(await screen.findByTestId('destination', {}, { timeout: 2000 })).toHaveTextContent(link);
  });

  it('never sends a signed-in visitor to another origin', async () => {
    signIn.mockResolvedValue();
    await renderRoute(<LoginPage />, { path: '/login', state: { from: '//evil.example/x' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'secret1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Entrar' })));
    expect(await screen.findByTestId('destination', {}, { timeout: 2000 })).toHaveTextContent('/dashboard');
  });
});
