import { Download } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { type Family, families } from '../../../../../../shared/operations/types.js';
import { Alert, Button, Spinner } from '../../../../components/index.js';
import { type CatalogText, useCatalogText } from '../../../../i18n/catalog-text.js';
import { useLanguage } from '../../../../i18n/index.js';
import type { Language } from '../../../../i18n/languages.js';
import { operationSummary } from '../../../../i18n/operation-texts.js';
import { useOperationTexts } from '../../../../i18n/parameter-text.js';
import { openApiPath, useOpenApi } from '../../api/openapi.js';
import { tagText } from '../../i18n/document-texts.js';
import { useDocsT } from '../../i18n/register.js';
import { groupByTag, listOperations, type OperationDoc } from '../../lib/openapi.js';
import styles from '../docs.module.css';
import { Rich } from '../rich.js';
import { OperationItem } from './operation-item.js';

const matches = (op: OperationDoc, summary: string, query: string): boolean => {
  const q = query.trim().toLowerCase();
  return q === '' || [op.id, op.path, op.summary, summary, op.method].some((v) => v.toLowerCase().includes(q));
};

const isFamily = (tag: string): tag is Family => families.some((f) => f === tag);

/**
 * A group's name (the site's one family catalogue, shared/i18n/families.ts) and description (the document's tag, in
 * the reader's language when translated) by its family id, the document's tag.
 */
const groupTexts = (catalog: CatalogText, language: Language, tag: string, description?: string) =>
  isFamily(tag)
    ? { name: catalog.family(tag), description: tagText(language, tag) ?? description }
    : { name: tag, description };

/**
 * Every operation of /api/openapi.json, grouped by family, with a filter. Texts are the reader's language's
 * (shared/i18n/operations for summaries and descriptions, shared/i18n/openapi for group descriptions, the site's
 * family names for group names, the docs catalogue for prices); the document's English shows until they load, and in
 * English.
 */
export function ApiReference({ origin }: { readonly origin: string }) {
  const t = useDocsT();
  const catalog = useCatalogText();
  const language = useLanguage();
  const texts = useOperationTexts(language);
  const filterId = useId();
  const openapi = useOpenApi();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);

  if (openapi.isPending) return <Spinner centered label={t('reference.loading')} />;
  if (openapi.isError)
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void openapi.refetch()}>
            {t('reference.retry')}
          </Button>
        }
      >
        {t('reference.error')}
      </Alert>
    );

  const doc = openapi.data;
  const operations = listOperations(doc);
  const summaryOf = (op: OperationDoc): string => operationSummary(texts, op.id) ?? op.summary;
  const groups = groupByTag(
    doc,
    operations.filter((op) => matches(op, summaryOf(op), deferred)),
  ).map((group) => ({ ...group, ...groupTexts(catalog, language, group.tag, group.description) }));
  return (
    <div className={styles.reference}>
      <p>
        <Rich text={t('reference.intro', { count: operations.length, path: openApiPath })} />{' '}
        <a href={openApiPath} download="openapi.json" className={styles.inlineLink}>
          <Download size={14} aria-hidden="true" /> {t('reference.download')}
        </a>
      </p>
      <div className={styles.filter}>
        <label htmlFor={filterId} className={styles.label}>
          {t('reference.filter')}
        </label>
        <input
          id={filterId}
          type="search"
          className={styles.input}
          value={query}
          placeholder={t('reference.filterPlaceholder')}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {groups.length === 0 ? <p className={styles.muted}>{t('reference.noMatch')}</p> : null}
      {groups.map((group) => (
        <section key={group.tag} className={styles.tagGroup} aria-labelledby={`tag-${group.tag}`}>
          <h3 id={`tag-${group.tag}`} className={styles.tagTitle}>
            {group.name}
          </h3>
          {group.description ? <p className={styles.muted}>{group.description}</p> : null}
          {group.operations.map((op) => (
            <OperationItem key={`${op.method} ${op.path}`} operation={op} summary={summaryOf(op)} origin={origin} />
          ))}
        </section>
      ))}
    </div>
  );
}
