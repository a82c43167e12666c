import type { Operation } from '../../../../../../shared/operations/types.js';
import {
  buildSnippets,
  describeParameters,
  snippetLabels,
  snippetLanguages,
} from '../../../../../../shared/snippets.js';
import { CodeTabs } from '../../../../components/code-tabs.js';
import { RichText } from '../../../../components/rich-text.js';
import { useParameterText } from '../../../../i18n/parameter-text.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import styles from './how-to-use.module.css';

/** Endpoint, method, parameter table and code examples in five languages, all generated from the operation table. */
export function HowToUse({ operation }: { readonly operation: Operation }) {
  const t = useDashboardT();
  const parameterText = useParameterText();
  const parameters = describeParameters(operation);
  const snippets = buildSnippets(operation, { baseUrl: window.location.origin, apiKey: t('apiKey.keyPlaceholder') });
  const samples = snippetLanguages.map((language) => ({ label: snippetLabels[language], code: snippets[language] }));

  return (
    <div className={styles.howTo}>
      <dl className={styles.endpoint}>
        <div>
          <dt>{t('serviceDetail.method')}</dt>
          <dd>
            <span className={styles.method}>{operation.method}</span>
          </dd>
        </div>
        <div className={styles.path}>
          <dt>{t('serviceDetail.endpoint')}</dt>
          <dd>
            <code>{operation.path}</code>
          </dd>
        </div>
      </dl>

      <h4 className={styles.subTitle}>{t('serviceDetail.parameters')}</h4>
      {parameters.length === 0 ? (
        <p className={styles.muted}>{t('serviceDetail.noParameters')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('serviceDetail.paramName')}</th>
                <th scope="col">{t('serviceDetail.paramType')}</th>
                <th scope="col">{t('serviceDetail.paramDescription')}</th>
                <th scope="col">{t('serviceDetail.paramDefault')}</th>
              </tr>
            </thead>
            <tbody>
              {parameters.map((parameter) => (
                <tr key={parameter.name}>
                  <td>
                    <code>{parameter.name}</code>
                    <span className={parameter.required ? styles.required : styles.optional}>
                      {parameter.required ? t('serviceDetail.paramRequired') : t('serviceDetail.paramOptional')}
                    </span>
                  </td>
                  <td>
                    <code className={styles.type}>{parameter.type}</code>
                    {parameter.allowed ? <span className={styles.allowed}>{parameter.allowed.join(' | ')}</span> : null}
                  </td>
                  <td>
                    <RichText text={parameterText(operation.id, parameter.name) ?? parameter.description ?? ''} />
                  </td>
                  <td>{parameter.default === undefined ? '—' : <code>{parameter.default}</code>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h4 className={styles.subTitle}>{t('serviceDetail.examples')}</h4>
      <CodeTabs
        samples={samples}
        label={t('serviceDetail.examples')}
        copyLabel={t('common.copy')}
        copiedLabel={t('common.copied')}
      />
    </div>
  );
}
