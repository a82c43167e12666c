import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import RegisterPage from '../../../../web/src/features/auth/components/register-page.js';
import * as auth from '../../../../web/src/lib/auth.js';
import * as verification from '../../../../web/src/lib/email-verification.js';
import { renderRoute } from './render.js';

vi.mock('../../../../web/src/lib/auth.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../web/src/lib/auth.js')>();
  return {
    ...actual,
    signUp: vi.fn(),
    signIn: vi.fn(),
    sessionQueryOptions: () => ({ queryKey: ['session'], queryFn: async () => null }),
  };
});
vi.mock('../../../../web/src/lib/email-verification.js', () => ({
  sendVerificationOnSignIn: vi.fn(async () => 'sent'),
}));

const signUp = vi.mocked(auth.signUp);
const signIn = vi.mocked(auth.signIn);
const sendOnSignIn = vi.mocked(verification.sendVerificationOnSignIn);

const submit = (fields: { name?: string; email?: string; password?: string; confirm?: string }) => {
  fireEvent.change(screen.getByLabelText('Nome'), { target: { value: fields.name ?? '' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: fields.email ?? '' } });
  fireEvent.change(screen.getByLabelText('Senha'), { target: { value: fields.password ?? '' } });
  fireEvent.change(screen.getByLabelText('Confirmar Senha'), { target: { value: fields.confirm ?? '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Criar Conta' }));
};

const complete = { name: 'Ana Souza', email: 'ana@example.com', password: 'secret1', confirm: 'secret1' };

describe('Register screen (/register)', () => {
  beforeEach(() => {
    signUp.mockReset();
    signIn.mockReset();
    sendOnSignIn.mockClear();
    window.localStorage.clear();
  });

  it('shows the spec title, four fields and the login link', async () => {
    await renderRoute(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('heading', { name: 'Criar uma nova conta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fazer login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['name', { ...complete, name: '  ' }],
    ['email', { ...complete, email: '' }],
    ['password', { ...complete, password: '' }],
    ['confirmation', { ...complete, confirm: '' }],
  ])('requires every field (missing %s)', async (_missing, fields) => {
    await renderRoute(<RegisterPage />, { path: '/register' });
    submit(fields);
    expect(await screen.findByRole('alert')).toHaveTextContent('Preencha todos os campos');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('requires the confirmation to match', async () => {
    await renderRoute(<RegisterPage />, { path: '/register' });
    submit({ ...complete, confirm: 'secret2' });
    expect(await screen.findByRole('alert')).toHaveTextContent('As senhas não coincidem');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('requires at least 6 characters', async () => {
    await renderRoute(<RegisterPage />, { path: '/register' });
    submit({ ...complete, password: '12345', confirm: '12345' });
    expect(await screen.findByRole('alert')).toHaveTextContent('A senha deve ter pelo menos 6 caracteres');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('accepts exactly 6 characters, signs the new account in, sends the verification link and opens the dashboard', async () => {
    signUp.mockResolvedValue();
    signIn.mockResolvedValue();
    await renderRoute(<RegisterPage />, { path: '/register' });
    await act(async () => submit({ ...complete, password: '123456', confirm: '123456' }));
    expect(signUp).toHaveBeenCalledWith('Ana Souza', 'ana@example.com', '123456', 'pt');
    expect(await screen.findByTestId('destination')).toHaveTextContent('/dashboard');
    expect(signIn).toHaveBeenCalledWith('ana@example.com', '123456');
    expect(sendOnSignIn).toHaveBeenCalledWith('ana@example.com', { plan: undefined });
  });

  it('carries a plan chosen on the landing into the verification link and this browser', async () => {
    signUp.mockResolvedValue();
    signIn.mockResolvedValue();
    await renderRoute(<RegisterPage />, { path: '/register', url: '/register?plan=2' });
    await act(async () => submit(complete));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/dashboard');
    expect(sendOnSignIn).toHaveBeenCalledWith('ana@example.com', { plan: 2 });
    expect(window.localStorage.getItem('alquimia.chosen-plan')).toBe('2');
  });

  it('an address that already had an account (another password) ends on /login with the neutral message', async () => {
    signUp.mockResolvedValue();
    signIn.mockRejectedValue(new auth.AuthError('invalid_credentials', 'x'));
    await renderRoute(<RegisterPage />, { path: '/register' });
    await act(async () => submit(complete));
    expect(await screen.findByTestId('destination')).toHaveTextContent('/login');
    expect(sendOnSignIn).not.toHaveBeenCalled();
  });

  it.each([
    ['ana.example.com', 'O e-mail precisa ter um @, como voce@empresa.com.'],
    ['ana@', 'Falta o domínio depois do @ (por exemplo, @empresa.com).'],
    ['ana@example', 'Falta o domínio depois do @ (por exemplo, @empresa.com).'],
    ['ana souza@example.com', 'O e-mail não pode ter espaços.'],
    ['@example.com', 'Este e-mail não é válido. Use o formato voce@empresa.com.'],
  ])('says what is wrong with the malformed e-mail %j, under the field too', async (email, message) => {
    await renderRoute(<RegisterPage />, { path: '/register' });
    submit({ ...complete, email });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('sends the page language as the account locale (its e-mails are written in it)', async () => {
    signUp.mockResolvedValue();
    await renderRoute(<RegisterPage />, { path: '/register', language: 'fr' });
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText('Confirmer le mot de passe'), { target: { value: 'secret1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' })));
    expect(signUp).toHaveBeenCalledWith('Ana', 'ana@example.com', 'secret1', 'fr');
  });

  it.each([
    ['unavailable', 'Erro ao criar conta. Tente novamente mais tarde.'],
    ['unknown', 'Erro ao criar conta. Tente novamente.'],
  ] as const)('maps a %s failure to "%s"', async (failure, message) => {
    signUp.mockImplementation(async () => {
      throw new auth.AuthError(failure, 'x');
    });
    await renderRoute(<RegisterPage />, { path: '/register' });
    submit(complete);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
