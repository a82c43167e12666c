import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerVerified, signIn } from './support/account.js';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.js';

/**
 * The API playground end to end on the local platform, as a new customer: register and sign in → open the
 * playground (key prefilled, 20 credits) → PDF merge with two uploaded PDFs → the merged file downloaded and
 * opened here (2 pages), the balance down by one here and on the dashboard home → an image operation shows its
 * own form → the cURL shown for it, copied and run by a shell, succeeds and charges one more credit.
 */
const { baseUrl } = inject('platform');
const email = `playground-${Date.now()}@example.test`;
const password = 'senha-play-1';
const run = promisify(execFile);

let browser: Browser;
let workDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  workDir = mkdtempSync(join(tmpdir(), 'alquimia-playground-e2e-'));
});

afterAll(async () => {
  await browser?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const onePagePdf = async (label: string): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText(label, { x: 20, y: 100, size: 18 });
  return Buffer.from(await doc.save());
};

const credits = (page: Page) => page.getByTestId('playground-credits').textContent();

describe('API playground', () => {
  it('merges two uploaded PDFs, charges one credit, and its copied cURL runs in a shell', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 900, language: 'pt' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await registerVerified(page, baseUrl, { name: 'Paula Playground', email, password });

    await page.goto(`${baseUrl}/dashboard/playground`);
    await page.getByRole('heading', { name: 'Playground da API' }).waitFor({ timeout: 30_000 });
    // The sidebar: the customer's own key, prefilled, and the balance.
    const keyInput = page.getByLabel('API Key', { exact: true });
    await expect.poll(async () => (await keyInput.inputValue()).length, { timeout: 15_000 }).toBeGreaterThan(32);
    const key = await keyInput.inputValue();
    await expect.poll(() => credits(page), { timeout: 15_000 }).toBe('20');

    // PDF merge, with two PDFs uploaded through the form.
    await page.locator('[data-operation="pdf.merge"]').first().click();
    await expect.poll(() => page.getByTestId('endpoint-name').textContent()).toBe('Juntar PDFs');
    await page.locator('[data-field="files"] input[type="file"]').setInputFiles([
      { name: 'primeiro.pdf', mimeType: 'application/pdf', buffer: await onePagePdf('primeiro') },
      { name: 'segundo.pdf', mimeType: 'application/pdf', buffer: await onePagePdf('segundo') },
    ]);
    // The example follows the form: both chosen files appear as parts.
    await expect
      .poll(() => page.getByTestId('request-example').getByRole('tabpanel').textContent())
      .toContain("-F 'files=@segundo.pdf'");

    // The price before running: dry_run, nothing charged.
    await page.getByRole('button', { name: 'Ver custo (dry_run)' }).click();
    // Any alert (a problem answer, a network failure) is part of what is compared, so a failure says why.
    const costOrAlert = async () =>
      [await page.getByTestId('playground-cost').textContent(), ...(await page.getByRole('alert').allTextContents())]
        .join(' | ')
        .trim();
    await expect.poll(costOrAlert, { timeout: 15_000 }).toBe('Custo desta chamada: 1 crédito · Saldo: 20');

    await page.getByRole('button', { name: 'Executar' }).click();
    const banner = page.getByTestId('result-banner');
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.getAttribute('data-status')).toBe('200');
    const bannerText = (await banner.textContent()) ?? '';
    expect(bannerText).toContain('Créditos cobrados1');
    expect(bannerText).toContain('Créditos restantes19');
    await expect.poll(() => credits(page), { timeout: 15_000 }).toBe('19');
    const fileFacts = (await page.getByTestId('result-file').textContent()) ?? '';
    expect(fileFacts).toContain('application/pdf');
    await saveScreenshot(page, 'playground/merge-1280');

    // Download the merged PDF and open it here.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Baixar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const merged = await PDFDocument.load(readFileSync(await file.path()));
    expect(merged.getPageCount()).toBe(2);

    // An image operation: the form changes to the QR code's fields.
    await page.locator('[data-operation="image.qr-code"]').first().click();
    const form = page.getByTestId('operation-form');
    await expect.poll(() => form.getAttribute('data-operation')).toBe('image.qr-code');
    expect(await form.locator('[data-field="files"]').count()).toBe(0);
    expect(await form.locator('[data-field="data"]').count()).toBe(1);
    expect(await form.locator('[data-field="width"] input[type="number"]').count()).toBe(1);
    await form.locator('[data-field="data"] textarea').fill('https://example.test/pedido/42');

    // Copy the cURL shown for it and run it in a shell against the local platform.
    const example = page.getByTestId('request-example');
    await example.getByRole('tab', { name: 'cURL' }).click();
    await example.getByRole('button', { name: 'Copiar código' }).click();
    const curl = await page.evaluate(() => navigator.clipboard.readText());
    // The site's API origin (the runtime config may name the host differently from the page's).
    expect(curl).toMatch(/^curl -X POST 'http:\/\/(127\.0\.0\.1|localhost):\d+\/api\/image\/qr-code'/);
    expect(curl).toContain(key);
    const { stdout } = await run('sh', ['-c', curl], { cwd: workDir, timeout: 30_000 });
    expect(stdout).toBe('');
    const png = readFileSync(join(workDir, 'resultado.png'));
    expect((await sharp(png).metadata()).format).toBe('png');

    // The dashboard home shows the new balance (two calls: 18).
    await page.goto(`${baseUrl}/dashboard`);
    await expect.poll(() => page.getByTestId('home-credits').textContent(), { timeout: 15_000 }).toBe('18');
    await context.close();
  });

  it('shows the landing page’s example against the site’s own origin', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 900, language: 'pt' });
    await page.goto(`${baseUrl}/`);
    const code = page.locator('pre').filter({ hasText: 'curl -X POST' }).first();
    await code.waitFor({ timeout: 30_000 });
    // The build prerenders the bare path; the boot script puts the site's own origin in front of it.
    await expect.poll(() => code.textContent()).toContain(`'${baseUrl}/api/pdf/merge'`);
    await saveScreenshot(page, 'playground/landing-1280');
    await context.close();
  });

  it('lays out on a phone and a desktop', async () => {
    for (const width of [1280, 375]) {
      const { context, page } = await openPage(browser, { width, height: 900, language: 'pt' });
      await signIn(page, baseUrl, { email, password });
      await page.goto(`${baseUrl}/dashboard/playground?op=image.qr-code`);
      await page.getByTestId('operation-form').waitFor({ timeout: 30_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `playground/qr-${width}`);
      await context.close();
    }
  });
});
