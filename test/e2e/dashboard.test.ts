import { PDFDocument } from '@cantoo/pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { operations } from '../../shared/operations/index.js';
import { register, registerVerified, signIn } from './support/account.js';
import {
  launchBrowser,
  openPage,
  type StorageState,
  saveScreenshot,
  withoutStoredLanguage,
} from './support/browser.js';
import { verifyRegisteredEmail } from './support/email-verification.js';

/**
 * The signed-in dashboard end to end on the local platform: register (and verify the e-mail) → home (20 credits) →
 * copy the key →
 * a metered call with it → the usage row and 19 credits → rename and regenerate the key (the old one is
 * refused) → change the password and sign in with it → logout. Then screenshots of every page at 1280 and
 * 375 px, pt and en, sidebar expanded and collapsed, into screenshots/dashboard/ (git-ignored).
 */
const { baseUrl } = inject('platform');
const email = `dash-${Date.now()}@example.test`;
const firstPassword = 'senha-inicial-1';
const newPassword = 'senha-nova-2';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const twoPagePdf = async (): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]);
  doc.addPage([300, 300]);
  return doc.save();
};

/** A metered API call made from the test with the customer's key. */
const splitWithKey = async (key: string): Promise<Response> => {
  const form = new FormData();
  form.set('file', new Blob([Buffer.from(await twoPagePdf())], { type: 'application/pdf' }), 'two.pdf');
  form.set('pages', '1');
  return fetch(`${baseUrl}/api/pdf/split`, { method: 'POST', headers: { 'api-token': key }, body: form });
};

/** Signs up (which signs the customer in) and verifies the address: the 20 welcome credits come with it. */
const registerAndVerify = async (page: Page, address: string, password: string) => {
  await register(page, baseUrl, { name: 'Ana Teste', email: address, password });
  await verifyRegisteredEmail(address, password);
};

/**
 * One verified account for the screenshots and the issue-28 checks, registered once for the file: the screenshots
 * only look (they run first, so they show its 20 credits), and the checks sign in with it themselves.
 */
const viewer = { name: 'Bruna Vinte e Oito', email: `dash28-${Date.now()}@example.test`, password: 'senha-issue-28' };
let viewerSession: StorageState | undefined;
const viewerSignedIn = async (): Promise<StorageState> => {
  if (viewerSession === undefined) {
    const { context, page } = await openPage(browser, { width: 1280 });
    await registerVerified(page, baseUrl, viewer);
    viewerSession = withoutStoredLanguage(await context.storageState());
    await context.close();
  }
  return viewerSession;
};

/**
 * Shows a dashboard page, by a full load or by moving inside the app (a history entry, as a link does), and waits
 * for its heading and for its queries to settle, so a shot shows data (or an error) rather than spinners.
 */
const showPage = async (page: Page, path: string, how: 'load' | 'in-app') => {
  const heading = page.locator('main h1').first();
  if (how === 'load') {
    await page.goto(`${baseUrl}${path}`);
  } else {
    const previous = await heading.textContent();
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    await page.waitForFunction(
      (before) => {
        const shown = document.querySelector('main h1');
        return shown !== null && shown.textContent !== before;
      },
      previous,
      { timeout: 30_000 },
    );
  }
  await heading.waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('main [role="status"][aria-live="polite"]'), null, {
    timeout: 30_000,
  });
};

/** The session with the sidebar's stored state, as the sidebar's toggle leaves it. */
const withSidebar = (state: StorageState, collapsed: boolean): StorageState => ({
  ...state,
  origins: state.origins.map((origin) => ({
    ...origin,
    localStorage: [...origin.localStorage, { name: 'sidebarCollapsed', value: String(collapsed) }],
  })),
});

const copiedKey = async (page: Page): Promise<string> => {
  await page.getByRole('button', { name: 'Copiar chave' }).click();
  await page.getByText('API Key copiada para a área de transferência!').waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
};

