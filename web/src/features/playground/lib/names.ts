import { useCallback } from 'react';
import type { Operation } from '../../../../../shared/operations/types.js';
import { useCatalogText } from '../../../i18n/catalog-text.js';
import { useLanguage } from '../../../i18n/index.js';
import { operationDescription, operationSummary } from '../../../i18n/operation-texts.js';
import { useOperationTexts } from '../../../i18n/parameter-text.js';
import { serviceDefinitionOf, serviceName } from './catalog.js';

/**
 * Names and descriptions in the active language: the catalogue's service texts for the operation that sells a card,
 * else the operation's own summary and description from its language's texts (shared/i18n/operations; in English the
 * table's `doc`).
 */
export const useOperationText = () => {
  const catalog = useCatalogText();
  const texts = useOperationTexts(useLanguage());
  const name = useCallback(
    (op: Operation): string => {
      const definition = serviceDefinitionOf(op);
      if (definition !== undefined && serviceName(op) !== undefined) return catalog.service(definition).name;
      return operationSummary(texts, op.id) ?? op.doc.summary;
    },
    [texts, catalog],
  );
  const description = useCallback(
    (op: Operation): string => {
      const definition = serviceDefinitionOf(op);
      if (definition !== undefined) return catalog.service(definition).description;
      return op.doc.description === undefined
        ? (operationSummary(texts, op.id) ?? op.doc.summary)
        : (operationDescription(texts, op.id) ?? op.doc.description);
    },
    [texts, catalog],
  );
  return { name, description };
};
