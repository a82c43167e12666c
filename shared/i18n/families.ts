import type { Family } from '../operations/types.js';
import type { CatalogueTranslation } from './catalogue/types.js';

/**
 * The service families' names as the site shows them (the documentation's groups, a key's allowed services), by
 * family id. Portuguese is the original, as for categories (shared/catalogue/categories.ts); en, es and fr translate
 * it in shared/i18n/catalogue/<language>.ts, and shared/i18n/sources.json records which Portuguese each was made from.
 */
export const familyNames: Readonly<Record<Family, string>> = {
  platform: 'Plataforma',
  billing: 'Pagamentos',
  pdf: 'PDF',
  image: 'Imagens',
  text: 'Texto',
  audio: 'Áudio',
  video: 'Vídeo',
  verify: 'Verificação',
  jobs: 'Jobs',
  mcp: 'MCP',
};

/** A family's name in a translation; the Portuguese original when there is none (pt, or not loaded yet). */
export const familyText = (translation: CatalogueTranslation | undefined, family: Family): string =>
  translation?.families[family] ?? familyNames[family];
