import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageStorageKey } from '../../../../web/src/i18n/languages.js';
import {
  markStartingLanguage,
  placeLanding,
  prerenderFits,
  staleAttribute,
  startingLanguage,
} from '../../../../web/src/prerender/state.js';

/** index.html's body as the build writes it: pt in #root, the other languages in templates. */
const builtBody = `<div id="root" data-prerendered="pt"><h1>Transforme documentos</h1></div>
<template data-prerendered="en" data-title="Pay-per-use data APIs · Alquimia"><h1>Transform documents</h1></template>
<template data-prerendered="es" data-title="APIs de datos · Alquimia"><h1>Transforma documentos</h1></template>
<template data-prerendered="fr" data-title="API de données · Alquimia"><h1>Transformez documents</h1></template>`;

const address = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

/** The boot script's two steps around the parsing of the body, as in the browser. */
const boot = (path: string) => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute(staleAttribute);
  document.title = 'APIs de dados pagas por uso · Alquimia';
  markStartingLanguage(document, address(path));
  const hiddenWhileParsing = document.documentElement.hasAttribute(staleAttribute);
  document.body.innerHTML = builtBody;
  placeLanding(document, address(path));
  return { hiddenWhileParsing, root: document.getElementById('root') };
};

describe('where the prerendered landing fits', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('fits the home page in the language it was rendered in only', () => {
    expect(prerenderFits('/', 'pt', 'pt')).toBe(true);
    expect(prerenderFits('/', 'en', 'en')).toBe(true);
    expect(prerenderFits('/', 'en', 'pt')).toBe(false);
    expect(prerenderFits('/', 'pt', undefined)).toBe(false);
    expect(prerenderFits('/login', 'pt', 'pt')).toBe(false);
    expect(prerenderFits('/dashboard/creditos', 'en', 'en')).toBe(false);
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

  it('shows a Brazilian visitor the Portuguese landing as parsed, painted from the start', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['pt-BR']);
    const { hiddenWhileParsing, root } = boot('/');
    expect(hiddenWhileParsing).toBe(false);
    expect(root?.textContent).toBe('Transforme documentos');
    expect(root?.getAttribute('data-prerendered')).toBe('pt');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(document.querySelectorAll('template')).toHaveLength(0);
  });

  it.each([
    ['en-US', '/', 'en', 'en-US', 'Transform documents', 'Pay-per-use data APIs · Alquimia'],
    ['pt-BR', '/?lang=fr', 'fr', 'fr-FR', 'Transformez documents', 'API de données · Alquimia'],
    ['es-ES', '/', 'es', 'es-ES', 'Transforma documentos', 'APIs de datos · Alquimia'],
  ])(
    'shows a %s visitor of %s the landing prerendered in %s, hidden until it is in place',
    (browser, path, language, lang, hero, title) => {
      vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue([browser]);
      const { hiddenWhileParsing, root } = boot(path);
      // The Portuguese markup, parsed first, is never painted for this visitor.
      expect(hiddenWhileParsing).toBe(true);
      expect(root?.textContent).toBe(hero);
      expect(root?.getAttribute('data-prerendered')).toBe(language);
      expect(document.documentElement.hasAttribute(staleAttribute)).toBe(false);
      expect(document.documentElement.lang).toBe(lang);
      expect(document.title).toBe(title);
      expect(document.querySelectorAll('template')).toHaveLength(0);
    },
  );

  it("remembers a ?lang= link's language from the first paint, as the app would", () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['pt-BR']);
    boot('/?lang=en');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en');
    // The next page of the site, without the link, starts in it too.
    expect(boot('/').root?.getAttribute('data-prerendered')).toBe('en');
    window.localStorage.clear();
    boot('/?lang=xx');
    expect(window.localStorage.getItem(languageStorageKey)).toBeNull();
  });

  it('drops the landing on every other route, hidden from the first paint, in the reader language', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US']);
    const { hiddenWhileParsing, root } = boot('/login');
    expect(hiddenWhileParsing).toBe(true);
    expect(root?.childNodes).toHaveLength(0);
    expect(root?.hasAttribute('data-prerendered')).toBe(false);
    expect(document.documentElement.hasAttribute(staleAttribute)).toBe(true);
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.querySelectorAll('template')).toHaveLength(0);
  });
});
