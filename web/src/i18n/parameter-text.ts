import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { type OperationTranslation, parameterText } from '../../../shared/i18n/index.js';
import type { Language } from './languages.js';
import { loadedOperationTexts, loadOperationTexts, onOperationTextsLoaded } from './operation-texts.js';
import { useLanguage } from './use-t.js';

/**
 * The language's texts about operations (shared/i18n/operations), loading them on first use: undefined until they
 * arrive, when the caller shows the table's own text (English) and renders again with the translation.
 */
export const useOperationTexts = (language: Language): OperationTranslation | undefined => {
  const snapshot = () => loadedOperationTexts(language);
  const texts = useSyncExternalStore(onOperationTextsLoaded, snapshot, snapshot);
  useEffect(() => {
    // A failed load leaves the table's text on screen; the next page that asks tries again.
    loadOperationTexts(language).catch(() => undefined);
  }, [language]);
  return texts;
};

/**
 * `(operationId, field) => description` in the active language, by operation id and field path (`options`,
 * `images.duration`). Undefined in English (the table's own `describe()` text is the English one) and until the
 * language's texts have loaded: callers show the table's text then. Only the pages that explain operations (service
 * details, playground, docs) use it, so the landing never loads parameter texts.
 */
export const useParameterText = (): ((operationId: string, field: string) => string | undefined) => {
  const language = useLanguage();
  const texts = useOperationTexts(language);
  return useCallback((operationId, field) => parameterText(texts, operationId, field), [texts]);
};
