import { useCallback } from 'react';
import type { Operation } from '../../../../../shared/operations/types.js';
import { useCatalogText } from '../../../i18n/catalog-text.js';
import { pt } from '../i18n/pt.js';
import { usePlaygroundT } from '../i18n/register.js';
import { serviceDefinitionOf, serviceName } from './catalog.js';

type NameKey = keyof typeof pt.operationNames;

/** The playground catalogs' key for an operation without a name of its own in the service catalogue. */
export const operationNameKey = (op: Operation): string => op.id.replaceAll('.', '_').replaceAll('-', '_');

const isNameKey = (key: string): key is NameKey => Object.hasOwn(pt.operationNames, key);

/** Whether a translated name exists for the operation (the catalogue's, or the playground's own). */
export const hasName = (op: Operation): boolean => serviceName(op) !== undefined || isNameKey(operationNameKey(op));

/** Names and descriptions in the active language: the catalogue's service texts, else the playground catalogs. */
export const useOperationText = () => {
  const t = usePlaygroundT();
  const catalog = useCatalogText();
  const name = useCallback(
    (op: Operation): string => {
      const definition = serviceDefinitionOf(op);
      if (definition !== undefined && serviceName(op) !== undefined) return catalog.service(definition).name;
      const key = operationNameKey(op);
      return isNameKey(key) ? t(`operationNames.${key}`) : op.doc.summary;
    },
    [t, catalog],
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
