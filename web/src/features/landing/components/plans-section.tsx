import { Check, Coins } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { PlanId } from '../../../../../shared/plans.js';
import { Alert } from '../../../components/alert.js';
import { ButtonLink } from '../../../components/button.js';
import { cx } from '../../../components/cx.js';
import { Spinner } from '../../../components/spinner.js';
import { paths, sections } from '../../../config/paths.js';
import { useCatalogText } from '../../../i18n/catalog-text.js';
import { useFormat } from '../../../i18n/use-format.js';
import { useT } from '../../../i18n/use-t.js';
import { priceParts } from '../../../lib/format.js';
import { useLandingPlans } from '../hooks/use-plans.js';
import styles from './plans-section.module.css';
import { Section } from './section.js';

/**
 * Where a plan button leads: signed in, straight to that plan's checkout (this tab); signed out, to sign-up with the
 * plan in the address, which carries it through the e-mail verification to the same checkout.
 */
const useChoosePlan = () => {
  const [opening, setOpening] = useState<PlanId | undefined>(undefined);
  const [failed, setFailed] = useState<PlanId | undefined>(undefined);
  const choose = async (plan: PlanId) => {
    setOpening(plan);
    setFailed(undefined);
    try {
      const { planCheckoutUrl } = await import('../../../lib/plan-checkout.js');
      window.location.assign(await planCheckoutUrl(plan));
    } catch {
      setFailed(plan);
      setOpening(undefined);
    }
  };
  return { opening, failed, choose };
};

export function PlansSection({ signedIn }: { readonly signedIn: boolean }) {
  const t = useT();
  const catalog = useCatalogText();
  const format = useFormat();
  const plans = useLandingPlans();
  const checkout = useChoosePlan();

  let body: ReactNode;
  // The cards arrive after a moment: the placeholder keeps their room, so nothing below jumps (and an anchor link
  // to this section lands where the cards will be).
  if (plans.isPending)
    body = (
      <div className={styles.pending}>
        <Spinner centered size="lg" label={t('plans.loading')} />
      </div>
    );
  else if (plans.isError)
    body = (
      <div className={styles.state}>
        <Alert tone="error">{t('plans.error')}</Alert>
      </div>
    );
  else
    body = (
      <div className={styles.grid}>
        {plans.data.map((plan) => {
          const price = priceParts(plan.price, format.language);
          return (
            <article
              key={plan.id}
              className={cx(styles.plan, plan.is_popular && styles.popular)}
              data-testid="plan-card"
            >
              {plan.is_popular ? (
                <span className={styles.badge}>{catalog.plan(plan).badge ?? t('plans.popular')}</span>
              ) : null}
              <h3 className={styles.name}>{catalog.plan(plan).name}</h3>
              <p className={styles.description}>{catalog.plan(plan).description}</p>
              <p className={styles.price}>
                <span className={styles.amount}>{price.amount}</span>
                <span className={styles.period}>{t('common.perMonth')}</span>
              </p>
              {price.currencyName ? <p className={styles.currency}>{price.currencyName}</p> : null}
              <span className={styles.credits}>
                <Coins size={14} aria-hidden="true" />
                {format.number(plan.credits)} {t('common.credits')}
              </span>
              <ul className={styles.features}>
                {catalog.plan(plan).features.map((feature) => (
                  <li key={feature}>
                    <Check className={styles.check} size={16} aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              {/* One link for both states, so the prerendered (signed-out) markup hydrates as is; signed in, the
                  click opens the checkout instead of following it. */}
              <ButtonLink
                to={`${paths.register}?${new URLSearchParams({ plan: String(plan.id) })}`}
                block
                size="lg"
                variant={plan.is_popular ? 'primary' : 'secondary'}
                aria-busy={checkout.opening === plan.id ? true : undefined}
                onClick={(event) => {
                  if (!signedIn) return;
                  event.preventDefault();
                  if (checkout.opening === undefined) void checkout.choose(plan.id);
                }}
              >
                {checkout.opening === plan.id ? t('plans.opening') : t('plans.select')}
              </ButtonLink>
              {checkout.failed === plan.id ? <Alert tone="error">{t('plans.checkoutFailed')}</Alert> : null}
            </article>
          );
        })}
      </div>
    );

  return (
    <Section
      id={sections.plans}
      eyebrow={t('plans.eyebrow')}
      title={t('plans.title')}
      subtitle={t('plans.subtitle')}
      subtle
    >
      {body}
    </Section>
  );
}
