import { Check } from 'lucide-react';
import { type PlanId, planOf, plans } from '../../../../../../shared/plans.js';
import { Button } from '../../../../components/button.js';
import { Card } from '../../../../components/card.js';
import { cx } from '../../../../components/cx.js';
import { useLanguage } from '../../../../i18n/use-t.js';
import { formatPrice } from '../../../../lib/format.js';
import { useCatalogText } from '../../hooks/use-catalog-text.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import styles from './credits-page.module.css';

export interface PlanCardsProps {
  /** The account's plan (number or numeric string); anything else means no plan. */
  readonly plano: unknown;
  /** Which checkout is being opened (`plan-2`...). */
  readonly busy: string | undefined;
  readonly onChoose: (planId: PlanId) => void;
}

/** The three plans; the current one reads 'Plano Atual' with a disabled button. */
export function PlanCards({ plano, busy, onChoose }: PlanCardsProps) {
  const t = useDashboardT();
  const language = useLanguage();
  const { text } = useCatalogText();
  const current = planOf(plano)?.id;

  return (
    <div className={styles.plans}>
      {plans.map((plan) => {
        const isCurrent = plan.id === current;
        return (
          <Card key={plan.id} className={cx(styles.plan, plan.is_popular && styles.popularPlan)} data-plan={plan.id}>
            {plan.badge ? <span className={styles.planBadge}>{t('credits.mostChosen')}</span> : null}
            <h3 className={styles.planName}>{text(plan.name)}</h3>
            <p className={styles.muted}>{text(plan.description)}</p>
            <p className={styles.price}>
              <strong>{formatPrice(plan.price, language)}</strong>
              <span>{t('credits.perMonth')}</span>
            </p>
            <p className={styles.planCredits}>{t('common.credits', { count: plan.credits })}</p>
            <ul className={styles.features}>
              {plan.features.map((feature) => (
                <li key={feature}>
                  <Check size={16} aria-hidden="true" />
                  {text(feature)}
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
          </Card>
        );
      })}
    </div>
  );
}
