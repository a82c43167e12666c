import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fillSignIn } from './support/account.js';
import { saveScreenshot } from './support/browser.js';
import { fileBrowser } from './support/browser-session.js';
import { verifyRegisteredEmail } from './support/email-verification.js';
import { latestResetLink } from './support/outbox.js';

/**
 * The public website in headless Chromium against the local platform: sign-up, sign-in, the reset flow through
 * the local outbox, language persistence, the mobile menu, the catalogue's error state, and screenshots.
 */
const { baseUrl } = inject('platform');
const url = (path: string) => new URL(path, baseUrl).toString();

const session = fileBrowser({ width: 1280 });
const open = async (width: number, language?: 'pt' | 'en'): Promise<Page> =>
  (await session.open({ width, ...(language ? { language } : {}) })).page;

const account = { name: 'Ana E2E', email: `ana.e2e.${Date.now()}@example.com`, password: 'secret123' };
let signedIn: Page | undefined;

describe('website', () => {
  it('registers and lands on /dashboard, signed in (no third typing of the password)', async () => {
    const page = await open(1280);
    await page.goto(url('/register'));
    await page.getByLabel('Nome').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByLabel('Confirmar Senha').fill(account.password);
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard', { timeout: 30_000 });
    signedIn = page;
  });

  it('opens the services page preset to a card category from the landing catalogue', async () => {
    const page = signedIn ?? (await open(1280));
    await page.goto(url('/'));
    // The catalogue fills in as the reader scrolls toward it.
    await page.mouse.wheel(0, 600);
    const card = page.getByTestId('service-card').nth(4);
    const category = await card.getAttribute('data-category');
    await card.click();
    await page.waitForURL((u) => u.pathname === '/dashboard/servicos');
    expect(new URL(page.url()).searchParams.get('category')).toBe(category);
  });

  it('resets the password through the link in the local outbox', async () => {
    // Cognito resets passwords through a verified address only.
    await verifyRegisteredEmail(account.email, account.password);
    const page = await open(1280);
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Enviar email de reset' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('Se houver uma conta com este e-mail, enviamos para ele um link para definir uma nova senha.');

    const link = await latestResetLink(baseUrl, account.email);
    expect(link).toBeDefined();
    await page.goto(link ?? url('/reset-password'));
    await page.getByLabel('Nova Senha', { exact: true }).fill('newsecret456');
    await page.getByLabel('Confirmar Nova Senha').fill('newsecret456');
    await page.getByRole('button', { name: 'Alterar Senha' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('Senha alterada com sucesso! Redirecionando para o login...');
    await page.waitForURL((u) => u.pathname === '/login');
    await fillSignIn(page, { email: account.email, password: 'newsecret456' });
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'));
  });

  it('shows the invalid-link view for a reset link without a code', async () => {
    const page = await open(1280);
    await page.goto(url('/reset-password?type=recovery'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Link Inválido');
  });

  it('keeps the chosen language across a reload', async () => {
    const page = await open(1280);
    await page.goto(url('/'));
    await page.getByLabel('Idioma').selectOption('en');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('single API');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('single API');
    expect(await page.evaluate(() => window.localStorage.getItem('preferredLanguage'))).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
  });

  it('uses a menu below 768 px that closes after an anchor click and scrolls to the section', async () => {
    const page = await open(375);
    await page.goto(url('/'));
    await page.waitForLoadState('networkidle');
    expect(await page.locator('header').getByRole('button', { name: 'Soluções' }).isVisible()).toBe(false);
    // The first tap wakes the app (web/src/prerender/wake.ts), which then answers that very tap.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    await menu.getByRole('button', { name: 'Planos' }).click();
    expect(await menu.count()).toBe(0);
    // A smooth scroll over several screens takes a couple of seconds in headless Chromium. The section ends
    // under the header, unless the page ends first (then the page is scrolled to its end).
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const top = document.getElementById('planos')?.getBoundingClientRect().top ?? 999;
            const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
            return top >= 0 && (top < 120 || atEnd) && window.scrollY > 0;
          }),
        { timeout: 10_000 },
      )
      .toBe(true);
  });

  it('shows the catalogue error box when /api/services fails', async () => {
    const page = await open(1280);
    await page.route('**/api/services', (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"code":"internal_error"}' }),
    );
    await page.goto(url('/'));
    await page.mouse.wheel(0, 600);
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent(), { timeout: 15_000 })
      .toContain('Falha ao carregar as funcionalidades. Por favor, tente novamente mais tarde.');
    expect(await page.getByRole('button', { name: 'Tentar novamente' }).isVisible()).toBe(true);
  });

  const screenshotPages = [
    ['home', '/'],
    ['login', '/login'],
    ['register', '/register'],
    ['reset-password', '/reset-password?code=123456&email=ana%40example.com&type=recovery'],
    ['reset-password-invalid', '/reset-password'],
    ['terms', '/termos'],
    ['privacy', '/privacidade'],
  ] as const;

  it.each([
    ['pt', 1280],
    ['pt', 375],
    ['en', 1280],
    ['en', 375],
  ] as const)('saves screenshots of every public page in %s at %i px', async (language, width) => {
    const page = await open(width, language);
    const saved: string[] = [];
    const heading = page.getByRole('heading', { level: 1 }).first();
    for (const [index, [name, path]] of screenshotPages.entries()) {
      const previous = screenshotPages[index - 1]?.[1];
      // The landing loads; the other pages are reached inside the app, as its links do, which spares the app's
      // start on each (a page whose address differs from the previous one only in its query loads again).
      if (previous === undefined || new URL(url(previous)).pathname === new URL(url(path)).pathname) {
        await page.goto(url(path));
      } else {
        const before = await heading.textContent();
        await page.evaluate((target) => {
          window.scrollTo(0, 0);
          window.history.pushState(null, '', target);
          window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
        }, path);
        await page.waitForFunction((text) => {
          const shown = document.querySelector('h1');
          return shown !== null && shown.textContent !== text;
        }, before);
      }
      await heading.waitFor();
      if (name === 'home') {
        // Both sections load as the reader scrolls toward them; the full-page height must include them.
        await page.mouse.wheel(0, 600);
        await page.getByTestId('service-card').first().waitFor();
        await page.getByTestId('plan-card').first().waitFor();
      }
      saved.push(await saveScreenshot(page, `${name}-${width}-${language}`));
    }
    expect(saved).toHaveLength(screenshotPages.length);
  });
});

