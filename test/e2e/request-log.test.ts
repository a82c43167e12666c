import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { en as logEn } from '../../web/src/features/request-log/i18n/en.js';
import { pt as logPt } from '../../web/src/features/request-log/i18n/pt.js';
import { en as usageEn } from '../../web/src/features/usage/i18n/en.js';
import { pt as usagePt } from '../../web/src/features/usage/i18n/pt.js';
import { signInLocally } from '../integration/support/email-verification.js';
import { registerVerified } from './support/account.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.js';

/**
 * The request log and the usage charts in the browser on the local platform (docs/requests.md): a customer's
 * script makes a successful, a failed (4xx), an async and a refused (revoked key) call; the log page shows each with
 * its status and credits, its details (problem body, headers, the job's status), and the chart counts them under
 * today. Both pages are axe clean. Screenshots in screenshots/request-log/ (git-ignored).
 */
const { baseUrl, env } = inject('platform');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const post = (key: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'api-token': key, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('request log and usage pages', () => {
  it('show a script’s successful, failed, async and refused calls, with details, and today’s bar', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 900, language: 'pt' });
    const who = { name: 'Lia Log', email: `log-${Date.now()}@example.test`, password: 'senha-log-1' };
    await registerVerified(page, baseUrl, who);
    const { idToken } = await signInLocally(env, who.email, who.password);
    const session = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
    const main = z
      .object({ token: z.string() })
      .parse(await (await fetch(`${baseUrl}/api/user/api-key`, { headers: session })).json());

    expect((await post(main.token, '/api/image/qr-code', { data: 'https://example.com' })).status).toBe(200);
    expect((await post(main.token, '/api/image/qr-code', { data: 'x', color: '#fefefe' })).status).toBe(400);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1e40af' } })
      .png()
      .toBuffer();
    const accepted = await post(
      main.token,
      '/api/e-image/upscale',
      { image: `data:image/png;base64,${png.toString('base64')}`, upscaleFactor: 2 },
      { prefer: 'respond-async' },
    );
    expect(accepted.status).toBe(202);
    const created = await fetch(`${baseUrl}/api/user/keys`, {
      method: 'POST',
      headers: session,
      body: JSON.stringify({ name: 'antiga' }),
    });
    const second = z.object({ id: z.string(), token: z.string() }).parse(await created.json());
    await fetch(`${baseUrl}/api/user/keys/${second.id}`, { method: 'DELETE', headers: session });
    expect((await post(second.token, '/api/image/qr-code', { data: 'depois' })).status).toBe(401);

    await page.goto(`${baseUrl}/dashboard/requisicoes`);
    await page.getByRole('heading', { name: logPt.title }).waitFor({ timeout: 30_000 });
    const table = page.getByTestId('request-log-table');
    await table.waitFor();
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(4);
    const statuses = await table.locator('tbody tr td:nth-child(3) > span:first-child').allTextContents();
    expect(statuses.sort()).toEqual(['200', '202', '400', '401']);
    expect(await rows.filter({ hasText: 'image.upscale' }).locator('td:nth-child(5)').textContent()).toBe('2');
    // Each row names its key; the revoked one by the name it had, with its id beneath.
    const refusedKey = await rows.filter({ hasText: 'unauthorized' }).locator('td:nth-child(6)').textContent();
    expect(refusedKey).toBe(`antiga${second.id}`);
    expect(await rows.filter({ hasText: 'image.upscale' }).locator('td:nth-child(6)').textContent()).toMatch(
      /^API Key Principal/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'request-log/log-pt');

    // The failed call's details: its problem body and headers.
    const failed = rows.filter({ hasText: 'invalid_request' });
    await failed.getByRole('button', { name: logPt.detail.show }).click();
    await page.getByText('"code": "invalid_request"').waitFor();
    await page
      .getByText(/X-Request-Id: req_/)
      .first()
      .waitFor();
    // The job's row links to its status.
    const jobRow = rows.filter({ hasText: 'image.upscale' });
    await page.getByRole('button', { name: logPt.detail.hide }).click();
    await jobRow.getByRole('button', { name: logPt.detail.show }).click();
    await page.getByRole('button', { name: logPt.detail.jobStatus }).click();
    await page.getByText(/"status": "(queued|running|succeeded)"/).waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'request-log/detail-pt');

    // The status filter keeps only the 4xx calls.
    await page.getByLabel(logPt.filters.status).selectOption('4xx');
    await expect.poll(() => rows.count()).toBe(2);

    await page.goto(`${baseUrl}/dashboard/uso`);
    await page.getByRole('heading', { name: usagePt.title, level: 1 }).waitFor({ timeout: 30_000 });
    const chart = page.getByTestId('usage-chart-calls');
    await chart.waitFor();
    const today = new Date().toISOString().slice(0, 10);
    // Today: the four image calls and the job status read from the log page (a jobs call made with the key).
    expect(await chart.locator(`g[data-date="${today}"] rect`).count()).toBe(2);
    // The numbers for screen readers: today's row of the calls table counts the five calls.
    const lastRow = chart.locator('table tbody tr').last();
    expect(await lastRow.locator('td').last().textContent()).toBe('5');
    // Quota counts the calls that reached the debit: the QR code, the job and the job status read.
    await page.getByTestId('usage-today').getByText('3 de 100 requisições').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'request-log/usage-pt');

    // English too.
    await page.evaluate(() => window.localStorage.setItem('preferredLanguage', 'en'));
    await page.reload();
    await page.getByRole('heading', { name: usageEn.title, level: 1 }).waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'request-log/usage-en');
    await page.goto(`${baseUrl}/dashboard/requisicoes`);
    await page.getByRole('heading', { name: logEn.title }).waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
