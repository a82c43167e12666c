import { Coins } from 'lucide-react';
import { cx } from '../../../../components/cx.js';
import { useCatalogText } from '../../../../i18n/catalog-text.js';
import type { Service } from '../../../../lib/catalogue.js';
import { creditsPerUseText, useDashboardT } from '../../i18n/use-dashboard-t.js';
import { CategoryIcon } from './category-icon.js';
import styles from './services-page.module.css';

/** One service in the grid; the whole card opens the detail modal. Coming-soon services are dimmed. */
export function ServiceCard({ service, onOpen }: { readonly service: Service; readonly onOpen: () => void }) {
  const t = useDashboardT();
  const catalog = useCatalogText();
  return (
    <button
      type="button"
      className={cx(styles.card, service.coming_soon && styles.dimmed)}
      onClick={onOpen}
      data-service={service.id}
    >
      <span className={styles.cardTop}>
        <span className={styles.icon}>
          <CategoryIcon category={service.category} />
        </span>
        <span className={styles.badges}>
          {service.popular ? <span className={styles.popular}>{t('services.popular')}</span> : null}
          {service.coming_soon ? (
            <span className={styles.soon}>
              {service.status === 'needs_configuration' ? t('services.needsConfiguration') : t('services.comingSoon')}
            </span>
          ) : null}
        </span>
      </span>
      <span className={styles.name}>{catalog.service(service).name}</span>
      <span className={styles.description}>{catalog.service(service).description}</span>
      <span className={styles.credits}>
        <Coins size={15} aria-hidden="true" />
        {creditsPerUseText(t, service)}
      </span>
    </button>
  );
}
