import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { operations } from '../../shared/operations/index.js';
import { registerVerified } from './support/account.js';
import { launchBrowser, openPage, saveScreenshot, screenshotDir } from './support/browser.js';

/**
 * The documentation and the script generator on the local platform: the public /docs lists every operation of
 * the table without signing in, and its cURL for the QR code, run in a shell with a real key, answers a PNG that
 * decodes; the dashboard's documentation page opens; the script generator writes a script (the local template,
 * which says so) and sends it to the image generator's script tab. Screenshots at 1280 and 375 px go to
 * screenshots/docs/.
 */
const { baseUrl } = inject('platform');
const email = `docs-${Date.now()}@example.test`;
const password = 'senha-docs-1';
const listed = operations.filter((op) => op.public !== false);

let browser: Browser;
let workDir = '';

beforeAll(async () => {
  browser = await launchBrowser();
  workDir = mkdtempSync(join(tmpdir(), 'docs-e2e-'));
});

afterAll(async () => {
  await browser?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const waitForReference = async (page: Page) => {
  await expect.poll(() => page.getByTestId('operation').count(), { timeout: 60_000 }).toBe(listed.length);
};

describe('documentation and script generator', () => {
  it('shows every operation at the public /docs without signing in', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 900, language: 'pt' });
    await page.goto(`${baseUrl}/docs`);
    await page.getByRole('heading', { level: 1, name: 'Documentação da API' }).waitFor({ timeout: 30_000 });
    await waitForReference(page);
    const ids = await page
      .getByTestId('operation')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-operation-id')));
    expect(new Set(ids)).toEqual(new Set(listed.map((op) => op.id)));
    expect(page.url()).toBe(`${baseUrl}/docs`);
    await saveScreenshot(page, 'docs/public-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(page, 'docs/public-375');
    await context.close();
  });

  it('opens the dashboard documentation, whose cURL works in a shell, and the script generator hands off a script', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 900, language: 'pt' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    // The QR call below spends a welcome credit: they come with the e-mail verification.
    await registerVerified(page, baseUrl, { name: 'Rita Docs', email, password });

    // The key, as the customer copies it from the API Keys page.
    await page.goto(`${baseUrl}/dashboard/api-keys`);
    await page.getByRole('button', { name: 'Copiar chave' }).click();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key.length).toBeGreaterThan(32);

    await page.goto(`${baseUrl}/dashboard/documentacao`);
    await page.getByRole('heading', { level: 1, name: 'Documentação da API' }).waitFor({ timeout: 30_000 });
    await waitForReference(page);
    await saveScreenshot(page, 'docs/dashboard-1280');

    // The QR code's cURL, copied from its reference entry and run in a shell with the key.
    const qr = page.locator('[data-operation-id="image.qr-code"]');
    await qr.locator('summary').click();
    const curl = (await qr.locator('[role="tabpanel"]:not([hidden])').first().textContent()) ?? '';
    expect(curl).toContain(`${baseUrl}/api/image/qr-code`);
    execFileSync('bash', ['-c', curl.replaceAll('YOUR_API_KEY', key)], {
      cwd: workDir,
      timeout: 30_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const png = readFileSync(join(workDir, 'resultado.png'));
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBeTruthy();

    // Script generator: the local platform has no LLM, so the script is the template and says so.
    await page.goto(`${baseUrl}/dashboard/gerador-roteiro`);
    await page.getByLabel('Tema').fill('Como cuidar de plantas em apartamento');
    await page.getByLabel('Tipo de roteiro').selectOption('youtube');
    await page.getByLabel('Duração').selectOption('3');
    await page.getByLabel('Público-alvo').fill('iniciantes');
    await page.getByRole('button', { name: 'Gerar roteiro' }).click();
    await page.getByTestId('section').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('section').count()).toBe(6);
    await page.getByText('Nenhum modelo de IA está configurado neste ambiente', { exact: false }).waitFor();
    await saveScreenshot(page, 'docs/script-generator-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(page, 'docs/script-generator-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Gerar imagens com este roteiro' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/gerador-imagens`, { timeout: 30_000 });
    const script = page.getByLabel('Roteiro completo');
    await script.waitFor({ timeout: 30_000 });
    const text = await script.inputValue();
    expect(text.startsWith('Como cuidar de plantas em apartamento\n')).toBe(true);
    expect(text).toContain('MODELO (sem IA)');
    expect(await page.getByRole('tab', { name: 'Roteiro' }).getAttribute('aria-selected')).toBe('true');
    await saveScreenshot(page, 'docs/script-to-images');

    await page.goto(`${baseUrl}/dashboard/documentacao`);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('heading', { level: 1, name: 'Documentação da API' }).waitFor({ timeout: 30_000 });
    await waitForReference(page);
    await saveScreenshot(page, 'docs/dashboard-375');
    await context.close();
  });
});

