import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportIdParam, exportPagePath } from '../../../../shared/email-links.js';
import { ProfilePage } from '../../../../web/src/features/dashboard/components/profile/profile-page.js';
import { pt as privacyPt } from '../../../../web/src/features/dashboard/i18n/privacy/pt.js';
import { callsTo, mockFetch, renderPage } from './helpers.js';

const path = '/dashboard/perfil';

afterEach(() => vi.unstubAllGlobals());

const ready = {
  id: 'exp_1',
  status: 'ready',
  createdAt: '2026-01-01T00:00:00.000Z',
  url: 'http://localhost/files/exports/acct_1/exp_1/alquimia-export.zip?X-Amz-Signature=abc',
  expiresAt: '2026-01-02T00:00:00.000Z',
  size: 1234,
  emailed: true,
};

describe('Profile page: your data', () => {
  it('exports the data and shows the link, saying the e-mail brings it too', async () => {
    const api = mockFetch({ 'POST /api/user/export': { status: 201, body: ready } });
    await renderPage(<ProfilePage />, { path });
    const section = screen.getByRole('region', { name: privacyPt.privacy.title });
    await userEvent.click(within(section).getByRole('button', { name: privacyPt.privacy.exportButton }));
    const link = await within(section).findByRole('link', { name: privacyPt.privacy.exportDownload });
    expect(link.getAttribute('href')).toBe(ready.url);
    expect(within(section).getByText(privacyPt.privacy.exportReadyEmailed)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/user/export')).toHaveLength(1);
  });

  it('opened from the export e-mail, reads that export and shows the download it signs now, asking for no new one', async () => {
    const signedNow = { ...ready, url: `${ready.url.replace('abc', 'def')}&X-Amz-Date=20260101T050000Z` };
    const api = mockFetch({ 'GET /api/user/export/exp_1': { body: signedNow } });
    await renderPage(<ProfilePage />, { path: `${exportPagePath}?${exportIdParam}=exp_1` });
    const section = screen.getByRole('region', { name: privacyPt.privacy.title });
    const link = await within(section).findByRole('link', { name: privacyPt.privacy.exportDownload });
    expect(link.getAttribute('href')).toBe(signedNow.url);
    expect(callsTo(api, 'GET', '/api/user/export/exp_1')).toHaveLength(1);
    expect(callsTo(api, 'POST', '/api/user/export')).toHaveLength(0);
  });

  it('asks for the password, says what is kept, and reports a wrong password without leaving', async () => {
    const api = mockFetch({
      'POST /api/user/account/delete': {
        status: 403,
        body: { code: 'forbidden', reason: 'invalid_password', detail: 'The password is not correct.' },
      },
    });
    await renderPage(<ProfilePage />, { path });
    await userEvent.click(screen.getByRole('button', { name: privacyPt.privacy.deleteButton }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(privacyPt.privacy.keptList)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: privacyPt.privacy.deleteConfirm }));
    expect(within(dialog).getByText(privacyPt.privacy.passwordRequired)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/user/account/delete')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(privacyPt.privacy.password), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: privacyPt.privacy.deleteConfirm }));
    expect(await within(dialog).findByText(privacyPt.privacy.wrongPassword)).toBeTruthy();
    expect(await callsTo(api, 'POST', '/api/user/account/delete')[0]?.json()).toEqual({ password: 'wrong' });
  });
});
