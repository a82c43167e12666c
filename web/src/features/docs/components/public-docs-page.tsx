import { ButtonLink } from '../../../components/button.js';
import { SiteFooter } from '../../../components/layout/site-footer.js';
import { SiteHeader } from '../../../components/layout/site-header.js';
import { paths } from '../../../config/paths.js';
import { useDocumentTitle } from '../../../i18n/use-document-title.js';
import { useDocsT } from '../i18n/register.js';
import styles from './docs.module.css';
import { DocsPage } from './docs-page.js';

/** /docs: the same documentation without signing in, in the public site's frame. */
export default function PublicDocsPage() {
  const t = useDocsT();
  useDocumentTitle(t('title'));
  return (
    <>
      <SiteHeader />
      <main className={styles.publicMain}>
        <div className="container">
          <div className={styles.publicActions}>
            <ButtonLink to={paths.register}>{t('publicRegister')}</ButtonLink>
            <ButtonLink to={paths.login} variant="secondary">
              {t('publicSignIn')}
            </ButtonLink>
          </div>
          <DocsPage keysHref={paths.register} />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
