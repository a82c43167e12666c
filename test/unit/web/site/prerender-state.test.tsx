import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSnippets } from '../../../../shared/snippet-render.js';
import { heroPath, heroRequest } from '../../../../web/src/features/landing/components/hero-example.js';
import { languageStorageKey } from '../../../../web/src/i18n/languages.js';
import {
  fillOwnOrigin,
  markStartingLanguage,
  originPathAttribute,
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
  return { pathname: url.pathname, search: url.search, origin: url.origin };
};

/** The boot script's two steps around the parsing of the body, as in the browser. */
const boot = (path: string, body = builtBody) => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute(staleAttribute);
  document.title = 'APIs de dados pagas por uso · Alquimia';
  markStartingLanguage(document, address(path));
  const hiddenWhileParsing = document.documentElement.hasAttribute(staleAttribute);
  document.body.innerHTML = body;
  placeLanding(document, address(path));
  return { hiddenWhileParsing, root: document.getElementById('root') };
};

describe('where the prerendered landing fits', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it("puts the page's origin in front of the hero request's path, in the language placed too, as the app renders it", () => {
    // The hero's request as the build writes it: the path alone, in one text node before the response lines.
    const withRequest = builtBody
      .replace(
        '</h1></div>',
        `</h1><pre ${originPathAttribute}="${heroPath}">curl -X POST '${heroPath}' \\\n  -o 'x.pdf'<span>&lt; 200</span></pre></div>`,
      )
      .replace(
        '</h1></template>',
        `</h1><pre ${originPathAttribute}="${heroPath}">curl '${heroPath}'</pre></template>`,
      );
    window.localStorage.setItem(languageStorageKey, 'pt');
    expect(boot('/', withRequest).root?.querySelector('pre')?.firstChild?.textContent).toBe(
      `curl -X POST 'http://localhost${heroPath}' \\\n  -o 'x.pdf'`,
    );
    window.localStorage.setItem(languageStorageKey, 'en');
    expect(boot('/', withRequest).root?.querySelector('pre')?.textContent).toBe(`curl 'http://localhost${heroPath}'`);
    // The same text the hero renders once the origin is known (the shared snippet generator).
    const wrapper = document.createElement('div');
    const pre = document.createElement('pre');
    pre.setAttribute(originPathAttribute, heroPath);
    pre.textContent = renderSnippets(heroRequest('')).curl;
    wrapper.append(pre);
    fillOwnOrigin(wrapper, 'https://alquimia.example');
    expect(pre.textContent).toBe(renderSnippets(heroRequest('https://alquimia.example')).curl);
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
