import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en as keysEn } from '../../web/src/features/dashboard/i18n/keys/en.js';
import { pt as keysPt } from '../../web/src/features/dashboard/i18n/keys/pt.js';
import { pt } from '../../web/src/features/dashboard/i18n/pt.js';
import { registerVerified } from './support/account.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.js';

/**
 * Keys rotated without downtime (docs/keys.md), in the browser on the local platform: the customer creates a second
 * key on the keys page (its secret shown once), a script moves to it while still calling, the first key is revoked
 * from the list, and no call made with the new key fails. Screenshots in screenshots/keys/ (git-ignored).
 */
const { baseUrl } = inject('platform');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A metered call (1 credit) as a customer's script makes it, outside the page. */
const qrCode = (key: string) =>
  fetch(`${baseUrl}/api/image/qr-code`, {
    method: 'POST',
    headers: { 'api-token': key, 'content-type': 'application/json' },
    body: JSON.stringify({ data: 'https://example.com' }),
  });

/** axe-core's serious and critical findings inside the open dialog. */
const dialogViolations = (page: Page): Promise<string[]> => seriousViolations(page, '[role="dialog"]');

describe('keys page', () => {
  it('creates a second key, moves a script to it, revokes the first, and no call with the new key fails', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 900, language: 'pt' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const who = { name: 'Rita Rotação', email: `keys-${Date.now()}@example.test`, password: 'senha-chaves-1' };
    await registerVerified(page, baseUrl, who);
    await page.goto(`${baseUrl}/dashboard/api-keys`);

    // The main key, as the script uses it today.
    await page.getByRole('button', { name: pt.apiKey.copy }).click();
    await page.getByText(pt.apiKey.copySuccess).waitFor();
    const oldKey = await page.evaluate(() => navigator.clipboard.readText());
    expect((await qrCode(oldKey)).status).toBe(200);

    // 1. Create a second key: its secret is shown once, in a dialog with a copy button.
    const keysCard = page.getByTestId('keys-card');
    await keysCard.getByRole('button', { name: keysPt.keys.create }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(keysPt.keys.nameLabel).fill('Servidor novo');
    expect(await dialogViolations(page)).toEqual([]);
    await saveScreenshot(page, 'keys/create-dialog-pt');
    await dialog.getByRole('button', { name: keysPt.keys.createConfirm }).click();
    const secret = page.getByTestId('new-key-secret');
    await secret.waitFor();
    const newKey = (await secret.textContent()) ?? '';
    expect(newKey).toMatch(/^alq_/);
    expect(newKey).not.toBe(oldKey);
    await dialog.getByRole('button', { name: keysPt.keys.secretCopy }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(newKey);
    expect(await dialogViolations(page)).toEqual([]);
    await saveScreenshot(page, 'keys/secret-dialog-pt');
    await dialog.getByRole('button', { name: keysPt.keys.secretDone }).click();
    await dialog.waitFor({ state: 'detached' });
    // Masked afterwards: the page no longer holds the secret.
    expect(await page.content()).not.toContain(newKey);
    const rows = keysCard.getByTestId('key-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain(newKey.slice(-12));

    // 2. The script moves to the new key and keeps calling while 3. the first key is revoked from the list.
    const statuses: number[] = [];
    let revoked = false;
    const script = (async () => {
      for (let calls = 0; calls < 12 && !(revoked && calls >= 4); calls++) statuses.push((await qrCode(newKey)).status);
    })();
    await keysCard
      .getByRole('button', { name: keysPt.keys.revokeNamed.replace('{{name}}', 'API Key Principal') })
      .click();
    expect(await dialogViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: keysPt.keys.revokeConfirm }).click();
    await page.getByText(keysPt.keys.revokeSuccess).waitFor();
    revoked = true;
    await script;
    statuses.push((await qrCode(newKey)).status);

    expect(statuses.length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // The local gateway authorizes every call (no cache), so the old key is refused at once here (60 s on AWS).
    expect((await qrCode(oldKey)).status).toBe(401);
    await expect.poll(() => rows.first().textContent()).toContain(keysPt.keys.revoked);
    await page.getByText(keysPt.keys.rotation.title).waitFor();
    await saveScreenshot(page, 'keys/keys-page-pt');
    await context.close();
  });

  it('shows the keys page in English on a phone', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 800, language: 'en' });
    const who = { name: 'Ken Keys', email: `keys-en-${Date.now()}@example.test`, password: 'keys-password-1' };
    await registerVerified(page, baseUrl, who);
    await page.goto(`${baseUrl}/dashboard/api-keys`);
    const keysCard = page.getByTestId('keys-card');
    await keysCard.getByRole('heading', { name: keysEn.keys.title }).waitFor();
    await expect.poll(() => keysCard.getByTestId('keys-count').textContent()).toBe('1 of 5 active keys');
    await saveScreenshot(page, 'keys/keys-page-en-375');
    await context.close();
  });
});
