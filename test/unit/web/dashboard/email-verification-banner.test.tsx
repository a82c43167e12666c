import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '../../../../web/src/lib/auth.js';
import * as verification from '../../../../web/src/lib/email-verification.js';
import { balance, callsTo, mockShellApi, profile, renderDashboard } from './helpers.js';

vi.mock('../../../../web/src/lib/email-verification.js', () => ({
  sendEmailVerification: vi.fn(),
  confirmEmail: vi.fn(),
  sessionEmailVerified: vi.fn(),
  // This browser had a link sent (at sign-up or sign-in) unless a test says otherwise.
  verificationSentAt: vi.fn(() => new Date()),
}));

const send = vi.mocked(verification.sendEmailVerification);
const sentAt = vi.mocked(verification.verificationSentAt);

beforeEach(() => {
  send.mockReset();
  sentAt.mockReset();
  sentAt.mockReturnValue(new Date());
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

  it('claims no link was sent when this browser never had one sent, and offers to send it', async () => {
    api(20);
    sentAt.mockReturnValue(undefined);
    await renderDashboard();
    const region = await banner();
    expect(region?.textContent).toContain('peça o link abaixo, nós o enviamos para maria@example.test');
    expect(region?.textContent).not.toContain('abra o link que enviamos');
    expect(within(region as HTMLElement).getByRole('button', { name: 'Enviar link' })).toBeEnabled();
  });

  it('goes away when the tab comes back after the e-mail was verified elsewhere (profile read again on focus)', async () => {
    const fetchMock = api(20);
    await renderDashboard();
    await banner();
    // Verified in another tab: the API now answers the granted profile.
    mockShellApi({
      'GET /api/user/profile': {
        body: { ...profile({ credits: 20, pending_welcome_credits: 0 }), role: 'user', updated_at: '', language: null },
      },
      'GET /api/user/balance': { body: balance(20) },
    });
    expect(callsTo(fetchMock, 'GET', '/api/user/profile').length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.focus(window);
    });
    await vi.waitFor(() => expect(screen.queryByTestId('verify-email-banner')).toBeNull());
  });

  it('reads the profile again when the page becomes visible', async () => {
    api(20);
    await renderDashboard();
    await banner();
    const after = mockShellApi({
      'GET /api/user/profile': {
        body: { ...profile({ credits: 20, pending_welcome_credits: 0 }), role: 'user', updated_at: '', language: null },
      },
      'GET /api/user/balance': { body: balance(20) },
    });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(callsTo(after, 'GET', '/api/user/profile').length).toBe(1));
    await vi.waitFor(() => expect(screen.queryByTestId('verify-email-banner')).toBeNull());
  });

  it('is not there once the welcome credits are in (or for an account that never had them pending)', async () => {
    api(0);
    await renderDashboard();
    await screen.findByRole('heading', { name: 'Olá, Maria Silva!' });
    expect(screen.queryByTestId('verify-email-banner')).toBeNull();
  });
});