describe('docs: the reference speaks the reader’s language (issue 28)', () => {
  it.each([
    ['pt', 'O PDF: uma parte multipart'],
    ['es', 'El PDF: una parte multipart'],
    ['fr', 'Le PDF : une partie multipart'],
  ] as const)(
    'in %s, parameter descriptions are translated and code is <code>, not backticks',
    async (language, pdf) => {
      const { context, page } = await openPage(browser, { width: 1280, language });
      await page.goto(`${baseUrl}/docs`);
      await waitForReference(page);
      const split = page.locator('[data-operation-id="pdf.split"]');
      await split.locator('summary').click();
      const cells = split.locator('table tbody td:last-child');
      await expect.poll(() => cells.allTextContents()).toContainEqual(expect.stringContaining(pdf));
      expect((await cells.allTextContents()).filter((text) => text.includes('`'))).toEqual([]);
      expect(await cells.locator('code').allTextContents()).toContain('1-3,5,8-');
      await saveScreenshot(page, `docs/issue28-split-${language}`);
      await context.close();
    },
  );
});

describe('docs: group names, summaries, descriptions and prices come from the operation texts (issue 28)', () => {
  it('in Spanish, /docs names the groups, sums up each operation and states its price in Spanish', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 900, language: 'es' });
    await page.goto(`${baseUrl}/docs`);
    await waitForReference(page);
    // Group names from the family id and the docs catalogue, not the document's English tag.
    await page.getByRole('heading', { level: 3, name: 'Imágenes' }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { level: 3, name: 'Verificación' }).waitFor();
    // Summaries from shared/i18n/operations/es.ts once they load.
    const speech = page.locator('[data-operation-id="audio.text-to-speech"]');
    await expect.poll(() => speech.locator('summary').textContent()).toContain('Texto a voz (archivo de audio)');
    await expect
      .poll(() => page.locator('[data-operation-id="jobs.get"] summary').textContent())
      .toContain('Estado de un job');
    await speech.locator('summary').click();
    // The price line is written from the credit rule with the Spanish templates, code rendered as <code>.
    const price = speech.getByTestId('price');
    expect(await price.textContent()).toBe('1 crédito por cada 1000 caracteres (o fracción) de text, como mínimo 1');
    expect(await price.locator('code').allTextContents()).toEqual(['text']);
    // The description and a parameter note in Spanish; no backticks anywhere in the opened operation.
    const body = (await speech.textContent()) ?? '';
    expect(body).toContain('con el motor eSpeak NG incluido');
    expect(body).toContain('Velocidad del habla, de 0.5 a 2');
    expect(body).toContain('valida y responde el precio sin ejecutar ni cobrar');
    expect(body).toContain('No hay créditos suficientes para esta llamada');
    expect(body).not.toContain('`');
    expect(body).not.toContain('credit per');
    await saveScreenshot(page, 'docs/issue28-reference-es');
    await context.close();
  });
});

describe('docs: problem titles and response fields in the reader’s language (issue 28)', () => {
  it.each([
    ['pt', 'Fora das restrições da chave de API', 'A resposta JSON da operação'],
    ['es', 'Fuera de las restricciones de la clave de API', 'La respuesta JSON de la operación'],
    ['fr', 'Hors des restrictions de la clé d’API', 'La réponse JSON de l’opération'],
  ] as const)(
    'in %s, the error catalogue’s titles and a success body’s fields are translated',
    async (language, title, field) => {
      const { context, page } = await openPage(browser, { width: 1280, height: 900, language });
      await page.goto(`${baseUrl}/docs`);
      await waitForReference(page);
      const row = page.locator('[data-testid="error-catalogue"] tr[data-code="key_restricted"] td').nth(2);
      expect(await row.textContent()).toBe(title);
      const job = page.locator('[data-operation-id="jobs.get"]');
      await job.locator('summary').click();
      const cells = job.locator('table tbody td:last-child');
      await expect.poll(() => cells.allTextContents()).toContainEqual(expect.stringContaining(field));
      expect((await cells.allTextContents()).filter((text) => text.includes('`'))).toEqual([]);
      expect(await job.textContent()).not.toContain("The operation's JSON answer");
      await job.screenshot({ path: join(screenshotDir, `docs/issue28-job-fields-${language}.png`) });
      await page
        .getByTestId('error-catalogue')
        .screenshot({ path: join(screenshotDir, `docs/issue28-problems-${language}.png`) });
      await context.close();
    },
  );
});
