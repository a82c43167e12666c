import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { formatReport, landingBudgetBytes, landingBundle } from '../../web/scripts/bundle-size.js';
import { latestVerificationLink } from '../integration/support/email-verification.js';
import { fillRegistration, type Registrant, register, signIn } from './support/account.js';
import { saveScreenshot } from './support/browser.js';
import { fileBrowser } from './support/browser-session.js';
import { allowConsole } from './support/console-guard.js';

/**
 * A new customer's first five minutes on the local platform, as a browser sees them: the language they arrive
 * with (browser, `?lang=` link, their profile on another device, their e-mails), sign-up (malformed e-mail,
 * an address that already has an account), the balance moving without navigation, the services search, a plan
 * button without payments, no placeholder left on the landing, and the landing's weight and prerendered hero.
 */
const { baseUrl } = inject('platform');
const url = (path: string) => new URL(path, baseUrl).toString();
const stamp = Date.now();
const owner = { name: 'Clara Primeira', email: `first-${stamp}@example.test`, password: 'primeira-123' };

const session = fileBrowser({ width: 1280, height: 900 });
const open = session.open;

const mailSchema = z.array(z.object({ to: z.string(), subject: z.string(), text: z.string() }));
const mailsTo = async (email: string) => {
  const response = await fetch(url('/local/outbox.json'));
  return mailSchema.parse(await response.json()).filter((m) => m.to.toLowerCase() === email.toLowerCase());
};

/** Submits the registration form without waiting for where it leads (the refusals stay on /register or /login). */
const submitRegistration = async (page: Page, who: Registrant) => {
  await page.goto(url('/register'));
  await fillRegistration(page, who);
};

/** The session's ID token, as the dashboard sends it. */
const idToken = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'),
    );
    return key ? (localStorage.getItem(key) ?? '') : '';
  });

const apiKeyOf = async (page: Page): Promise<string> => {
  const response = await fetch(url('/api/user/api-key'), {
    headers: { authorization: `Bearer ${await idToken(page)}` },
  });
  return z.object({ token: z.string() }).parse(await response.json()).token;
};

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

