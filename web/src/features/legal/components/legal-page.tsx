import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert.js';
import { SiteFooter } from '../../../components/layout/site-footer.js';
import { SiteHeader } from '../../../components/layout/site-header.js';
import { Spinner } from '../../../components/spinner.js';
import { paths } from '../../../config/paths.js';
import { type LegalTexts, legalUpdatedAt } from '../../../i18n/legal/index.js';
import { useDocumentTitle } from '../../../i18n/use-document-title.js';
import { useFormat } from '../../../i18n/use-format.js';
import { useT } from '../../../i18n/use-t.js';
import { useLegalTexts } from '../hooks/use-legal-texts.js';
import styles from './legal-page.module.css';

/** A static legal document with a table of contents; `document` picks the terms or the privacy policy. */
export function LegalPage({ document: which }: { readonly document: keyof LegalTexts }) {
  const t = useT();
  const format = useFormat();
  const texts = useLegalTexts();
  const doc = texts.data?.[which];
  useDocumentTitle(doc?.title);

  return (
    <>
      <SiteHeader />
      <main>
        {texts.isError ? (
          <div className="container" style={{ padding: '4rem 1rem' }}>
            <Alert tone="error">{t('common.pageError')}</Alert>
          </div>
        ) : !doc ? (
          <Spinner centered size="lg" label={t('legal.loading')} />
        ) : (
          <>
            <div className={styles.hero}>
              <div className="container">
                <Link to={paths.home} className={styles.back}>
                  <ArrowLeft size={16} aria-hidden="true" />
                  {t('legal.back')}
                </Link>
                <h1 className={styles.title}>{doc.title}</h1>
                <p className={styles.updated}>{t('legal.lastUpdated', { date: format.longDate(legalUpdatedAt) })}</p>
                <p className={styles.intro}>{doc.intro}</p>
              </div>
            </div>
            <div className="container">
              <div className={styles.layout}>
                <nav className={styles.toc} aria-label={t('legal.contents')}>
                  <p className={styles.tocTitle}>{t('legal.contents')}</p>
                  <ol>
                    {doc.sections.map((section, index) => (
                      <li key={section.title}>
                        <a href={`#secao-${index + 1}`}>
                          {index + 1}. {section.title}
                        </a>
                      </li>
                    ))}
                  </ol>
                </nav>
                <article className={styles.article} data-testid="legal-sections">
                  {doc.sections.map((section, index) => (
                    <section key={section.title} id={`secao-${index + 1}`} className={styles.section}>
                      <h2>
                        <span className={styles.number}>{index + 1}.</span>
                        {section.title}
                      </h2>
                      {section.paragraphs.map((paragraph) => (
                        <p key={paragraph}>{paragraph}</p>
                      ))}
                    </section>
                  ))}
                </article>
              </div>
            </div>
          </>
        )}
      </main>
      <SiteFooter />
    </>
  );
}
