import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { categories, isCategory } from '../../../../../../shared/catalogue/categories.js';
import { Alert } from '../../../../components/alert.js';
import { cx } from '../../../../components/cx.js';
import { Spinner } from '../../../../components/spinner.js';
import { useCatalogText } from '../../../../i18n/catalog-text.js';
import { useOperationTexts } from '../../../../i18n/parameter-text.js';
import { useLanguage } from '../../../../i18n/use-t.js';
import { categoriesOf, type Service, useServices } from '../../../../lib/catalogue.js';
import { matchesSearch } from '../../../../lib/search.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import { PageHeader } from '../common/page-header.js';
import { ServiceCard } from './service-card.js';
import { ServiceDetailModal } from './service-detail-modal.js';
import styles from './services-page.module.css';

const all = 'all';

/** A category given as id (`image`) or Portuguese label (`Imagem`), in any case, matches the service's. */
const sameCategory = (category: string, wanted: string): boolean => {
  const target = wanted.toLowerCase();
  const label = isCategory(category) ? categories[category].toLowerCase() : category.toLowerCase();
  return category.toLowerCase() === target || label === target;
};

/** /dashboard/servicos: search, category chips (preset by `?category=`), cards and the detail modal. */
export function ServicesPage() {
  const t = useDashboardT();
  const catalog = useCatalogText();
  // The detail window's parameter descriptions load with the page, before a card is opened.
  useOperationTexts(useLanguage());
  const searchId = useId();
  const services = useServices();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Service | undefined>(undefined);
  const category = params.get('category') ?? all;

  const chips = useMemo(() => categoriesOf(services.data ?? []), [services.data]);

  const visible = useMemo(() => {
    return (services.data ?? []).filter((service) => {
      if (category !== all && !sameCategory(service.category, category)) return false;
      // Match what the reader sees and the Portuguese original, without accents (`video` finds `vídeo`).
      return matchesSearch(query, [
        service.name,
        service.description,
        catalog.service(service).name,
        catalog.service(service).description,
      ]);
    });
  }, [services.data, category, query, catalog]);

  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === all) next.delete('category');
        else next.set('category', value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={t('services.title')} description={t('services.description')} />
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <Search size={18} aria-hidden="true" />
          <label htmlFor={searchId} className={styles.visuallyHidden}>
            {t('services.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={t('services.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {services.data ? (
          <fieldset className={styles.chips} aria-label={t('services.filterLabel')}>
            {[all, ...chips].map((value) => {
              const active = value === all ? category === all : category !== all && sameCategory(value, category);
              return (
                <button
                  key={value}
                  type="button"
                  className={cx(styles.chip, active && styles.chipActive)}
                  aria-pressed={active}
                  onClick={() => choose(value)}
                >
                  {value === all ? t('services.all') : catalog.category(value)}
                </button>
              );
            })}
          </fieldset>
        ) : null}
      </div>

      {services.isPending ? (
        <Spinner centered label={t('services.loading')} />
      ) : services.isError ? (
        <Alert tone="error">{t('services.error')}</Alert>
      ) : visible.length === 0 ? (
        <div className={styles.empty}>
          <h2>{t('services.emptyTitle')}</h2>
          <p>{t('services.emptyHint')}</p>
        </div>
      ) : (
        <div className={styles.grid}>
          {visible.map((service) => (
            <ServiceCard key={service.id} service={service} onOpen={() => setSelected(service)} />
          ))}
        </div>
      )}

      {selected ? (
        <ServiceDetailModal service={selected} onClose={() => setSelected(undefined)} additionalInfo />
      ) : null}
    </>
  );
}