describe('website: the landing leads somewhere real (issue 28)', () => {
  it('links to /docs from the header and the footer', async () => {
    const page = await open(1280, 'pt');
    await page.goto(url('/'));
    const header = page.locator('header').first().getByRole('link', { name: 'Documentação' });
    expect(await header.getAttribute('href')).toBe('/docs');
    const footer = page.locator('footer').getByRole('link', { name: 'Documentação' });
    expect(await footer.getAttribute('href')).toBe('/docs');
    await header.click();
    await page.waitForURL(url('/docs'));
  });

  it('has a floating support button that opens the support e-mail with a help message already written', async () => {
    const page = await open(375, 'pt');
    await page.goto(url('/'));
    const support = page.getByRole('link', { name: /Ajuda/ });
    await support.waitFor();
    const href = new URL((await support.getAttribute('href')) ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.searchParams.get('subject')).toBe('Ajuda com a Alquimia');
    expect(href.searchParams.get('body')).toContain('Preciso de ajuda');
    const box = await support.boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan(600);
    await saveScreenshot(page, 'issue28-support-button-375');
  });

  it('never badges "Popular" a service that cannot be used here', async () => {
    const page = await open(1280, 'pt');
    await page.goto(url('/'));
    await page.mouse.wheel(0, 1200);
    const cards = page.getByTestId('service-card');
    await cards.first().waitFor();
    const marked = await cards.evaluateAll((all) =>
      all
        .filter((card) => card.getAttribute('data-coming-soon') === 'true')
        .map((card) => card.textContent ?? '')
        .filter((text) => text.includes('Popular')),
    );
    expect(marked).toEqual([]);
    await saveScreenshot(page, 'issue28-catalogue-1280');
  });
});
