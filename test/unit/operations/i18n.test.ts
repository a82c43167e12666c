import { describe, expect, it } from 'vitest';
import { categories, serviceDefinitions } from '../../../shared/catalogue/index.js';
import { catalogTranslations, translateCatalogText } from '../../../shared/i18n/index.js';
import { extraPack, freeTier, plans } from '../../../shared/plans.js';

const portugueseTexts = [
  ...serviceDefinitions.flatMap((s) => [s.name, s.description]),
  ...Object.values(categories),
  ...plans.flatMap((p) => [p.name, p.description, ...p.features, ...(p.badge ? [p.badge] : [])]),
  extraPack.name,
  extraPack.description,
  freeTier.name,
];

describe('catalogue translations', () => {
  it('translate every Portuguese service, category and plan text into en, es and fr', () => {
    for (const pt of portugueseTexts) {
      const entry = catalogTranslations[pt];
      expect(entry, pt).toBeDefined();
      for (const lang of ['en', 'es', 'fr'] as const)
        expect(entry?.[lang].trim().length, `${pt} (${lang})`).toBeGreaterThan(0);
    }
  });

  it('keeps no stale entries', () => {
    const used = new Set(portugueseTexts);
    expect(Object.keys(catalogTranslations).filter((k) => !used.has(k))).toEqual([]);
  });

  it('looks texts up by language and falls back to Portuguese', () => {
    expect(translateCatalogText('Juntar PDFs', 'en')).toBe('Merge PDFs');
    expect(translateCatalogText('Juntar PDFs', 'es-ES')).toBe('Unir PDFs');
    expect(translateCatalogText('Profissional', 'fr')).toBe('Professionnel');
    expect(translateCatalogText('Juntar PDFs', 'pt')).toBe('Juntar PDFs');
    expect(translateCatalogText('Juntar PDFs', 'de')).toBe('Juntar PDFs');
    expect(translateCatalogText('Texto desconhecido', 'en')).toBe('Texto desconhecido');
  });
});
