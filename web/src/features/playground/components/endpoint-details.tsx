import type { ReactElement } from 'react';
import type { Operation } from '../../../../../shared/operations/types.js';
import { describeParameters, type ParameterDescription } from '../../../../../shared/snippets.js';
import { RichText } from '../../../components/rich-text.js';
import { useParameterText } from '../../../i18n/parameter-text.js';
import { usePlaygroundT } from '../i18n/register.js';
import { useOperationText } from '../lib/names.js';
import styles from './playground.module.css';

/** Name, method, full URL and the parameter table of the chosen operation, read from its JSON Schema. */
export function EndpointDetails({
  operation,
  origin,
  unavailable,
}: {
  readonly operation: Operation;
  readonly origin: string;
  readonly unavailable: boolean;
}) {
  const t = usePlaygroundT();
  const text = useOperationText();
  const parameters = describeParameters(operation);
  const paramText = useParameterText();
  const describe = (field: string, fallback: string | undefined) => paramText(operation.id, field) ?? fallback;
  return (
    <section className={styles.card} aria-labelledby="playground-endpoint">
      <h2 id="playground-endpoint" className={styles.endpointTitle} data-testid="endpoint-name">
        {text.name(operation)}
      </h2>
      <p className={styles.muted}>
        <RichText text={text.description(operation)} />
      </p>
      <dl className={styles.endpointLine}>
        <div>
          <dt className={styles.srOnly}>{t('endpoint.method')}</dt>
          <dd>
            <span className={styles.method}>{operation.method}</span>
          </dd>
        </div>
        <div className={styles.url}>
          <dt className={styles.srOnly}>{t('endpoint.url')}</dt>
          <dd>
            <code data-testid="endpoint-url">{`${origin}${operation.path}`}</code>
          </dd>
        </div>
      </dl>
      {operation.mode !== 'sync' ? <p className={styles.hint}>{t('endpoint.async')}</p> : null}
      {unavailable ? <p className={styles.warning}>{t('endpoint.unavailable')}</p> : null}

      <h3 className={styles.subTitle}>{t('endpoint.parameters')}</h3>
      {parameters.length === 0 ? (
        <p className={styles.muted}>{t('endpoint.noParameters')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="parameter-table">
            <thead>
              <tr>
                <th scope="col">{t('endpoint.name')}</th>
                <th scope="col">{t('endpoint.type')}</th>
                <th scope="col">{t('endpoint.description')}</th>
                <th scope="col">{t('endpoint.default')}</th>
              </tr>
            </thead>
            <tbody>{parameters.flatMap((p) => rows(p, '', '', t, describe))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function rows(
  p: ParameterDescription,
  prefix: string,
  fieldPrefix: string,
  t: ReturnType<typeof usePlaygroundT>,
  describe: (field: string, fallback: string | undefined) => string | undefined,
): ReactElement[] {
  const name = `${prefix}${p.name}`;
  const field = `${fieldPrefix}${p.name}`;
  const row = (
    <tr key={name}>
      <td>
        <code>{name}</code>
        <span className={p.required ? styles.required : styles.optional}>
          {p.required ? t('endpoint.required') : t('endpoint.optional')}
        </span>
        <span className={styles.optional}>{t(`endpoint.where.${p.in}`)}</span>
      </td>
      <td>
        <code>{p.type}</code>
        {p.allowed ? <span className={styles.allowed}>{p.allowed.join(' | ')}</span> : null}
        {p.minimum !== undefined || p.maximum !== undefined ? (
          <span className={styles.allowed}>
            {p.minimum ?? '…'} – {p.maximum ?? '…'}
          </span>
        ) : null}
      </td>
      <td>
        <RichText text={describe(field, p.description) ?? ''} />
      </td>
      <td>{p.default === undefined ? '—' : <code>{p.default}</code>}</td>
    </tr>
  );
  const childPrefix = p.type === 'array' ? `${name}[].` : `${name}.`;
  return [row, ...(p.properties ?? []).flatMap((child) => rows(child, childPrefix, `${field}.`, t, describe))];
}
