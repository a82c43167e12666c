import type { RequestStatsResponse } from '../../../../../shared/operations/outputs/requests.js';
import { useFormat } from '../../../i18n/use-format.js';
import { useUsageT } from '../i18n/register.js';
import styles from './usage.module.css';

/** Today's use against the plan's daily quota and request rate: what a 429 is measured against. */
export function TodayCard({ today }: { readonly today: RequestStatsResponse['today'] }) {
  const t = useUsageT();
  const format = useFormat();
  const { quota, rate } = today;
  return (
    <section className={styles.card} aria-labelledby="usage-today" data-testid="usage-today">
      <h2 id="usage-today" className={styles.chartTitle}>
        {t('today.title')}
      </h2>
      <div className={styles.limits}>
        <div>
          <p className={styles.label} id="usage-quota">
            {t('today.quota')}
          </p>
          <p className={styles.value}>
            {quota.limit === null
              ? t('today.unlimited', { used: format.number(quota.used) })
              : t('today.quotaUse', { used: format.number(quota.used), limit: format.number(quota.limit) })}
          </p>
          {quota.limit !== null ? (
            <meter
              className={styles.meter}
              aria-labelledby="usage-quota"
              min={0}
              max={quota.limit}
              value={quota.used}
              high={quota.limit * 0.9}
            />
          ) : null}
          <p className={styles.muted}>{t('today.resets')}</p>
        </div>
        <div>
          <p className={styles.label}>{t('today.rate')}</p>
          <p className={styles.value}>
            {t('today.rateValue', { perSecond: format.number(rate.perSecond), burst: format.number(rate.burst) })}
          </p>
        </div>
      </div>
      <p className={styles.muted}>{t('today.explain')}</p>
      <p className={styles.muted}>{t('today.refreshed')}</p>
    </section>
  );
}
