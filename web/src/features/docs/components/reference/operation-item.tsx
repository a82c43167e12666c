import { useState } from 'react';
import { operationById } from '../../../../../../shared/operations/index.js';
import { buildSnippets, snippetLabels, snippetLanguages } from '../../../../../../shared/snippets.js';
import { CodeTabs } from '../../../../components/code-tabs.js';
import type { Language } from '../../../../i18n/languages.js';
import { operationDescription } from '../../../../i18n/operation-texts.js';
import { useOperationTexts } from '../../../../i18n/parameter-text.js';
import { useFormat } from '../../../../i18n/use-format.js';
import { problemText, responseText } from '../../i18n/document-texts.js';
import { useDocsT } from '../../i18n/register.js';
import type { OperationDoc, ResponseDoc } from '../../lib/openapi.js';
import { priceText } from '../../lib/price-text.js';
import styles from '../docs.module.css';
import { apiKeyPlaceholder } from '../guides.js';
import { Rich } from '../rich.js';
import { FieldTable } from './field-table.js';

const modeKeys = ['sync', 'async-allowed', 'async-only'] as const;

/**
 * A response's description in the reader's language, by what it is (shared/i18n/openapi); the document's English in
 * English and for anything the translations do not name.
 */
const responseDescription = (language: Language, response: ResponseDoc): string =>
  (response.kind === 'problem' ? problemText(language, response.status) : responseText(language, response.kind)) ??
  response.description;
const modeOf = (mode: string | undefined) => modeKeys.find((m) => m === mode);

/** One operation: a summary line (in the reader's language) always in the page; its details built when opened. */
export function OperationItem({
  operation,
  summary,
  origin,
}: {
  readonly operation: OperationDoc;
  readonly summary: string;
  readonly origin: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className={styles.operation}
      id={`op-${operation.id}`}
      data-testid="operation"
      data-operation-id={operation.id}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className={styles.operationSummary}>
        <span className={styles.method} data-method={operation.method}>
          {operation.method.toUpperCase()}
        </span>
        <code className={styles.path}>{operation.path}</code>
        <span className={styles.summaryText}>
          <Rich text={summary} />
        </span>
      </summary>
      {open ? <OperationDetails operation={operation} origin={origin} /> : null}
    </details>
  );
}

function OperationDetails({ operation, origin }: { readonly operation: OperationDoc; readonly origin: string }) {
  const t = useDocsT();
  const format = useFormat();
  const texts = useOperationTexts(format.language);
  const description = operationDescription(texts, operation.id) ?? operation.description;
  const entry = operationById(operation.id);
  const snippets = entry ? buildSnippets(entry, { baseUrl: origin, apiKey: apiKeyPlaceholder }) : undefined;
  const mode = modeOf(operation.mode);
  const auth =
    operation.auth === 'api-key'
      ? t('reference.authApiKey')
      : operation.auth === 'session'
        ? t('reference.authBearer')
        : t('reference.authNone');
  return (
    <div className={styles.operationBody}>
      {description ? (
        <p>
          <Rich text={description} />
        </p>
      ) : null}
      <dl className={styles.facts}>
        {operation.price ? (
          <>
            <dt>{t('reference.credits')}</dt>
            <dd data-testid="price">
              <Rich text={priceText(t, operation.price, format.number)} />
            </dd>
          </>
        ) : null}
        <dt>{t('reference.auth')}</dt>
        <dd>
          <Rich text={auth} />
        </dd>
        {mode ? (
          <>
            <dt>{t('reference.mode')}</dt>
            <dd>
              <Rich text={t(`reference.modes.${mode}`)} />
            </dd>
          </>
        ) : null}
      </dl>
      {operation.parameters.length > 0 ? (
        <>
          <h4 className={styles.subTitle}>{t('reference.parameters')}</h4>
          <FieldTable rows={operation.parameters} showIn operationId={operation.id} />
        </>
      ) : null}
      {operation.body ? (
        <>
          <h4 className={styles.subTitle}>
            {t('reference.body')} <span className={styles.muted}>({operation.body.mediaTypes.join(', ')})</span>
          </h4>
          {operation.maxBodyBytes === undefined ? null : (
            <p className={styles.muted}>{t('reference.bodyLimit', { bytes: format.number(operation.maxBodyBytes) })}</p>
          )}
          <FieldTable rows={operation.body.fields} operationId={operation.id} />
        </>
      ) : null}
      <h4 className={styles.subTitle}>{t('reference.responses')}</h4>
      <ul className={styles.responses}>
        {operation.responses.map((r) => (
          <li key={r.status}>
            <span className={styles.status} data-ok={r.status.startsWith('2')}>
              {r.status}
            </span>{' '}
            <Rich text={responseDescription(format.language, r)} />
            {r.mediaTypes.length > 0 ? <span className={styles.muted}> — {r.mediaTypes.join(', ')}</span> : null}
            {r.fields.length > 0 ? <FieldTable rows={r.fields} /> : null}
          </li>
        ))}
      </ul>
      {snippets ? (
        <>
          <h4 className={styles.subTitle}>{t('reference.example')}</h4>
          <CodeTabs
            samples={snippetLanguages.map((l) => ({ label: snippetLabels[l], code: snippets[l] }))}
            label={t('code.label')}
            copyLabel={t('code.copy')}
            copiedLabel={t('code.copied')}
          />
        </>
      ) : operation.body?.example !== undefined ? (
        <>
          <h4 className={styles.subTitle}>{t('reference.example')}</h4>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must be reachable by keyboard (WCAG 2.1.1) */}
          <pre className={styles.pre} tabIndex={0}>
            <code>{JSON.stringify(operation.body.example, null, 2)}</code>
          </pre>
        </>
      ) : null}
    </div>
  );
}
