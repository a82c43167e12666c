import { type ProblemCode, problemCodes, problemTitles } from '../../../../../shared/problems.js';
import { useDocsT } from '../i18n/register.js';
import styles from './docs.module.css';
import { Rich } from './rich.js';

/** Every code of the API's one problem vocabulary (shared/problems.ts), by HTTP status: generated, not listed. */
const isProblemCode = (key: string): key is ProblemCode => Object.hasOwn(problemCodes, key);

export const catalogueCodes = (): ProblemCode[] =>
  Object.keys(problemCodes)
    .filter(isProblemCode)
    .sort((a, b) => problemCodes[a] - problemCodes[b]);

export function ErrorCatalogue() {
  const t = useDocsT();
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
              <td>{problemTitles[code]}</td>
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
