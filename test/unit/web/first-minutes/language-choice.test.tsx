import { afterEach, describe, expect, it, vi } from 'vitest';

type I18nModule = typeof import('../../../../web/src/i18n/index.js');

/** A fresh copy of the i18n module, as on a page load at `search`, in a browser speaking `languages`. */
const load = async (languages: string[], search = ''): Promise<I18nModule> => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  window.history.replaceState(null, '', `/${search}`);
  vi.resetModules();
  const module = await import('../../../../web/src/i18n/index.js');
  await module.initI18n();
  return module;
};

describe('the language a visit starts in', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it("follows the browser's first supported language on a first visit", async () => {
    expect((await load(['de-DE', 'es-MX', 'en'])).i18n.language).toBe('es');
    expect((await load(['fr-CA'])).i18n.language).toBe('fr');
    expect((await load(['de-DE', 'ja'])).i18n.language).toBe('pt');
  });

  it('keeps a stored choice over the browser language', async () => {
    window.localStorage.setItem('preferredLanguage', 'en');
    expect((await load(['fr-FR'])).i18n.language).toBe('en');
  });

  it('takes a ?lang= link over everything and remembers it', async () => {
    window.localStorage.setItem('preferredLanguage', 'fr');
    const { i18n } = await load(['es-ES'], '?lang=en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en-US');
    expect(window.localStorage.getItem('preferredLanguage')).toBe('en');
  });

  it('ignores an unknown ?lang=', async () => {
    expect((await load(['pt-BR'], '?lang=xx')).i18n.language).toBe('pt');
  });
});
