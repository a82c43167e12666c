import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../../components/alert.js';
import { Button } from '../../../../components/button.js';
import { AuthError } from '../../../../lib/auth.js';
import { sendEmailVerification } from '../../../../lib/email-verification.js';
import { type DashboardKey, useDashboardT } from '../../i18n/use-dashboard-t.js';
import styles from './email-verification-banner.module.css';

type Sending = 'idle' | 'sending' | 'sent' | 'failed' | 'too-many';

const outcomeKeys: Partial<Record<Sending, DashboardKey>> = {
  sent: 'verifyBanner.sent',
  failed: 'verifyBanner.failed',
  'too-many': 'verifyBanner.tooMany',
};

export interface EmailVerificationBannerProps {
  /** The welcome credits waiting for the verification. */
  readonly credits: number;
  readonly email: string;
}

/**
 * Shown while the welcome credits wait for the e-mail to be verified: the balance stays at 0 until the user opens the
 * link (which lands on /verify-email and claims them). A polite status region, so its news (sent, failed) is read
 * out without interrupting.
 */
export function EmailVerificationBanner({ credits, email }: EmailVerificationBannerProps) {
  const t = useDashboardT();
  const [sending, setSending] = useState<Sending>('idle');
  const outcome = outcomeKeys[sending];

  const resend = async () => {
    setSending('sending');
    try {
      await sendEmailVerification();
      setSending('sent');
    } catch (error) {
      setSending(error instanceof AuthError && error.failure === 'too_many_attempts' ? 'too-many' : 'failed');
    }
  };

  return (
    <Alert tone="warning" className={styles.banner}>
      <div data-testid="verify-email-banner">
        <strong className={styles.title}>{t('verifyBanner.title', { count: credits })}</strong>
        <p className={styles.text}>{t('verifyBanner.text', { count: credits, email })}</p>
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            icon={<MailCheck size={16} aria-hidden="true" />}
            loading={sending === 'sending'}
            onClick={() => void resend()}
          >
            {sending === 'sending' ? t('verifyBanner.sending') : t('verifyBanner.resend')}
          </Button>
          {outcome ? (
            <p className={styles.outcome} data-testid="verify-email-outcome">
              {t(outcome, { email })}
            </p>
          ) : null}
        </div>
      </div>
    </Alert>
  );
}
