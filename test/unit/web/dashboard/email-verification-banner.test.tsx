import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardRoutes from '../../../../web/src/features/dashboard/routes.js';
import { i18n, type Language } from '../../../../web/src/i18n/index.js';
import { AuthError } from '../../../../web/src/lib/auth.js';
import * as verification from '../../../../web/src/lib/email-verification.js';
import { apiKey, balance, mockFetch, profile, services, setupI18n } from './helpers.js';

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

const api = (pending: number) =>
  mockFetch({
    'GET /api/user/profile': {
      body: {
        ...profile({ credits: 0, pending_welcome_credits: pending }),
        role: 'user',
        updated_at: '',
        language: null,
      },
    },
    'GET /api/user/balance': { body: balance(0) },
    'GET /api/user/api-key': { body: apiKey() },
    'GET /api/user/usage': { body: { items: [], nextCursor: null } },
    'GET /api/services': { body: services() },
  });

const renderShell = async (path = '/dashboard', language: Language = 'pt') => {
  await setupI18n(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/*" element={<DashboardRoutes />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
};

/** The banner: the polite status region holding the verification notice. */
const banner = async () => (await screen.findByTestId('verify-email-banner')).closest('[role="status"]');

describe('the e-mail verification banner', () => {
  it('says the account holds 0 credits until the e-mail is verified, on every dashboard page', async () => {
    api(20);
    await renderShell('/dashboard/creditos');
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
    await renderShell();
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
    await renderShell();
    await banner();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar e-mail' }));
    expect(await screen.findByTestId('verify-email-outcome')).toHaveTextContent(message);
  });

  it('speaks the visitor language', async () => {
    api(20);
    await renderShell('/dashboard', 'en');
    expect((await banner())?.textContent).toContain('Confirm your e-mail to get 20 free credits');
    expect(screen.getByRole('button', { name: 'Resend e-mail' })).toBeTruthy();
  });

  it('is not there once the welcome credits are in (or for an account that never had them pending)', async () => {
    api(0);
    await renderShell();
    await screen.findByRole('heading', { name: 'Olá, Maria Silva!' });
    expect(screen.queryByTestId('verify-email-banner')).toBeNull();
  });
});
