import { useCallback } from 'react';
import type { Operation } from '../../../../../shared/operations/types.js';
import { useCatalogText } from '../../../i18n/catalog-text.js';
import { useLanguage } from '../../../i18n/index.js';
import { useOperationTexts } from '../../../i18n/parameter-text.js';
import { serviceDefinitionOf, serviceName } from './catalog.js';

/**
 * Names and descriptions in the active language: the catalogue's service texts for the operation that sells a card,
 * else the operation's own name from its language's texts (shared/i18n/operations; in English the table's summary).
 */
export const useOperationText = () => {
  const catalog = useCatalogText();
  const texts = useOperationTexts(useLanguage());
  const name = useCallback(
    (op: Operation): string => {
      const definition = serviceDefinitionOf(op);
      if (definition !== undefined && serviceName(op) !== undefined) return catalog.service(definition).name;
      return texts?.operations[op.id]?.name ?? op.doc.summary;
    },
    [texts, catalog],
  );
  const description = useCallback(
    (op: Operation): string => {
      const definition = serviceDefinitionOf(op);
      return definition === undefined
        ? (op.doc.description ?? op.doc.summary)
        : catalog.service(definition).description;
    },
    [catalog],
  );
  return { name, description };
};
