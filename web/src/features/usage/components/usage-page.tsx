import { Alert } from '../../../components/alert.js';
import { Spinner } from '../../../components/spinner.js';
import { useCatalogText } from '../../../i18n/catalog-text.js';
import { useFormat } from '../../../i18n/use-format.js';
import { useStats } from '../api/stats.js';
import { usageCatalogue, useUsageT } from '../i18n/register.js';
import { StackedBars } from './stacked-bars.js';
import { TodayCard } from './today-card.js';
import styles from './usage.module.css';

// The page's catalogues travel with this lazily loaded module.
usageCatalogue.register();

/** /dashboard/uso: calls and credits per day for 30 days by family, the top operations, and today's limits. */
export default function UsagePage() {
  const t = useUsageT();
  const catalog = useCatalogText();
  const format = useFormat();
  const stats = useStats();
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.muted}>{t('description')}</p>
      </header>
      {stats.isError ? <Alert tone="error">{t('error')}</Alert> : null}
      {stats.isPending ? <Spinner centered label={t('loading')} /> : null}
      {stats.data ? (
        <div className={styles.grid}>
          <TodayCard today={stats.data.today} />
          <StackedBars days={stats.data.days} metric="calls" />
          <StackedBars days={stats.data.days} metric="credits" />
          <section className={styles.card} aria-labelledby="usage-top">
            <h2 id="usage-top" className={styles.chartTitle}>
              {t('top.title')}
            </h2>
            {stats.data.topOperations.length === 0 ? (
              <p className={styles.muted}>{t('top.empty')}</p>
            ) : (
              <table className={styles.table} data-testid="usage-top">
                <thead>
                  <tr>
                    <th scope="col">{t('top.operation')}</th>
                    <th scope="col">{t('top.family')}</th>
                    <th scope="col">{t('top.calls')}</th>
                    <th scope="col">{t('top.errors')}</th>
                    <th scope="col">{t('top.credits')}</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.data.topOperations.map((op) => (
                    <tr key={op.operation_id}>
                      <td className={styles.mono}>{op.operation_id}</td>
                      <td>{catalog.family(op.family)}</td>
                      <td>{format.number(op.calls)}</td>
                      <td>{format.number(op.errors)}</td>
                      <td>{format.number(op.credits)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
      ) : null}
    </>
  );
}