describe('dashboard', () => {
  it('takes a new customer from registration to a metered call, key changes, a new password and logout', async () => {
    const { context, page } = await openPage(browser, { width: 1280, language: 'pt' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });

    // Sign-up signs the customer in: no third typing of the password.
    await registerAndVerify(page, email, firstPassword);
    await page.getByRole('heading', { name: 'Olá, Ana Teste!' }).waitFor({ timeout: 30_000 });
    // The link was opened elsewhere (the mail): coming back to this tab reads the balance again, whichever finished
    // first, the dashboard's first read or the verification's grant.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.dispatchEvent(new Event('focus')));
          return page.getByTestId('home-credits').textContent();
        },
        { timeout: 15_000 },
      )
      .toBe('20');

    await page.getByRole('link', { name: 'API Keys' }).click();
    const key = await copiedKey(page);
    expect(key.length).toBeGreaterThan(32);
    expect(await page.getByTestId('masked-key').textContent()).toContain(key.slice(-12));

    const call = await splitWithKey(key);
    expect(call.status).toBe(200);
    expect(call.headers.get('x-credits-remaining')).toBe('19');

    await page.getByRole('link', { name: 'Meus Créditos' }).click();
    await expect.poll(() => page.getByTestId('credits-balance').textContent(), { timeout: 15_000 }).toBe('19');
    const row = page.locator('tbody tr').first();
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Dividir PDF');
    expect(await row.textContent()).toContain('−1');

    await page.getByRole('link', { name: 'API Keys' }).click();
    await page.getByRole('button', { name: 'Editar nome' }).click();
    await page.getByLabel('Nome da API Key').fill('Chave de produção');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Nome da API Key atualizado com sucesso!').waitFor();
    await page.reload();
    await expect.poll(() => page.getByTestId('key-name').textContent(), { timeout: 15_000 }).toBe('Chave de produção');

    await page.getByRole('button', { name: 'Gerar nova chave' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Gerar nova chave' }).click();
    await page.getByText('Nova API Key gerada com sucesso!').waitFor();
    const newKey = await copiedKey(page);
    expect(newKey).not.toBe(key);
    expect((await splitWithKey(key)).status).toBe(401);

    await page.getByRole('link', { name: 'Perfil' }).click();
    await page.getByLabel('Senha atual').fill(firstPassword);
    await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar nova senha').fill(newPassword);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Senha alterada com sucesso!').waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    // Signed out from Perfil, signed in again with the new password: back on the page the customer left.
    await signIn(page, baseUrl, { email, password: newPassword });
    expect(new URL(page.url()).pathname).toBe('/dashboard/perfil');
    await page.getByRole('heading', { name: 'Perfil', level: 1 }).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/login`);
    await context.close();
  });

  it('saves screenshots of every page at 1280 and 375 px, pt and en, sidebar expanded and collapsed', async () => {
    const pages = [
      ['home', '/dashboard'],
      ['servicos', '/dashboard/servicos'],
      ['api-keys', '/dashboard/api-keys'],
      ['creditos', '/dashboard/creditos'],
      ['perfil', '/dashboard/perfil'],
      ['ferramenta', '/dashboard/gerador-imagens'],
    ] as const;
    const saved: string[] = [];
    // Signed in once: each language and width opens a context with that session (the sign-in form is tested above).
    const session = await viewerSignedIn();
    for (const language of ['pt', 'en'] as const) {
      for (const width of [1280, 375]) {
        const { page, context } = await openPage(browser, {
          width,
          language,
          storageState: withSidebar(session, false),
        });
        const states = width === 1280 ? ['expanded', 'collapsed'] : ['drawer-closed'];
        for (const state of states) {
          if (state === 'collapsed') await page.evaluate(() => localStorage.setItem('sidebarCollapsed', 'true'));
          // The first page loads (the sidebar reads its stored state as the app starts); the others are reached
          // inside the app, as the sidebar's links do, which spares the app's start on each of them.
          for (const [index, [name, path]] of pages.entries()) {
            await showPage(page, path, index === 0 ? 'load' : 'in-app');
            saved.push(await saveScreenshot(page, `dashboard/${name}-${width}-${language}-${state}`));
          }
        }
        if (width === 375) {
          await showPage(page, '/dashboard', 'in-app');
          await page.getByRole('button', { name: language === 'pt' ? 'Abrir menu' : 'Open menu' }).click();
          // The drawer slides in (160 ms); shoot once it is in place.
          await page.waitForFunction(() => {
            const aside = document.querySelector('aside');
            return aside !== null && aside.getBoundingClientRect().left === 0;
          });
          saved.push(await saveScreenshot(page, `dashboard/home-375-${language}-drawer-open`));
        } else {
          await showPage(page, '/dashboard/servicos', 'in-app');
          await page.locator('[data-service]').first().click();
          await page.getByRole('dialog').waitFor();
          saved.push(await saveScreenshot(page, `dashboard/servicos-modal-${width}-${language}`));
        }
        await context.close();
      }
    }
    expect(saved.length).toBe(2 * (6 * 2 + 1) + 2 * (6 + 1));
  }, 600_000);
});

/**
 * Issue 28 §2, the signed-in customer's side: each check failed on the code before it. One account, signed in
 * once; every screen visited is shot into screenshots/dashboard/issue28-*.
 */
describe('dashboard: what misled or stalled a paying customer', () => {
  let page: Page;

  beforeAll(async () => {
    await viewerSignedIn();
    ({ page } = await openPage(browser, { width: 1280, height: 900, language: 'pt' }));
    await signIn(page, baseUrl, viewer);
  }, 180_000);

  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el === null || el === document.body ? 'body' : `${el.tagName.toLowerCase()}:${el.textContent?.trim()}`;
    });

  it('after sign-in, focus is on the page heading, not <body>', async () => {
    await page.locator('main h1').first().waitFor();
    await expect.poll(focused).toMatch(/^h1:Olá, Bruna/);
  });

  it('"Experimentar" opens the playground on that operation with the customer’s key; quick-start cards link', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    const tryIt = page.getByTestId('try-service').first();
    await tryIt.waitFor({ timeout: 30_000 });
    const href = (await tryIt.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/dashboard\/playground\?service=[a-z-]+$/);
    const quickStart = await page
      .getByTestId('quick-start-link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(quickStart).toEqual(['/dashboard/api-keys', '/dashboard/servicos', '/dashboard/playground']);
    await saveScreenshot(page, 'dashboard/issue28-home');

    await tryIt.click();
    await page.waitForURL(`${baseUrl}${href}`);
    const serviceId = new URL(`${baseUrl}${href}`).searchParams.get('service');
    const sold = operations.find((op) => op.service?.id === serviceId);
    expect(sold).toBeDefined();
    await expect.poll(() => page.getByTestId('operation-form').getAttribute('data-operation')).toBe(sold?.id);
    const key = page.getByLabel('API Key', { exact: true });
    await expect.poll(async () => (await key.inputValue()).length, { timeout: 15_000 }).toBeGreaterThan(32);
    await saveScreenshot(page, 'dashboard/issue28-try-it');
  });

  it('the playground opens on an operation that needs no file, and "Executar" moves focus to the result', async () => {
    await page.goto(`${baseUrl}/dashboard/playground`);
    const form = page.getByTestId('operation-form');
    await expect.poll(() => form.getAttribute('data-operation'), { timeout: 30_000 }).toBe('image.qr-code');
    // Nothing to upload: the example's QR code runs as it stands (its logo is optional).
    const key = page.getByLabel('API Key', { exact: true });
    await expect.poll(async () => (await key.inputValue()).length, { timeout: 15_000 }).toBeGreaterThan(32);
    await page.getByRole('button', { name: 'Executar' }).click();
    const banner = page.getByTestId('result-banner');
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.getAttribute('data-status')).toBe('200');
    expect(await focused()).toBe('h2:Resposta');
    await saveScreenshot(page, 'dashboard/issue28-playground-default');
  });

  it('a multipart snippet keeps its real shape before a file is chosen (Juntar PDFs)', async () => {
    await page.goto(`${baseUrl}/dashboard/playground?op=pdf.merge`);
    const example = page.getByTestId('request-example');
    await example.getByRole('tab', { name: 'cURL' }).click();
    const curl = () => example.getByRole('tabpanel').textContent();
    await expect.poll(curl, { timeout: 30_000 }).toContain("-F 'files=@documento.pdf'");
    expect(await curl()).not.toContain('application/json');
    expect(await curl()).not.toContain("-d '{}'");
    await saveScreenshot(page, 'dashboard/issue28-merge-snippet');
  });

  it('the service window describes every parameter in Portuguese, with code as <code>, never "—" or backticks', async () => {
    await page.goto(`${baseUrl}/dashboard/servicos`);
    for (const service of ['videos-add-audio-to-video', 'pdf-split']) {
      await page.locator(`[data-service="${service}"]`).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const descriptions = await dialog.locator('tbody tr td:nth-child(3)').allTextContents();
      expect(descriptions.length, service).toBeGreaterThan(0);
      expect(descriptions.filter((text) => text.trim() === '' || text.trim() === '—')).toEqual([]);
      expect(descriptions.filter((text) => text.includes('`'))).toEqual([]);
      if (service === 'pdf-split') {
        expect(await dialog.locator('tbody td:nth-child(3) code').allTextContents()).toContain('1-3,5,8-');
        expect(descriptions.join(' ')).toContain('O PDF: uma parte multipart');
      }
      await saveScreenshot(page, `dashboard/issue28-service-${service}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  });

  it('each category has its own icon', async () => {
    await page.goto(`${baseUrl}/dashboard/servicos`);
    await page.locator('[data-service]').first().waitFor({ timeout: 30_000 });
    const icons = await page
      .locator('[data-category-icon]')
      .evaluateAll((svgs) => svgs.map((svg) => [svg.getAttribute('data-category-icon'), svg.innerHTML] as const));
    const byCategory = new Map(icons);
    expect(byCategory.size).toBeGreaterThanOrEqual(5);
    expect(new Set(byCategory.values()).size).toBe(byCategory.size);
  });

  it('"Comprar créditos extras" without a plan says a plan comes first and offers the plans; support is one click', async () => {
    // The page's clock, so the message's lasting past a toast's 5 s is checked without waiting for it.
    await page.clock.install();
    await page.goto(`${baseUrl}/dashboard/creditos`);
    await page.getByRole('button', { name: 'Comprar créditos extras' }).click();
    const upsell = page.getByTestId('extra-upsell');
    await expect.poll(() => upsell.textContent()).toContain('Somente para assinantes. Por favor, escolha um plano.');
    await page.clock.runFor(5_500);
    expect(await upsell.textContent()).toContain('assine um dos planos abaixo');
    await upsell.getByRole('button', { name: 'Ver planos' }).click();
    await expect.poll(focused).toBe('h2:Planos');
    const support = page.getByTestId('support-link');
    expect(await support.textContent()).toBe('Falar com o suporte');
    const href = (await support.getAttribute('href')) ?? '';
    expect(href).toMatch(/^mailto:[^?]+@[^?]+\?subject=.+&body=.+/);
    await saveScreenshot(page, 'dashboard/issue28-credits-upsell');
  });

  it('a language selector in the dashboard switches the language and saves it to the profile', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    const select = page.getByTestId('dashboard-language').locator('select');
    await select.waitFor({ timeout: 30_000 });
    const saved = page.waitForRequest(
      (request) =>
        request.method() === 'PATCH' &&
        request.url().endsWith('/api/user/profile') &&
        (request.postData() ?? '').includes('"language":"es"'),
    );
    await select.selectOption('es');
    await saved;
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es-ES');
    await expect.poll(() => page.getByRole('complementary').textContent()).toContain('Servicios');
    await saveScreenshot(page, 'dashboard/issue28-language-es');
    await select.selectOption('pt');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('pt-BR');
  });

  it('an unknown /dashboard address shows a not-found page inside the dashboard', async () => {
    await page.goto(`${baseUrl}/dashboard/nao-existe`);
    await page.getByTestId('dashboard-not-found').waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(`${baseUrl}/dashboard/nao-existe`);
    expect(await page.locator('main h1').textContent()).toBe('Página não encontrada');
    expect(await page.getByRole('complementary').count()).toBe(1);
    await saveScreenshot(page, 'dashboard/issue28-not-found');
  });
});
