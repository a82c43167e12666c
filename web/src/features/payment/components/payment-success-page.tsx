import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { billingPages } from '../../../../../shared/plans.js';
import { ButtonLink } from '../../../components/button.js';
import { Card } from '../../../components/card.js';
import { cx } from '../../../components/cx.js';
import { Spinner } from '../../../components/spinner.js';
import { localeTags } from '../../../i18n/languages.js';
import { useDocumentTitle } from '../../../i18n/use-document-title.js';
import { useLanguage } from '../../../i18n/use-t.js';
import { formatDateTime } from '../../../lib/format.js';
import { useCheckoutSession } from '../api/checkout-session.js';
import { type PaymentKey, paymentCatalogue, usePaymentT } from '../i18n/register.js';
import styles from './payment-page.module.css';

paymentCatalogue.register();

/** docs/product.md#payment-pages: plan 1 is Básico, 2 is Profissional, any other is Empresarial. */
const planKey = (planId: number | null): PaymentKey =>
  planId === 1 ? 'planNames.basic' : planId === 2 ? 'planNames.professional' : 'planNames.enterprise';

/** The amount from cents, in the session's currency (plans and the pack are sold in reais). */
const money = (cents: number | null, currency: string | null, language: keyof typeof localeTags): string =>
  new Intl.NumberFormat(localeTags[language], {
    style: 'currency',
    currency: (currency ?? 'brl').toUpperCase(),
  }).format((cents ?? 0) / 100);

function ErrorState({ message }: { readonly message: PaymentKey }) {
  const t = usePaymentT();
  return (
    <Card className={styles.card} padding="lg" data-testid="payment-error">
      <div className={cx(styles.icon, styles.danger)}>
        <CircleAlert size={32} aria-hidden="true" />
      </div>
      <h1 className={styles.title}>{t('errorTitle')}</h1>
      <p className={styles.muted} role="alert">
        {t(message)}
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/dashboard">{t('backToDashboard')}</ButtonLink>
      </div>
    </Card>
  );
}

/**
 * /payment-success?session_id=…: verifying, then the confirmed purchase or the error states of
 * docs/product.md#payment-pages.
 */
export default function PaymentSuccessPage() {
  const t = usePaymentT();
  const language = useLanguage();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const session = useCheckoutSession(sessionId);
  useDocumentTitle(t('successTitle'));

  let content: ReactNode;
  if (!sessionId) content = <ErrorState message="missingSession" />;
  else if (session.isPending) content = <Spinner centered size="lg" label={t('verifying')} />;
  else if (session.isError) content = <ErrorState message="verifyFailed" />;
  else if (session.data.payment_status !== 'paid') content = <ErrorState message="notConfirmed" />;
  else {
    const data = session.data;
    const date = formatDateTime(data.created_at, language);
    content = (
      <Card className={styles.card} padding="lg" data-testid="payment-confirmed">
        <div className={cx(styles.icon, styles.success)}>
          <CircleCheck size={32} aria-hidden="true" />
        </div>
        <h1 className={styles.title}>{t('successTitle')}</h1>
        <p className={styles.muted}>{t('successText')}</p>
        <dl className={styles.details}>
          <dt>{t('plan')}</dt>
          <dd data-testid="payment-plan">{data.pack ? t('extraPack') : t(planKey(data.plan_id))}</dd>
          <dt>{t('amount')}</dt>
          <dd data-testid="payment-amount">{money(data.amount_total, data.currency, language)}</dd>
          <dt>{t('date')}</dt>
          <dd>{date.ok ? date.text : data.created_at}</dd>
          <dt>{t('balance')}</dt>
          <dd data-testid="payment-balance">{t('credits', { count: data.balance })}</dd>
        </dl>
        <div className={styles.actions}>
          <ButtonLink to="/dashboard">{t('goToDashboard')}</ButtonLink>
          <ButtonLink to={billingPages.credits} variant="secondary">
            {t('viewCredits')}
          </ButtonLink>
        </div>
      </Card>
    );
  }
  return <main className={styles.page}>{content}</main>;
}
