import { type OperationTranslation, operationTextLoaders } from '../../../shared/i18n/index.js';
import { languageModules } from './language-modules.js';
import type { Language } from './languages.js';

/**
 * Each language's texts about operations (service cards, summaries, descriptions, parameter descriptions:
 * shared/i18n/operations), loaded once, one module per language, so a page fetches only the language it shows. Cards
 * load with the language (see `loadCatalogTranslations`); the rest when a page that explains operations first asks
 * (`useOperationTexts` in ./parameter-text.ts, kept there so the hook travels only with those pages).
 */
const operationTexts = languageModules<Language, OperationTranslation>(operationTextLoaders);

/** Loads one language's operation texts once; a failure can be retried. */
export const loadOperationTexts = operationTexts.load;

/** The language's operation texts if already loaded. */
export const loadedOperationTexts = operationTexts.loaded;

/** Calls `listener` whenever a language's texts arrive; answers the unsubscribe. */
export const onOperationTextsLoaded = operationTexts.onLoad;

/**
 * An operation's one-line summary in a language's texts; undefined in English (the reader shows the table's
 * `doc.summary`, or the OpenAPI document's copy of it) and until the language's texts have loaded.
 */
export const operationSummary = (texts: OperationTranslation | undefined, operationId: string): string | undefined =>
  texts?.operations[operationId]?.summary;

/** An operation's longer text in a language's texts; undefined in English (the table's `doc.description`). */
export const operationDescription = (
  texts: OperationTranslation | undefined,
  operationId: string,
): string | undefined => texts?.operations[operationId]?.description;
