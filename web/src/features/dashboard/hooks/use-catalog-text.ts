import { useCallback } from 'react';
import { categories, isCategory } from '../../../../../shared/catalogue/categories.js';
import { translateCatalogText } from '../../../../../shared/i18n/index.js';
import { useLanguage } from '../../../i18n/use-t.js';

/**
 * Catalogue and plan texts (Portuguese in shared/) in the active language, through the spec's lookup tables.
 * `category` accepts a category id (`pdf`) or its Portuguese label (`Imagem`).
 */
export const useCatalogText = () => {
  const language = useLanguage();
  const text = useCallback((pt: string) => translateCatalogText(pt, language), [language]);
  const category = useCallback(
    (value: string) => translateCatalogText(isCategory(value) ? categories[value] : value, language),
    [language],
  );
  return { text, category };
};
