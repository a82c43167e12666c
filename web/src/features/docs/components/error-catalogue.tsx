import { type ProblemCode, problemCodes, problemTitles } from '../../../../../shared/problems.js';
import { useLanguage } from '../../../i18n/use-t.js';
import { problemTitle } from '../i18n/document-texts.js';
import { useDocsT } from '../i18n/register.js';
import styles from './docs.module.css';
import { Rich } from './rich.js';

/**
 * Every code of the API's one problem vocabulary (shared/problems.ts), by HTTP status: generated, not listed. The
 * title shows in the reader's language (shared/i18n/responses); the API answers the English one.
 */
const isProblemCode = (key: string): key is ProblemCode => Object.hasOwn(problemCodes, key);

export const catalogueCodes = (): ProblemCode[] =>
  Object.keys(problemCodes)
    .filter(isProblemCode)
    .sort((a, b) => problemCodes[a] - problemCodes[b]);

export function ErrorCatalogue() {
  const t = useDocsT();
  const language = useLanguage();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="error-catalogue">
        <thead>
          <tr>
            <th scope="col">{t('guides.errors.code')}</th>
            <th scope="col">{t('guides.errors.status')}</th>
            <th scope="col">{t('guides.errors.name')}</th>
            <th scope="col">{t('guides.errors.meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {catalogueCodes().map((code) => (
            <tr key={code} data-code={code}>
              <td>
                <code>{code}</code>
              </td>
              <td>{problemCodes[code]}</td>
              <td>{problemTitle(language, code) ?? problemTitles[code]}</td>
              <td>
                <Rich text={t(`guides.errors.codes.${code}`)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
