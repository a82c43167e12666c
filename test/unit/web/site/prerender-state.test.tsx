import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageStorageKey } from '../../../../web/src/i18n/languages.js';
import { prerenderFits, startingLanguage } from '../../../../web/src/prerender/state.js';

describe('where the prerendered landing fits', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('fits the home page in pt only', () => {
    expect(prerenderFits('/', 'pt')).toBe(true);
    expect(prerenderFits('/', 'en')).toBe(false);
    expect(prerenderFits('/login', 'pt')).toBe(false);
    expect(prerenderFits('/dashboard/creditos', 'pt')).toBe(false);
  });

  it('starts in the language the app will choose: link, then stored choice, then browser, then pt', () => {
    const languages = vi.spyOn(window.navigator, 'languages', 'get');
    languages.mockReturnValue(['de-DE', 'fr-FR']);
    expect(startingLanguage('')).toBe('fr');
    window.localStorage.setItem(languageStorageKey, 'es');
    expect(startingLanguage('')).toBe('es');
    expect(startingLanguage('?lang=en')).toBe('en');
    expect(startingLanguage('?lang=xx')).toBe('es');
    window.localStorage.clear();
    languages.mockReturnValue(['de-DE']);
    expect(startingLanguage('')).toBe('pt');
    // It only reads: a link's language is remembered by the app itself, later.
    startingLanguage('?lang=en');
    expect(window.localStorage.getItem(languageStorageKey)).toBeNull();
  });
});
