import { CircleX } from 'lucide-react';
import { billingPages } from '../../../../../shared/plans.js';
import { ButtonLink } from '../../../components/button.js';
import { Card } from '../../../components/card.js';
import { cx } from '../../../components/cx.js';
import { useDocumentTitle } from '../../../i18n/use-document-title.js';
import { paymentCatalogue, usePaymentT } from '../i18n/register.js';
import styles from './payment-page.module.css';

paymentCatalogue.register();

/** /payment-cancelled: 'Pagamento Cancelado. Nenhum valor foi cobrado em seu cartão.' and a way back. */
export default function PaymentCancelledPage() {
  const t = usePaymentT();
  useDocumentTitle(t('cancelledTitle'));
  return (
    <main className={styles.page}>
      <Card className={styles.card} padding="lg" data-testid="payment-cancelled">
        <div className={cx(styles.icon, styles.neutral)}>
          <CircleX size={32} aria-hidden="true" />
        </div>
        <h1 className={styles.title}>{t('cancelledTitle')}</h1>
        <p className={styles.muted}>{t('cancelledText')}</p>
        <div className={styles.actions}>
          <ButtonLink to={billingPages.credits}>{t('backToCredits')}</ButtonLink>
        </div>
      </Card>
    </main>
  );
}
