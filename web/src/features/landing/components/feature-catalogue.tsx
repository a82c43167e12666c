import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert.js';
import { Button } from '../../../components/button.js';
import { cx } from '../../../components/cx.js';
import { Spinner } from '../../../components/spinner.js';
import { paths, sections } from '../../../config/paths.js';
import { type CatalogText, useCatalogText } from '../../../i18n/catalog-text.js';
import { type Translate, useT } from '../../../i18n/use-t.js';
import { categoriesOf, type Service, useServices } from '../../../lib/catalogue.js';
import styles from './feature-catalogue.module.css';
import { Section } from './section.js';
import { ServiceIcon } from './service-icon.js';

interface CardTexts {
  readonly t: Translate;
  readonly catalog: CatalogText;
  readonly categoryLabel: (category: string) => string;
}

/**
 * One service. Its texts come from the section (one set of translation hooks for the whole list, not three per
 * card: the list renders some thirty cards at once, and each hook subscribes to the language on its own).
 */
function ServiceCard({ service, onOpen, texts }: { service: Service; onOpen: () => void; texts: CardTexts }) {
  const { t, catalog, categoryLabel } = texts;
  // A service that cannot be used here is shown, marked, but leads nowhere (never a live link).
  const Card = service.coming_soon ? 'div' : 'button';
  return (
    <Card
      {...(service.coming_soon ? { 'aria-disabled': true } : { type: 'button' as const, onClick: onOpen })}
      className={cx(styles.card, service.coming_soon && styles.dimmed)}
      data-testid="service-card"
      data-category={service.category}
      data-coming-soon={service.coming_soon}
    >
      <div className={styles.cardTop}>
        <span className={styles.icon}>
          <ServiceIcon icon={service.icon} category={service.category} />
        </span>
        <span className={styles.badges}>
          {service.popular && !service.coming_soon ? (
            <span className={cx(styles.badge, styles.popular)}>{t('catalogue.popular')}</span>
          ) : null}
          {service.coming_soon ? (
            <span className={cx(styles.badge, styles.soon)}>
              {service.status === 'needs_configuration' ? t('catalogue.needsConfiguration') : t('catalogue.comingSoon')}
            </span>
          ) : null}
        </span>
      </div>
      <h3 className={styles.name}>{catalog.service(service).name}</h3>
      <p className={styles.description}>{catalog.service(service).description}</p>
      <div className={styles.meta}>
        <span>{categoryLabel(service.category)}</span>
        <span className={styles.cost}>
          {t(service.priced_by_length ? 'common.creditsFrom' : 'common.creditsPerUse', {
            count: service.credits_per_use,
          })}
        </span>
      </div>
    </Card>
  );
}

/** The public catalogue from `GET /api/services`, filterable by the categories it contains. */
export function FeatureCatalogue() {
  const t = useT();
  const navigate = useNavigate();
  const catalog = useCatalogText();
  // Categories come as ids or Portuguese labels; both read the one category source (shared/catalogue/categories.ts).
  const categoryLabel = catalog.category;
  const texts: CardTexts = { t, catalog, categoryLabel };
  const services = useServices();
  const [category, setCategory] = useState<string | null>(null);
  const categories = useMemo(() => categoriesOf(services.data ?? []), [services.data]);
  const visible = (services.data ?? []).filter((service) => category === null || service.category === category);

  let body: ReactNode;
  if (services.isPending) {
    body = <Spinner centered size="lg" label={t('catalogue.loading')} />;
  } else if (services.isError) {
    body = (
      <div className={styles.state}>
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('catalogue.error')}
        </Alert>
      </div>
    );
  } else {
    body = (
      <>
        <fieldset className={styles.filters} aria-label={t('catalogue.filterLabel')} style={{ border: 0, padding: 0 }}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={category === null}
            onClick={() => setCategory(null)}
          >
            {t('catalogue.all')}
          </button>
          {categories.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.chip}
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
            >
              {categoryLabel(value)}
            </button>
          ))}
        </fieldset>
        {visible.length === 0 ? (
          <p className={styles.empty}>{t('catalogue.empty')}</p>
        ) : (
          <div className={styles.grid}>
            {visible.map((service) => (
              <ServiceCard
                key={service.id}
                service={service}
                texts={texts}
                onOpen={() => navigate(paths.dashboardServices(service.category))}
              />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <Section
      id={sections.solutions}
      eyebrow={t('catalogue.eyebrow')}
      title={t('catalogue.title')}
      subtitle={t('catalogue.subtitle')}
      subtle
    >
      {body}
    </Section>
  );
}