describe('first five minutes', () => {
  let ownerPage: Page;

  it('registers straight into the dashboard (no password typed a third time) at 0 credits and the banner, and the e-mailed link brings the 20 credits', async () => {
    const { page } = await open();
    // Sign-up signs the customer in: no sign-in form in between.
    await register(page, baseUrl, owner);
    // Signed in at once, with nothing to spend until the address is proven.
    await expect.poll(() => page.getByTestId('home-credits').textContent(), { timeout: 30_000 }).toBe('0');
    await expect
      .poll(() => page.getByTestId('verify-email-banner').textContent())
      .toContain('Confirme seu e-mail para receber 20 créditos grátis');
    await saveScreenshot(page, 'first-minutes/after-sign-up');
    // The welcome note and, sent at sign-up, the verification link: both in the page's language (pt).
    await expect
      .poll(async () => (await mailsTo(owner.email)).map((m) => m.subject))
      .toEqual(expect.arrayContaining(['Bem-vindo à Alquimia', 'Confirme seu e-mail na Alquimia']));
    const link = await latestVerificationLink(baseUrl, owner.email);
    await page.goto(url(`${link?.pathname}${link?.search}`));
    await page.getByText('E-mail confirmado! 20 créditos grátis foram adicionados à sua conta.').waitFor();
    await page.getByRole('link', { name: 'Ir para o painel' }).click();
    await expect.poll(() => page.getByTestId('home-credits').textContent(), { timeout: 30_000 }).toBe('20');
    expect(await page.getByTestId('verify-email-banner').count()).toBe(0);
    ownerPage = page;
  });

  it('updates the balance shown after a call, without navigating (focus, and a call made from the dashboard)', async () => {
    const page = ownerPage;
    const key = await apiKeyOf(page);
    const qr = () =>
      fetch(url('/api/image/qr-code'), {
        method: 'POST',
        headers: { 'api-token': key, 'content-type': 'application/json' },
        body: JSON.stringify({ data: 'https://example.com' }),
      });
    // A call from a script, outside the page: the balance is re-read when the window regains focus.
    expect((await qr()).status).toBe(200);
    const path = new URL(page.url()).pathname;
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect.poll(() => page.getByTestId('home-credits').textContent(), { timeout: 15_000 }).toBe('19');
    // A metered call made by the dashboard itself (any response with X-Credits-Remaining) re-reads it at once.
    await page.evaluate(
      async ({ apiKey }) => {
        const response = await fetch('/api/image/qr-code', {
          method: 'POST',
          headers: { 'api-token': apiKey, 'content-type': 'application/json' },
          body: JSON.stringify({ data: 'dashboard' }),
        });
        window.dispatchEvent(
          new CustomEvent('alquimia:credits-changed', { detail: Number(response.headers.get('x-credits-remaining')) }),
        );
      },
      { apiKey: key },
    );
    await expect.poll(() => page.getByTestId('home-credits').textContent(), { timeout: 15_000 }).toBe('18');
    expect(new URL(page.url()).pathname).toBe(path);
  });

  it('says what is wrong with a malformed e-mail, beside the field', async () => {
    const { page } = await open();
    await submitRegistration(page, { name: 'Sem Arroba', email: 'ana.example.com', password: 'segredo-1' });
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('O e-mail precisa ter um @');
    expect(await page.locator('input[name="email"]').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/register');
    await page.locator('input[name="email"]').fill('ana@example');
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Falta o domínio depois do @');
  });

  it('a sign-up for an address that has an account changes nothing, ends on sign-in with a neutral message, and tells its owner', async () => {
    allowConsole(
      /Failed to load resource: the server responded with a status of 400/,
      'the sign-in after sign-up fails on purpose: the address has an account with another password',
    );
    const { page } = await open();
    await submitRegistration(page, { name: 'Outra Pessoa', email: owner.email, password: 'someone-else-1' });
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 30_000 });
    const message = await page.getByRole('status').first().textContent();
    expect(message).toBe('Pronto! Enviamos uma mensagem para o seu e-mail. Entre com sua senha para continuar.');
    expect(message).not.toMatch(/já existe|already|existe/i);
    expect(await page.locator('input[name="email"]').inputValue()).toBe(owner.email);
    // The owner learns about it by e-mail; the password did not change.
    await expect
      .poll(async () => (await mailsTo(owner.email)).map((m) => m.subject))
      .toContain('Tentativa de cadastro com o seu e-mail');
    await signIn(page, baseUrl, owner);
  });

  it('switches language from a ?lang= link and remembers it', async () => {
    const { page } = await open();
    await page.goto(url('/?lang=en'));
    await expect.poll(() => h1(page)).toContain('single API');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await page.goto(url('/'));
    await expect.poll(() => h1(page)).toContain('single API');
  });

  it("honours the browser's language on a first visit", async () => {
    const { page } = await open({ locale: 'es-ES' });
    await page.goto(url('/'));
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es-ES');
    expect(await page.getByRole('button', { name: 'Planes' }).count()).toBeGreaterThan(0);
    const german = await open({ locale: 'de-DE' });
    await german.page.goto(url('/'));
    await expect.poll(() => german.page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
  });

  it('finds services without accents: "video" finds "vídeo"', async () => {
    const { page } = await open();
    await signIn(page, baseUrl, owner);
    await page.goto(url('/dashboard/servicos'));
    const cards = page.locator('[data-service]');
    await cards.first().waitFor({ timeout: 30_000 });
    await page.getByRole('searchbox').fill('video');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const names = await cards.allTextContents();
    const folded = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    expect(names.every((text) => folded(text).includes('video'))).toBe(true);
    expect(names.some((text) => text.includes('ídeo'))).toBe(true);
  });

  it('shows a plan button error inside the plan, opening no tab, when payments are not configured', async () => {
    const { context, page } = await open();
    await signIn(page, baseUrl, owner);
    await page.route('**/api/billing/checkout', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Engine unavailable',
          status: 503,
          code: 'engine_unavailable',
          detail: 'payments',
        }),
      }),
    );
    await page.goto(url('/dashboard/creditos'));
    const tabs: Page[] = [];
    context.on('page', (opened) => tabs.push(opened));
    const plan = page.locator('[data-plan="2"]').last();
    await plan.getByRole('button', { name: 'Escolher Plano' }).click();
    await expect
      .poll(() => plan.getByTestId('billing-error').textContent(), { timeout: 15_000 })
      .toContain('Os pagamentos ainda não estão configurados');
    expect(tabs).toHaveLength(0);
    expect(context.pages()).toHaveLength(1);
    await saveScreenshot(page, 'first-minutes-plan-error');
  });

  it('leaves no placeholder on the landing, and shows unavailable tools as coming soon, never as links', async () => {
    const { page } = await open();
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Below the fold loads on scroll: bring every section in.
    for (let y = 0; y < 12; y += 1) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(150);
    }
    await page.getByTestId('service-card').first().waitFor({ timeout: 30_000 });
    const html = await page.content();
    expect(html).not.toContain('4002');
    expect(html).not.toContain('wa.me');
    expect(await page.locator('a[href^="tel:"]').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /newsletter|email/i }).count()).toBe(0);
    expect(await page.locator('blockquote').count()).toBe(0);
    const soon = page.locator('[data-testid="service-card"][data-coming-soon="true"]');
    const soonCount = await soon.count();
    expect(soonCount).toBeGreaterThan(0);
    for (let i = 0; i < soonCount; i += 1) {
      const tag = await soon.nth(i).evaluate((node) => node.tagName.toLowerCase());
      expect(tag).toBe('div');
      expect(await soon.nth(i).locator('a, button').count()).toBe(0);
    }
    await saveScreenshot(page, 'first-minutes-landing');
  });

  it('keeps the landing within its budget (React included), counting every script it loads, served compressed', async () => {
    const report = landingBundle(join(process.cwd(), 'dist', 'web'));
    console.log(formatReport(report));
    expect(report.totalGzipBytes).toBeLessThanOrEqual(landingBudgetBytes);

    const { page } = await open({ width: 412 });
    const scripts = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(new URL(response.url()).pathname.replace(/^\//, ''), response.headers()['content-encoding']);
    });
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    // Nothing the page fetched on load escapes the size script's count, and every script came compressed.
    const counted = new Set(report.files.map((f) => f.file));
    expect(scripts.size).toBeGreaterThan(0);
    expect([...scripts.keys()].filter((script) => !counted.has(script))).toEqual([]);
    expect([...scripts.values()].every((encoding) => encoding === 'br' || encoding === 'gzip')).toBe(true);

    const asset = await fetch(url(`/${report.files[0]?.file ?? ''}`), { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('vary')).toBe('Accept-Encoding');
  });

  // Its LCP is a benchmark (bench/landing.bench.ts, 4x CPU throttling, against a static page with the same hero);
  // here, what makes it fast: the hero is in the HTML, so it paints before any script has run.
  it('sends the landing hero in the HTML itself, painted without scripts, then hydrates it in place', async () => {
    const heroTitle = 'Transforme documentos, imagens e mídia com uma única API';
    const raw = await (await fetch(url('/'), { headers: { 'accept-encoding': 'identity' } })).text();
    const root = raw.slice(raw.indexOf('<div id="root"'));
    expect(root).toMatch(/<h1\b[^>]*>(<[^>]+>)*Transforme documentos, imagens e mídia com uma única API</);
    // Styled by the stylesheets in <head>; no inline script or style the CSP would refuse.
    const head = raw.slice(0, raw.indexOf('<body'));
    expect(head).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/index-[^"]+\.css"/);
    expect(raw).not.toMatch(/<script\b(?![^>]*\bsrc=)[^>]*>/);
    expect(raw).not.toMatch(/\sstyle="/);

    // With scripts off, the hero is on screen all the same.
    const noScript = session.keep(
      await session.browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 800 } }),
    );
    const still = await noScript.newPage();
    await still.goto(url('/'));
    expect(await still.getByRole('heading', { level: 1 }).textContent()).toBe(heroTitle);
    expect(await still.getByRole('heading', { level: 1 }).isVisible()).toBe(true);

    // With scripts on, the client hydrates the markup rather than rendering it again: the heading and the menu
    // button the HTML parser created are still the ones on the page, and the page responds (the menu opens).
    const { context, page } = await open({ width: 412 });
    await context.addInitScript(() => {
      new MutationObserver((records, observer) => {
        const parsed = document.querySelector('#root h1');
        const button = document.querySelector('#root button[aria-controls]');
        if (!parsed || !button || records.length === 0) return;
        Reflect.set(window, '__parsed', [parsed, button]);
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByTestId('mobile-menu').waitFor();
    expect(
      await page.evaluate(() => {
        const parsed: unknown = Reflect.get(window, '__parsed');
        return Array.isArray(parsed)
          ? [
              parsed[0] === document.querySelector('#root h1'),
              parsed[1] === document.querySelector('#root button[aria-controls]'),
            ]
          : [];
      }),
    ).toEqual([true, true]);
    expect(await h1(page)).toBe(heroTitle);
    // The code sample names this site's origin once running (the build does not know it).
    await expect
      .poll(() => page.locator('pre').first().textContent())
      .toContain(`${new URL(baseUrl).origin}/api/pdf/merge`);
  });

  it('never shows the prerendered landing on another route, or to a visitor in another language', async () => {
    for (const [path, options, lang] of [
      ['/login', {}, undefined],
      ['/', { locale: 'en-US' }, 'en-US'],
      ['/?lang=fr', {}, 'fr-FR'],
    ] as const) {
      const { context, page } = await open(options);
      // The app's script arrives late, as on a slow network: the HTML is parsed and painted without it. Any
      // moment the hero's heading could be painted (the stylesheets in, so rendering is no longer blocked) and is
      // visible would be a flash of the wrong page.
      await context.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await context.addInitScript(() => {
        const seen: string[] = [];
        Reflect.set(window, '__heroSeen', seen);
        const timer = setInterval(() => {
          // The page's language as first painted, long before the (delayed) app script.
          if (document.querySelector('#root') && !Reflect.has(window, '__firstLang'))
            Reflect.set(window, '__firstLang', document.documentElement.lang);
          const heading = document.querySelector('#root h1');
          const styled = document.styleSheets.length === document.querySelectorAll('link[rel="stylesheet"]').length;
          if (heading && styled && getComputedStyle(heading).visibility === 'visible')
            seen.push(heading.textContent ?? '');
          if (document.readyState === 'complete') clearInterval(timer);
        }, 10);
      });
      await page.goto(url(path), { waitUntil: 'networkidle' });
      const seen: string[] = await page.evaluate(() => Reflect.get(window, '__heroSeen'));
      expect(
        seen.filter((text) => text.startsWith('Transforme documentos')),
        path,
      ).toEqual([]);
      if (lang) expect(await page.evaluate(() => Reflect.get(window, '__firstLang')), path).toBe(lang);
      // The page's own content is shown once the client has rendered it.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-prerender-stale')), {
          timeout: 15_000,
        })
        .toBe(false);
      expect(await page.getByRole('heading', { level: 1 }).first().isVisible(), path).toBe(true);
    }
  });

  it('keeps the language on the profile: another device opens in it, and e-mails are written in it', async () => {
    // On the first device the owner picks French in the site's selector while signed in.
    await ownerPage.goto(url('/'));
    await ownerPage.getByLabel('Idioma').first().selectOption('fr');
    const token = await idToken(ownerPage);
    await expect
      .poll(async () => {
        const response = await fetch(url('/api/user/profile'), { headers: { authorization: `Bearer ${token}` } });
        return z.object({ language: z.string().nullable() }).parse(await response.json()).language;
      })
      .toBe('fr');
    // Another device, a Brazilian browser: after signing in, the dashboard is in French.
    const other = await open({ locale: 'pt-BR' });
    await signIn(other.page, baseUrl, owner);
    await expect
      .poll(() => other.page.evaluate(() => document.documentElement.lang), { timeout: 15_000 })
      .toBe('fr-FR');
    await expect.poll(() => h1(other.page)).toContain('Bonjour');
    // A password reset asked from a signed-out browser in Portuguese still arrives in French.
    const third = await open({ locale: 'pt-BR' });
    await third.page.goto(url('/login'));
    await third.page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await third.page.locator('input[name="email"]').fill(owner.email);
    await third.page.getByRole('button', { name: 'Enviar email de reset' }).click();
    await expect
      .poll(async () => (await mailsTo(owner.email)).map((m) => m.subject), { timeout: 15_000 })
      .toContain('Réinitialisez votre mot de passe Alquimia');
  });
});
