import { Info } from 'lucide-react';
import { serviceById } from '../../../../../../shared/catalogue/index.js';
import { operationById } from '../../../../../../shared/operations/index.js';
import { ButtonLink } from '../../../../components/button.js';
import { Modal } from '../../../../components/modal.js';
import { useCatalogText } from '../../../../i18n/catalog-text.js';
import type { Service } from '../../../../lib/catalogue.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import { playgroundPath } from '../../paths.js';
import { HowToUse } from './how-to-use.js';
import styles from './service-detail-modal.module.css';

export interface ServiceDetailModalProps {
  readonly service: Service;
  readonly onClose: () => void;
  /** The services page adds an Additional Information box. */
  readonly additionalInfo?: boolean;
}

/** The operation a catalogue service sells, from the operation table (none while the service is coming soon). */
const operationOf = (service: Service) => {
  const operationId = serviceById(service.id)?.operationId;
  return operationId ? operationById(operationId) : undefined;
};

/**
 * Description, category, price, status and how to call the service (docs/product.md#dashboard, home and services page).
 */
export function ServiceDetailModal({ service, onClose, additionalInfo = false }: ServiceDetailModalProps) {
  const t = useDashboardT();
  const catalog = useCatalogText();
  const { name, description } = catalog.service(service);
  const operation = operationOf(service);

  return (
    <Modal open onClose={onClose} title={name} size="lg">
      <div className={styles.body}>
        <section>
          <h3 className={styles.label}>{t('serviceDetail.description')}</h3>
          <p>{description}</p>
        </section>
        <dl className={styles.facts}>
          <div>
            <dt>{t('serviceDetail.category')}</dt>
            <dd>{catalog.category(service.category)}</dd>
          </div>
          <div>
            <dt>{t('serviceDetail.creditsPerUse')}</dt>
            <dd>
              {service.credits_per_use === 0
                ? t('common.free')
                : service.priced_by_length
                  ? t('common.creditsFrom', { count: service.credits_per_use })
                  : t('common.credits', { count: service.credits_per_use })}
            </dd>
          </div>
          <div>
            <dt>{t('serviceDetail.status')}</dt>
            <dd>
              <span className={service.coming_soon ? styles.soon : styles.available}>
                {service.status === 'needs_configuration'
                  ? t('serviceDetail.needsConfiguration')
                  : service.coming_soon
                    ? t('serviceDetail.comingSoon')
                    : t('serviceDetail.available')}
              </span>
            </dd>
          </div>
        </dl>
        <section>
          <h3 className={styles.sectionTitle}>{t('serviceDetail.howToUse')}</h3>
          {operation ? (
            <>
              {service.coming_soon ? null : (
                <p className={styles.tryIt}>
                  <ButtonLink to={playgroundPath(operation.id)} size="sm" data-testid="try-in-playground">
                    {t('serviceDetail.tryInPlayground')}
                  </ButtonLink>
                </p>
              )}
              <HowToUse operation={operation} />
            </>
          ) : (
            <p className={styles.muted}>{t('serviceDetail.docsComingSoon')}</p>
          )}
        </section>
        {additionalInfo ? (
          <aside className={styles.additional}>
            <Info size={20} aria-hidden="true" />
            <div>
              <h3 className={styles.additionalTitle}>{t('serviceDetail.additionalInfo')}</h3>
              <ul>
                <li>{t('serviceDetail.additionalAuth')}</li>
                <li>{t('serviceDetail.additionalCharge')}</li>
                {operation && operation.mode !== 'sync' ? <li>{t('serviceDetail.additionalAsync')}</li> : null}
              </ul>
            </div>
          </aside>
        ) : null}
      </div>
    </Modal>
  );
}
