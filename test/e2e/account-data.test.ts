import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { pt as privacyPt } from '../../web/src/features/dashboard/i18n/privacy/pt.js';
import { pt as ptCommon } from '../../web/src/i18n/locales/pt.js';
import { accountDeletedHref } from '../../web/src/lib/account-deleted-address.js';
import { registerVerified } from './support/account.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.js';

/**
 * "Your data" on the profile page (docs/privacy.md), in the browser on the local platform: the customer exports
 * the account (the archive downloads and the link arrives by e-mail), then deletes the account after typing the
 * password again (a wrong one deletes nothing), and lands signed out on the landing page; the key stops working.
 * Screenshots in screenshots/privacy/ (git-ignored).
 */
const { baseUrl } = inject('platform');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const outboxSchema = z.array(z.object({ to: z.string(), subject: z.string(), links: z.array(z.string()) }));

describe('profile page: your data', () => {
  it('exports the account, then deletes it after the password is typed again, and lands signed out', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 900, language: 'pt' });
    const who = { name: 'Lia Privada', email: `privacy-${Date.now()}@example.test`, password: 'senha-dados-1' };
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await registerVerified(page, baseUrl, who);
    const keyAnswer = await page.evaluate(async () => {
      const entry = Object.entries(window.localStorage).find(([k]) => k.endsWith('.idToken'));
      const response = await fetch('/api/user/api-key', { headers: { authorization: `Bearer ${entry?.[1] ?? ''}` } });
      return (await response.json()) as unknown;
    });
    const apiKey = z.object({ token: z.string() }).parse(keyAnswer).token;

    await page.goto(`${baseUrl}/dashboard/perfil`);
    const section = page.getByRole('region', { name: privacyPt.privacy.title });
    await section.waitFor();
    expect(await seriousViolations(page, 'section[aria-labelledby="profile-privacy"]')).toEqual([]);

    // Export: progress, then the link, which downloads a zip of the account; the e-mail brings the profile page's.
    await section.getByRole('button', { name: privacyPt.privacy.exportButton }).click();
    const link = section.getByRole('link', { name: privacyPt.privacy.exportDownload });
    await link.waitFor();
    await section.getByText(privacyPt.privacy.exportReadyEmailed).waitFor();
    await saveScreenshot(page, 'privacy/export-ready-pt');
    const href = z.string().parse(await link.getAttribute('href'));
    const archive = unzipSync(new Uint8Array(await (await fetch(href)).arrayBuffer()));
    const data = z
      .object({ email: z.string(), keys: z.array(z.unknown()) })
      .passthrough()
      .parse(JSON.parse(strFromU8(z.instanceof(Uint8Array).parse(archive['data.json']))));
    expect(data.email).toBe(who.email);
    expect(JSON.stringify(data)).not.toContain(apiKey);
    const mails = outboxSchema.parse(await (await fetch(`${baseUrl}/local/outbox.json`)).json());
    const mailed = z.string().parse(mails.find((m) => m.to === who.email)?.links[0]);
    expect(mailed).not.toContain('X-Amz-');
    // Opened from the e-mail, the profile page shows that export with a download signed as it reads it.
    await page.goto(mailed);
    const again = page
      .getByRole('region', { name: privacyPt.privacy.title })
      .getByRole('link', { name: privacyPt.privacy.exportDownload });
    await again.waitFor();
    await saveScreenshot(page, 'privacy/export-from-mail-pt');
    const fresh = z.string().parse(await again.getAttribute('href'));
    expect(fresh).toContain('X-Amz-Signature=');
    const redownload = unzipSync(new Uint8Array(await (await fetch(fresh)).arrayBuffer()));
    expect(Object.keys(redownload)).toEqual(Object.keys(archive));

    // Delete: the dialog says what goes and what stays; a wrong password deletes nothing.
    await section.getByRole('button', { name: privacyPt.privacy.deleteButton }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(privacyPt.privacy.keptList).waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByLabel(privacyPt.privacy.password).fill('senha-errada');
    await dialog.getByRole('button', { name: privacyPt.privacy.deleteConfirm }).click();
    await dialog.getByText(privacyPt.privacy.wrongPassword).waitFor();
    await saveScreenshot(page, 'privacy/delete-wrong-password-pt');

    await dialog.getByLabel(privacyPt.privacy.password).fill(who.password);
    await dialog.getByRole('button', { name: privacyPt.privacy.deleteConfirm }).click();
    await page.waitForURL(`${baseUrl}${accountDeletedHref}`);
    // The landing hydrates on first input; its notice shows before that (test/e2e/landing-account-deleted.test.ts).
    await page.getByText(ptCommon.common.accountDeleted).waitFor({ state: 'visible' });
    await saveScreenshot(page, 'privacy/after-delete-pt');
    expect(pageErrors).toEqual([]);
    const stored = await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.includes('idToken')));
    expect(stored).toEqual([]);

    const call = await fetch(`${baseUrl}/api/image/qr-code`, {
      method: 'POST',
      headers: { 'api-token': apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ data: 'https://example.com' }),
    });
    expect([401, 403]).toContain(call.status);
  });
});
