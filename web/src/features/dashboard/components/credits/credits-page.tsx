import { Coins, CreditCard, Info, LifeBuoy, PackagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { canBuyExtraPack, extraPack } from '../../../../../../shared/plans.js';
import { Alert } from '../../../../components/alert.js';
import { Button } from '../../../../components/button.js';
import { Card } from '../../../../components/card.js';
import { Spinner } from '../../../../components/spinner.js';
import { SupportLink } from '../../../../components/support/support-link.js';
import { useLanguage } from '../../../../i18n/use-t.js';
import { formatNumber, formatPrice } from '../../../../lib/format.js';
import { useBalance } from '../../api/balance.js';
import { openBillingPortal, startCheckout } from '../../api/billing.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import { PageHeader } from '../common/page-header.js';
import { useDashboardProfile } from '../layout/profile-context.js';
import { BillingNoticeView } from './billing-notice.js';
import { BillingOverview } from './billing-overview.js';
import styles from './credits-page.module.css';
import { PlanCards } from './plan-cards.js';
import { UsageHistory } from './usage-history.js';
import { useBillingRedirect } from './use-billing-redirect.js';

/** /dashboard/creditos (Meus Créditos): balance, usage history, extra credits, plans and two info cards. */
export function CreditsPage() {
  const t = useDashboardT();
  const language = useLanguage();
  const profile = useDashboardProfile();
  const balance = useBalance();
  const billing = useBillingRedirect();
  // Without a plan, "buy extra credits" explains that a plan comes first and offers the plans (it stays: a
  // message that vanishes after 5 s is missed).
  const [upsell, setUpsell] = useState(false);
  const plansHeading = useRef<HTMLHeadingElement>(null);
  // Focusing the heading also scrolls it into view.
  const showPlans = () => plansHeading.current?.focus();

  const buyExtra = () => {
    if (!canBuyExtraPack(profile?.plano)) {
      setUpsell(true);
      return;
    }
    void billing.open('extra', () => startCheckout({ pack: 'extra' }));
  };

  return (
    <>
      <PageHeader
        title={t('credits.title')}
        description={t('credits.description')}
        actions={
          <Button
            variant="secondary"
            icon={<CreditCard size={16} aria-hidden="true" />}
            loading={billing.busy === 'portal'}
            onClick={() => void billing.open('portal', openBillingPortal)}
          >
            {billing.busy === 'portal' ? t('credits.redirecting') : t('credits.manage')}
          </Button>
        }
      />

      <BillingNoticeView notice={billing.notice} source="portal" />

      <div className={styles.top}>
        <Card className={styles.balance}>
          <span className={styles.balanceIcon}>
            <Coins size={24} aria-hidden="true" />
          </span>
          <div>
            <p className={styles.balanceLabel}>{t('credits.available')}</p>
            {balance.isPending ? (
              <Spinner size="sm" label={t('credits.loading')} />
            ) : balance.isError ? (
              <Alert tone="error">{t('credits.errorPrefix', { message: t('credits.error') })}</Alert>
            ) : (
              <p className={styles.balanceValue} data-testid="credits-balance">
                {formatNumber(balance.data.balance, language)}
              </p>
            )}
          </div>
        </Card>

        <Card className={styles.extra}>
          <div className={styles.extraHead}>
            <PackagePlus size={22} aria-hidden="true" />
            <h2 className={styles.sectionTitle}>{t('credits.extraTitle')}</h2>
          </div>
          <p className={styles.muted}>
            {t('credits.extraText', {
              credits: formatNumber(extraPack.credits, language),
              price: formatPrice(extraPack.price, language),
            })}
          </p>
          <Button onClick={buyExtra} loading={billing.busy === 'extra'}>
            {billing.busy === 'extra' ? t('credits.redirecting') : t('credits.extraBuy')}
          </Button>
          <BillingNoticeView notice={billing.notice} source="extra" />
          <div role="status" data-testid="extra-upsell">
            {upsell ? (
              <Alert
                tone="info"
                action={
                  <Button size="sm" variant="secondary" onClick={showPlans}>
                    {t('credits.upsellShowPlans')}
                  </Button>
                }
              >
                <strong>{t('credits.upsell')}</strong> {t('credits.upsellExplain')}
              </Alert>
            ) : null}
          </div>
        </Card>
      </div>

      <BillingOverview />

      <UsageHistory />

      <h2 className={styles.plansTitle} ref={plansHeading} tabIndex={-1} id="credits-plans">
        {t('credits.plansTitle')}
      </h2>
      <PlanCards
        plano={profile?.plano}
        busy={billing.busy}
        notice={billing.notice}
        onChoose={(planId) => void billing.open(`plan-${planId}`, () => startCheckout({ planId }))}
      />

      <div className={styles.info}>
        <Card className={styles.infoCard}>
          <Info size={22} aria-hidden="true" />
          <div>
            <h3 className={styles.infoTitle}>{t('credits.infoHowTitle')}</h3>
            <p className={styles.muted}>{t('credits.infoHowText')}</p>
          </div>
        </Card>
        <Card className={styles.infoCard}>
          <LifeBuoy size={22} aria-hidden="true" />
          <div>
            <h3 className={styles.infoTitle}>{t('credits.infoHelpTitle')}</h3>
            <p className={styles.muted}>{t('credits.infoHelpText')}</p>
            <SupportLink className={styles.helpLink}>{t('credits.infoHelpLink')}</SupportLink>
          </div>
        </Card>
      </div>
    </>
  );
}
