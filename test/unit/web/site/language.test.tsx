import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '../../../../web/src/components/layout/site-header.js';
import { renderRoute } from './render.js';

type I18nModule = typeof import('../../../../web/src/i18n/index.js');

/** A fresh copy of the i18n module, as on a page load. */
const freshI18n = async (): Promise<I18nModule> => {
  vi.resetModules();
  return import('../../../../web/src/i18n/index.js');
};

describe('language persistence', () => {
  // A Brazilian browser: the first visit starts in pt (the browser's own language decides when nothing is stored).
  beforeEach(() => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'pt']);
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts in pt when nothing is stored', async () => {
    const { i18n, initI18n } = await freshI18n();
    await initI18n();
    expect(i18n.language).toBe('pt');
    expect(i18n.t('nav.plans')).toBe('Planos');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it.each([
    ['en', 'Plans', 'en-US'],
    ['es', 'Planes', 'es-ES'],
    ['fr', 'Forfaits', 'fr-FR'],
  ])('restores a stored %s on load', async (language, plans, tag) => {
    window.localStorage.setItem('preferredLanguage', language);
    const { i18n, initI18n } = await freshI18n();
    await initI18n();
    expect(i18n.language).toBe(language);
    expect(i18n.t('nav.plans')).toBe(plans);
    expect(document.documentElement.lang).toBe(tag);
  });

  it('never names pt as the page language while a stored language loads (the landing is already in it)', async () => {
    window.localStorage.setItem('preferredLanguage', 'en');
    document.documentElement.lang = 'en-US';
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.documentElement.lang));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    const { initI18n } = await freshI18n();
    await initI18n();
    await Promise.resolve();
    observer.disconnect();
    expect(seen.filter((tag) => tag !== 'en-US')).toEqual([]);
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('falls back to pt for an unknown stored value', async () => {
    window.localStorage.setItem('preferredLanguage', 'de');
    const { i18n, initI18n } = await freshI18n();
    await initI18n();
    expect(i18n.language).toBe('pt');
  });

  it('falls back to pt when storage cannot be read', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const { i18n, initI18n } = await freshI18n();
    await initI18n();
    expect(i18n.language).toBe('pt');
  });

  it('stores the choice made in the selector and re-renders the page in that language', async () => {
    await renderRoute(<SiteHeader />);
    expect(screen.getAllByRole('link', { name: 'Cadastrar' })[0]).toBeInTheDocument();
    const [selector] = screen.getAllByLabelText('Idioma');
    fireEvent.change(selector as HTMLElement, { target: { value: 'fr' } });
    expect(await screen.findByRole('link', { name: "S'inscrire" })).toBeInTheDocument();
    expect(window.localStorage.getItem('preferredLanguage')).toBe('fr');
    const { i18n, initI18n } = await freshI18n();
    await initI18n();
    expect(i18n.language).toBe('fr');
  });
});

describe('site header', () => {
  it('offers Login and Sign Up when signed out, with the anchors', async () => {
    await renderRoute(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Soluções' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Planos' })).toBeInTheDocument();
  });

  it('opens the mobile menu and closes it after an anchor click, navigating home with scrollTo', async () => {
    await renderRoute(<SiteHeader />, { path: '/termos' });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = screen.getByTestId('mobile-menu');
    fireEvent.click([...menu.querySelectorAll('button')].find((b) => b.textContent === 'Planos') ?? menu);
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    expect(await screen.findByTestId('destination')).toHaveTextContent(/^\/$/);
  });
});
