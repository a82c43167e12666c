import { describe, expect, it } from 'vitest';
import { languageModules } from '../../../web/src/i18n/language-modules.js';

/**
 * The one per-language module loader of the web's i18n (web/src/i18n/language-modules.ts), used by the catalogue
 * translations and the operation texts: one import per language however many ask, kept once loaded, retried after a
 * failure, and every arrival announced.
 */
type Lang = 'en' | 'fr';

function countingLoaders(failFirst: Lang | undefined = undefined) {
  const calls: Lang[] = [];
  let failed = false;
  const loader = (language: Lang) => async () => {
    calls.push(language);
    if (language === failFirst && !failed) {
      failed = true;
      throw new Error(`${language} chunk failed`);
    }
    return { language };
  };
  return { calls, loaders: { en: loader('en'), fr: loader('fr') } };
}

describe('languageModules', () => {
  it('imports a language once for concurrent and later callers, and keeps it', async () => {
    const { calls, loaders } = countingLoaders();
    const modules = languageModules(loaders);
    expect(modules.loaded('en')).toBeUndefined();
    await Promise.all([modules.load('en'), modules.load('en'), modules.load('en')]);
    await modules.load('en');
    expect(calls).toEqual(['en']);
    expect(modules.loaded('en')).toEqual({ language: 'en' });
    expect(modules.loaded('fr')).toBeUndefined();
  });

  it('lets a failed import be retried', async () => {
    const { calls, loaders } = countingLoaders('fr');
    const modules = languageModules(loaders);
    await expect(modules.load('fr')).rejects.toThrow('fr chunk failed');
    expect(modules.loaded('fr')).toBeUndefined();
    await modules.load('fr');
    expect(calls).toEqual(['fr', 'fr']);
    expect(modules.loaded('fr')).toEqual({ language: 'fr' });
  });

  it('tells each listener of every arrival until it unsubscribes', async () => {
    const { loaders } = countingLoaders();
    const modules = languageModules(loaders);
    const heard: string[] = [];
    const stop = modules.onLoad(() => heard.push('arrived'));
    await modules.load('en');
    stop();
    await modules.load('fr');
    expect(heard).toEqual(['arrived']);
  });
});
