import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../../components/alert.js';
import { Button } from '../../../../components/button.js';
import { AuthError } from '../../../../lib/auth.js';
import { sendEmailVerification, verificationSentAt } from '../../../../lib/email-verification.js';
import { dashboardKeys } from '../../api/keys.js';
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
 * The address may be verified in another tab or browser while this one shows the banner: coming back to this tab
 * (focus, or the page becoming visible) reads the profile and the balance again, and the banner goes with the grant.
 */
function useRefreshOnReturn(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      void client.invalidateQueries({ queryKey: dashboardKeys.profile() });
      void client.invalidateQueries({ queryKey: dashboardKeys.balance() });
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [client]);
}

/**
 * Shown while the welcome credits wait for the e-mail to be verified: the balance stays at 0 until the user opens the
 * link (which lands on /verify-email and claims them). It says a link was sent only when this browser had one sent
 * (at sign-up or sign-in); otherwise it offers to send one. A polite status region, so its news (sent, failed) is
 * read out without interrupting.
 */
export function EmailVerificationBanner({ credits, email }: EmailVerificationBannerProps) {
  const t = useDashboardT();
  const [sending, setSending] = useState<Sending>('idle');
  const [linkSent] = useState(() => verificationSentAt(email) !== undefined);
  const outcome = outcomeKeys[sending];
  useRefreshOnReturn();

  const send = async () => {
    setSending('sending');
    try {
      await sendEmailVerification(email);
      setSending('sent');
    } catch (error) {
      setSending(error instanceof AuthError && error.failure === 'too_many_attempts' ? 'too-many' : 'failed');
    }
  };

  return (
    <Alert tone="warning" className={styles.banner}>
      <div data-testid="verify-email-banner">
        <strong className={styles.title}>{t('verifyBanner.title', { count: credits })}</strong>
        <p className={styles.text}>
          {t(linkSent ? 'verifyBanner.text' : 'verifyBanner.textNotSent', { count: credits, email })}
        </p>
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            icon={<MailCheck size={16} aria-hidden="true" />}
            loading={sending === 'sending'}
            onClick={() => void send()}
          >
            {sending === 'sending'
              ? t('verifyBanner.sending')
              : t(linkSent || sending !== 'idle' ? 'verifyBanner.resend' : 'verifyBanner.send')}
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
