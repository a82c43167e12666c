import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerVerified } from './support/account.js';
import { launchBrowser, openPage, saveScreenshot } from './support/browser.js';

/**
 * The text-to-speech tool end to end on the local platform: a new customer generates Portuguese speech with
 * the embedded eSpeak NG engine, the audio element loads and plays real audio, a credit is charged, the
 * history lists it, and a voice sample is generated. Screenshots go to screenshots/text-to-speech/.
 */
const { baseUrl } = inject('platform');
const email = `tts-${Date.now()}@example.test`;
const password = 'senha-tts-1';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('text to speech', () => {
  it('generates speech that plays, charges a credit, lands in the history, and generates a voice sample', async () => {
    const { page, context } = await openPage(browser, { width: 1280, height: 900, language: 'pt' });
    await registerVerified(page, baseUrl, { name: 'Voz Teste', email, password });
    await page.goto(`${baseUrl}/dashboard/texto-para-fala`);
    await page.getByRole('heading', { name: 'Texto para Fala' }).waitFor({ timeout: 30_000 });

    await page
      .getByRole('textbox', { name: 'Texto', exact: true })
      .fill('Olá! Este áudio foi gerado pela Alquimia, no texto para fala.');
    await expect.poll(() => page.getByTestId('tts-cost').textContent(), { timeout: 20_000 }).toBe('Custo: 1 crédito');
    await page.getByRole('button', { name: 'Gerar Áudio' }).click();

    const audio = page.getByTestId('tts-audio');
    await audio.waitFor({ timeout: 60_000 });
    const duration = await audio.evaluate(
      (element: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          if (element.readyState >= 1) return resolve(element.duration);
          element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
          element.addEventListener('error', () => reject(new Error(`audio error ${element.error?.code}`)), {
            once: true,
          });
        }),
    );
    expect(duration).toBeGreaterThan(1);
    // Muted playback is allowed without a user gesture; the clock must advance.
    const played = await audio.evaluate(async (element: HTMLAudioElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 700));
      element.pause();
      return element.currentTime;
    });
    expect(played).toBeGreaterThan(0);
    await page.getByText('1 crédito cobrado', { exact: false }).waitFor();
    await saveScreenshot(page, 'text-to-speech/generated-1280-pt');

    await page.getByRole('button', { name: 'Mostrar exemplo cURL' }).click();
    await expect.poll(() => page.getByTestId('tts-curl').textContent()).toContain('/api/audio/text-to-speech/v2');

    const panel = page.getByRole('complementary', { name: 'Vozes' });
    await panel.getByRole('button', { name: 'Gerar amostra de Pedro' }).click();
    // Once stored, the sample plays (or can be played): the generate button becomes play/pause.
    await panel
      .locator('[aria-label="Ouvir amostra de Pedro"], [aria-label="Pausar amostra de Pedro"]')
      .waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'text-to-speech/sample-1280-pt');

    await page.getByRole('tab', { name: /Histórico/ }).click();
    const item = page.getByTestId('tts-history-item').first();
    await item.waitFor({ timeout: 30_000 });
    expect(await item.textContent()).toContain('Olá! Este áudio foi gerado pela Alquimia');
    expect(await item.textContent()).toContain('1 crédito');
    const historyDuration = await item.locator('audio').evaluate(
      (element: HTMLAudioElement) =>
        new Promise<number>((resolve) => {
          element.preload = 'metadata';
          element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
          element.load();
        }),
    );
    expect(historyDuration).toBeGreaterThan(1);
    await saveScreenshot(page, 'text-to-speech/history-1280-pt');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('tab', { name: /Gerar/ }).click();
    await saveScreenshot(page, 'text-to-speech/generate-375-pt');
    await context.close();
  });
});
