import { describe, expect, inject, it } from 'vitest';
import { register } from './support/account.js';
import { saveScreenshot } from './support/browser.js';
import { fileBrowser } from './support/browser-session.js';

/**
 * The image generator on a platform with no image provider (the suite's shared platform configures none): the page
 * says generation is not available before the customer types anything, in customer words (no variable names), and
 * no generation is attempted. With a provider, test/e2e/image-generator.test.ts generates for real.
 */
const { baseUrl } = inject('platform');
const session = fileBrowser({ width: 1280, height: 900 });

describe('image generator without a provider', () => {
  it('says it is not available yet before any prompt is typed, and sends no generation', async () => {
    const { page } = await session.open({ language: 'pt' });
    const generations: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/image/text-to-image')) generations.push(request.url());
    });
    await register(page, baseUrl, {
      name: 'Sem Provedor',
      email: `image-unconfigured-${Date.now()}@example.test`,
      password: 'senha-imagem-1',
    });
    await page.goto(new URL('/dashboard/gerador-imagens', baseUrl).toString());
    const notice = page.getByTestId('generator-availability');
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain('A geração de imagens ainda não está disponível por aqui');
    expect(await notice.textContent()).not.toMatch(/IMAGE_AI|_URL|_KEY/);
    expect(await page.getByLabel('Prompt', { exact: true }).inputValue()).toBe('');
    expect(generations).toEqual([]);
    await saveScreenshot(page, 'image-generator/unconfigured-pt');
  });
});
