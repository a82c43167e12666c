import type { Language } from '../languages.js';
import type { LegalTexts } from './types.js';

/** The legal texts are large, so each language is its own chunk, loaded by the legal pages only. */
export const loadLegalTexts = async (language: Language): Promise<LegalTexts> => {
  switch (language) {
    case 'en':
      return (await import('./en.js')).legal;
    case 'es':
      return (await import('./es.js')).legal;
    case 'fr':
      return (await import('./fr.js')).legal;
    default:
      return (await import('./pt.js')).legal;
  }
};

export { type LegalDocument, type LegalSection, type LegalTexts, legalUpdatedAt } from './types.js';
