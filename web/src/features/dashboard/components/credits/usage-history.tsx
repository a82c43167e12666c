import { useState } from 'react';
import { Alert } from '../../../../components/alert.js';
import { Button } from '../../../../components/button.js';
import { Card } from '../../../../components/card.js';
import { cx } from '../../../../components/cx.js';
import { Spinner } from '../../../../components/spinner.js';
import { useCatalogText } from '../../../../i18n/catalog-text.js';
import type { Usage } from '../../api/schemas.js';
import { useUsage } from '../../api/usage.js';
import { type DashboardKey, useDashboardT, useDateText } from '../../i18n/use-dashboard-t.js';
import { usageService } from '../../lib/usage-service-name.js';
import styles from './credits-page.module.css';

/** Rows shown first and added by each 'Ver mais' (docs/product.md#dashboard). */
export const usageStep = 5;

/** Credits moved by billing (plan renewals, packs, refunds): the operation id names the reason. */
const billingReasonKeys: Record<string, DashboardKey> = {
  'billing.plan-credits': 'credits.billingReasons.planCredits',
  'billing.extra-pack': 'credits.billingReasons.extraPack',
  'billing.refund': 'credits.billingReasons.refund',
  'billing.dispute': 'credits.billingReasons.dispute',
};

const knownServiceKeys: Record<string, DashboardKey> = {
  'e-image-text-to-image': 'credits.serviceNames.e-image-text-to-image',
  'audio-youtube-transcribe': 'credits.serviceNames.audio-youtube-transcribe',
};

/** Usage history: date, service, credits; 5 rows, 'Ver mais' adds 5, loading the next page when needed. */
export function UsageHistory() {
  const t = useDashboardT();
  const dateText = useDateText();
  const catalog = useCatalogText();
  const usage = useUsage();
  const [visible, setVisible] = useState(usageStep);

  const entries = usage.data?.pages.flatMap((page) => page.items) ?? [];
  const shown = entries.slice(0, visible);
  const hasMore = entries.length > visible || usage.hasNextPage;

  const serviceName = (entry: Usage): string => {
    const reason = entry.service_id === 'billing' ? billingReasonKeys[entry.operation_id ?? ''] : undefined;
    if (reason) return t(reason);
    const service = usageService(entry.service_id, entry.operation_id);
    if (service) return catalog.service(service).name;
    const known = knownServiceKeys[entry.service_id];
    return known ? t(known) : entry.service_id;
  };

  const showMore = () => {
    const next = visible + usageStep;
    setVisible(next);
    if (next > entries.length && usage.hasNextPage && !usage.isFetchingNextPage) void usage.fetchNextPage();
  };

  return (
    <Card className={styles.history}>
      <h2 className={styles.sectionTitle}>{t('credits.historyTitle')}</h2>
      {usage.isPending ? (
        <Spinner centered label={t('credits.loading')} />
      ) : usage.isError ? (
        <Alert tone="error">{t('credits.errorPrefix', { message: t('credits.error') })}</Alert>
      ) : entries.length === 0 ? (
        <p className={styles.muted}>{t('credits.noUsage')}</p>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('credits.date')}</th>
                  <th scope="col">{t('credits.service')}</th>
                  <th scope="col" className={styles.number}>
                    {t('credits.creditsColumn')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((entry) => {
                  const refund = entry.kind === 'refund' || entry.credits_used < 0;
                  // Billing credits (a plan's month, a pack) are purchases, not refunds of a call.
                  const purchase = entry.service_id === 'billing';
                  return (
                    <tr
                      key={entry.id}
                      className={cx(refund && styles.refundRow)}
                      data-kind={refund ? 'refund' : 'charge'}
                    >
                      <td>{dateText(entry.created_at)}</td>
                      <td>
                        {serviceName(entry)}
                        {refund && !purchase ? <span className={styles.refundBadge}>{t('credits.refund')}</span> : null}
                        {!refund && entry.refunded ? (
                          <span className={styles.refundedNote}> ({t('credits.refunded')})</span>
                        ) : null}
                      </td>
                      <td className={cx(styles.number, refund && styles.refundAmount)}>
                        {refund ? `+${Math.abs(entry.credits_used)}` : `−${entry.credits_used}`}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {hasMore ? (
            <div className={styles.more}>
              <Button variant="secondary" onClick={showMore} loading={usage.isFetchingNextPage}>
                {t('credits.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
