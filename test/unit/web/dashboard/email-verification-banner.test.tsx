import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '../../../../web/src/lib/auth.js';
import * as verification from '../../../../web/src/lib/email-verification.js';
import { balance, mockShellApi, profile, renderDashboard } from './helpers.js';

vi.mock('../../../../web/src/lib/email-verification.js', () => ({
  sendEmailVerification: vi.fn(),
  confirmEmail: vi.fn(),
  sessionEmailVerified: vi.fn(),
}));

const send = vi.mocked(verification.sendEmailVerification);

beforeEach(() => {
  send.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

/** A new account: 0 credits, with `pending` welcome credits waiting for the e-mail to be verified. */
const api = (pending: number) =>
  mockShellApi({
    'GET /api/user/profile': {
      body: {
        ...profile({ credits: 0, pending_welcome_credits: pending }),
        role: 'user',
        updated_at: '',
        language: null,
      },
    },
    'GET /api/user/balance': { body: balance(0) },
  });

/** The banner: the polite status region holding the verification notice. */
const banner = async () => (await screen.findByTestId('verify-email-banner')).closest('[role="status"]');

describe('the e-mail verification banner', () => {
  it('says the account holds 0 credits until the e-mail is verified, on every dashboard page', async () => {
    api(20);
    await renderDashboard('/dashboard/creditos');
    const region = await banner();
    expect(region).not.toBeNull();
    expect(region?.textContent).toContain('Confirme seu e-mail para receber 20 créditos grátis');
    expect(region?.textContent).toContain('Sua conta fica com 0 créditos até você confirmar o e-mail');
    expect(region?.textContent).toContain('maria@example.test');
    expect(within(region as HTMLElement).getByRole('button', { name: 'Reenviar e-mail' })).toBeEnabled();
  });

  it('resends the link and says where it went', async () => {
    api(20);
    let finish: () => void = () => undefined;
    send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderDashboard();
    await banner();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar e-mail' }));
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    finish();
    expect(await screen.findByTestId('verify-email-outcome')).toHaveTextContent(
      'Enviamos um novo link para maria@example.test. Confira também a caixa de spam.',
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reenviar e-mail' })).toBeEnabled();
  });

  it.each([
    ['unknown', 'Não foi possível enviar o e-mail agora. Tente novamente em alguns minutos.'],
    ['too_many_attempts', 'Muitos envios em pouco tempo. Aguarde alguns minutos e tente novamente.'],
  ] as const)('explains a failed resend (%s)', async (failure, message) => {
    api(20);
    send.mockRejectedValue(new AuthError(failure, 'provider text'));
    await renderDashboard();
    await banner();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar e-mail' }));
    expect(await screen.findByTestId('verify-email-outcome')).toHaveTextContent(message);
  });

  it('speaks the visitor language', async () => {
    api(20);
    await renderDashboard('/dashboard', 'en');
    expect((await banner())?.textContent).toContain('Confirm your e-mail to get 20 free credits');
    expect(screen.getByRole('button', { name: 'Resend e-mail' })).toBeTruthy();
  });

  it('is not there once the welcome credits are in (or for an account that never had them pending)', async () => {
    api(0);
    await renderDashboard();
    await screen.findByRole('heading', { name: 'Olá, Maria Silva!' });
    expect(screen.queryByTestId('verify-email-banner')).toBeNull();
  });
});
