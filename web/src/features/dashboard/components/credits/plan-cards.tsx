import { Check } from 'lucide-react';
import { type PlanId, planOf, plans } from '../../../../../../shared/plans.js';
import { Button } from '../../../../components/button.js';
import { Card } from '../../../../components/card.js';
import { cx } from '../../../../components/cx.js';
import { useCatalogText } from '../../../../i18n/catalog-text.js';
import { useLanguage } from '../../../../i18n/use-t.js';
import { priceParts } from '../../../../lib/format.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import { BillingNoticeView } from './billing-notice.js';
import styles from './credits-page.module.css';
import type { BillingNotice } from './use-billing-redirect.js';

export interface PlanCardsProps {
  /** The account's plan (number or numeric string); anything else means no plan. */
  readonly plano: unknown;
  /** Which checkout is being opened (`plan-2`...). */
  readonly busy: string | undefined;
  /** A failed or blocked checkout, shown inside the card whose button was pressed. */
  readonly notice?: BillingNotice | undefined;
  readonly onChoose: (planId: PlanId) => void;
}

/** The three plans; the current one reads 'Plano Atual' with a disabled button. */
export function PlanCards({ plano, busy, notice, onChoose }: PlanCardsProps) {
  const t = useDashboardT();
  const language = useLanguage();
  const catalog = useCatalogText();
  const current = planOf(plano)?.id;

  return (
    <div className={styles.plans}>
      {plans.map((plan) => {
        const isCurrent = plan.id === current;
        const price = priceParts(plan.price, language);
        return (
          <Card key={plan.id} className={cx(styles.plan, plan.is_popular && styles.popularPlan)} data-plan={plan.id}>
            {plan.badge ? <span className={styles.planBadge}>{t('credits.mostChosen')}</span> : null}
            <h3 className={styles.planName}>{catalog.plan(plan).name}</h3>
            <p className={styles.muted}>{catalog.plan(plan).description}</p>
            <p className={styles.price}>
              <strong>{price.amount}</strong>
              <span>{t('credits.perMonth')}</span>
            </p>
            {price.currencyName ? <p className={styles.muted}>{price.currencyName}</p> : null}
            <p className={styles.planCredits}>{t('common.credits', { count: plan.credits })}</p>
            <ul className={styles.features}>
              {catalog.plan(plan).features.map((feature) => (
                <li key={feature}>
                  <Check size={16} aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <Button
              block
              variant={isCurrent ? 'secondary' : plan.is_popular ? 'primary' : 'secondary'}
              disabled={isCurrent}
              loading={busy === `plan-${plan.id}`}
              onClick={() => onChoose(plan.id)}
            >
              {isCurrent ? t('credits.currentPlan') : t('credits.choosePlan')}
            </Button>
            <BillingNoticeView notice={notice} source={`plan-${plan.id}`} />
          </Card>
        );
      })}
    </div>
  );
}
