import { CalendarClock, Receipt } from 'lucide-react';
import { planOf } from '../../../../../../shared/plans.js';
import { Card } from '../../../../components/card.js';
import { Spinner } from '../../../../components/spinner.js';
import { useCatalogText } from '../../../../i18n/catalog-text.js';
import { localeTags } from '../../../../i18n/languages.js';
import { useLanguage } from '../../../../i18n/use-t.js';
import { formatDate } from '../../../../lib/format.js';
import { useBillingSummary } from '../../api/billing.js';
import { useDashboardT, useDateText } from '../../i18n/use-dashboard-t.js';
import styles from './credits-page.module.css';

const money = (cents: number, currency: string, language: keyof typeof localeTags): string =>
  new Intl.NumberFormat(localeTags[language], { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

/** The current plan with its renewal (or end) date, and the purchase history. */
export function BillingOverview() {
  const t = useDashboardT();
  const language = useLanguage();
  const dateText = useDateText();
  const catalog = useCatalogText();
  const summary = useBillingSummary();

  if (summary.isPending) return <Spinner centered label={t('credits.loading')} />;
  // Without billing configured (503) the page still works: the plan cards and balance come from elsewhere.
  if (summary.isError) return null;
  const data = summary.data;
  const plan = planOf(data.plano);
  const periodEnd = data.current_period_end ? formatDate(data.current_period_end, language) : undefined;

  return (
    <div className={styles.billing}>
      <Card className={styles.planCard} data-testid="current-plan">
        <CalendarClock size={22} aria-hidden="true" />
        <div>
          <p className={styles.balanceLabel}>{t('credits.planTitle')}</p>
          <p className={styles.planNow} data-plan={data.plano}>
            {plan ? catalog.plan(plan).name : t('credits.noPlan')}
          </p>
          {plan && periodEnd?.ok ? (
            <p className={styles.muted} data-testid="plan-period">
              {t(data.cancel_at_period_end ? 'credits.endsOn' : 'credits.renewsOn', { date: periodEnd.text })}
            </p>
          ) : null}
        </div>
      </Card>
      <Card className={styles.purchases}>
        <h2 className={styles.sectionTitle}>
          <Receipt size={18} aria-hidden="true" /> {t('credits.purchasesTitle')}
        </h2>
        {data.purchases.length === 0 ? (
          <p className={styles.muted}>{t('credits.noPurchases')}</p>
        ) : (
          <ul className={styles.purchaseList} data-testid="purchases">
            {data.purchases.map((p) => {
              const bought = p.kind === 'plan' ? planOf(p.plan_id) : undefined;
              return (
                <li key={p.id} data-status={p.status}>
                  <span>
                    <strong>
                      {bought
                        ? t('credits.purchasePlan', { name: catalog.plan(bought).name })
                        : t('credits.purchaseExtra')}
                    </strong>
                    <span className={styles.muted}> · {dateText(p.created_at)}</span>
                  </span>
                  <span>
                    {t('common.credits', { count: p.credits })} · {money(p.amount_total, p.currency, language)}
                    {p.status === 'paid' ? null : (
                      <span className={styles.refundedNote}> ({t(`credits.purchaseStatus.${p.status}`)})</span>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}
