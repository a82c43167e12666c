import type { Language } from '../../../../i18n/languages.js';
import { useParameterText } from '../../../../i18n/parameter-text.js';
import { useLanguage } from '../../../../i18n/use-t.js';
import { parameterText as documentParameterText, responseFieldText } from '../../i18n/document-texts.js';
import { type DocsTranslate, useDocsT } from '../../i18n/register.js';
import type { FieldRow, ParameterRow } from '../../lib/openapi.js';
import styles from '../docs.module.css';
import { Rich } from '../rich.js';

function constraintText(t: DocsTranslate, row: FieldRow): string[] {
  const c = row.constraints;
  const out: string[] = [];
  if (c.allowed && c.allowed.length > 0) out.push(t('reference.allowed', { values: c.allowed.join(', ') }));
  if (c.minimum !== undefined && c.maximum !== undefined)
    out.push(t('reference.range', { min: c.minimum, max: c.maximum }));
  else if (c.minimum !== undefined) out.push(t('reference.min', { min: c.minimum }));
  else if (c.maximum !== undefined) out.push(t('reference.max', { max: c.maximum }));
  if (c.maxLength !== undefined) out.push(t('reference.maxLength', { max: c.maxLength }));
  if (c.default !== undefined) out.push(t('reference.default', { value: c.default }));
  return out;
}

const typeLabel = (t: DocsTranslate, type: string): string => type.replaceAll('file', t('reference.file'));

/**
 * A shared parameter (`dry_run`, `Idempotency-Key`...) in the reader's language, translated once by its component
 * name; undefined in English, where the document's own description shows.
 */
const commonText = (language: Language, row: FieldRow | ParameterRow): string | undefined =>
  'component' in row ? documentParameterText(language, row.component) : undefined;

/**
 * Parameters or body fields: name, type, required, description with limits; nested fields indented below. With
 * `operationId` (a request), a field's description is the reader's language's by operation id and field path;
 * without (a success body), by the id of the output schema's text (shared/i18n/responses); the document's English
 * in English and for anything untranslated.
 */
export function FieldTable({
  rows,
  showIn = false,
  operationId,
}: {
  readonly rows: readonly (FieldRow | ParameterRow)[];
  readonly showIn?: boolean;
  readonly operationId?: string;
}) {
  const t = useDocsT();
  const parameterText = useParameterText();
  const language = useLanguage();
  const lines: { row: FieldRow | ParameterRow; depth: number; key: string }[] = [];
  const walk = (list: readonly FieldRow[], depth: number, prefix: string) => {
    for (const row of list) {
      const key = `${prefix}${row.name}`;
      lines.push({ row, depth, key });
      walk(row.children, depth + 1, `${key}.`);
    }
  };
  walk(rows, 0, '');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('reference.name')}</th>
            {showIn ? <th scope="col">{t('reference.in')}</th> : null}
            <th scope="col">{t('reference.type')}</th>
            <th scope="col">{t('reference.required')}</th>
            <th scope="col">{t('reference.description')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map(({ row, depth, key }) => (
            <tr key={key}>
              <td style={{ paddingLeft: `${0.75 + depth * 1.25}rem` }}>
                <code>{depth > 0 ? `↳ ${row.name}` : row.name}</code>
              </td>
              {showIn ? <td>{'in' in row ? row.in : ''}</td> : null}
              <td className={styles.type}>{typeLabel(t, row.type)}</td>
              <td>{row.required ? t('reference.yes') : t('reference.no')}</td>
              <td>
                <Description
                  text={
                    commonText(language, row) ??
                    (operationId === undefined
                      ? responseFieldText(language, row.description)
                      : parameterText(operationId, key)) ??
                    row.description
                  }
                />
                {constraintText(t, row).map((c) => (
                  <span key={c} className={styles.constraint}>
                    {c}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const Description = ({ text }: { readonly text: string | undefined }) =>
  text === undefined ? null : <Rich text={text} />;
