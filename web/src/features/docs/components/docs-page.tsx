import { BookOpen, Code2, KeyRound, ListTree, Rocket, TriangleAlert } from 'lucide-react';
import { useOpenApi } from '../api/openapi.js';
import { docsCatalogue, useDocsT } from '../i18n/register.js';
import { serverOrigin } from '../lib/openapi.js';
import { docsSections, quickLinks, tableOfContents } from '../lib/sections.js';
import styles from './docs.module.css';
import { Guides } from './guides.js';
import { ApiReference } from './reference/api-reference.js';

docsCatalogue.register();

const quickIcons = {
  gettingStarted: Rocket,
  authentication: KeyRound,
  endpoints: ListTree,
  examples: Code2,
  errors: TriangleAlert,
  rateLimits: BookOpen,
} as const;

const tocLabelKey = {
  gettingStarted: 'guides.gettingStarted.title',
  authentication: 'guides.authentication.title',
  credits: 'guides.credits.title',
  idempotency: 'guides.idempotency.title',
  rateLimits: 'guides.rateLimits.title',
  filesIn: 'guides.filesIn.title',
  filesOut: 'guides.filesOut.title',
  async: 'guides.async.title',
  mcp: 'guides.mcp.title',
  errors: 'guides.errors.title',
  endpoints: 'reference.title',
} as const;

const pageOrigin = (): string => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * The documentation (docs/product.md#documentation-page): quick links, the written guides and the API reference
 * rendered from /api/openapi.json. The same body serves /dashboard/documentacao and the public /docs.
 */
export function DocsPage({ keysHref }: { readonly keysHref: string }) {
  const t = useDocsT();
  const openapi = useOpenApi();
  const origin = openapi.data ? serverOrigin(openapi.data, pageOrigin()) : pageOrigin();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.muted}>{t('description')}</p>
      </header>
      <nav aria-label={t('quickLinks.label')}>
        <ul className={styles.quickLinks}>
          {quickLinks.map((key) => {
            const Icon = quickIcons[key];
            return (
              <li key={key}>
                <a className={styles.quickLink} href={`#${docsSections[key]}`}>
                  <Icon size={20} aria-hidden="true" />
                  {t(`quickLinks.${key}`)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label={t('toc')}>
          <p className={styles.tocTitle}>{t('toc')}</p>
          <ol>
            {tableOfContents.map((key) => (
              <li key={key}>
                <a href={`#${docsSections[key]}`}>{t(tocLabelKey[key])}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.content}>
          <Guides origin={origin} keysHref={keysHref} />
          <section id={docsSections.endpoints} className={styles.guide} aria-labelledby="endpoints-title">
            <h2 id="endpoints-title" className={styles.guideTitle}>
              {t('reference.title')}
            </h2>
            <ApiReference origin={origin} />
          </section>
        </div>
      </div>
    </div>
  );
}
