import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/button.js';
import { Card } from '../../../../components/card.js';
import { useRotateWebhookSecret, useWebhookSecret } from '../../api/webhook-secret.js';
import { useDashboardT, useDateText } from '../../i18n/use-dashboard-t.js';
import { ConfirmDialog } from '../common/action-dialogs.js';
import styles from './api-key-page.module.css';
import type { Banner } from './banner.js';

/**
 * The secret that signs job webhooks: hidden until the user reveals it (it is read, and created, only then),
 * copyable, and rotated behind a confirmation because receivers must switch to the new one.
 */
export function WebhookSecretCard({ onBanner }: { readonly onBanner: (banner: Banner) => void }) {
  const t = useDashboardT();
  const dateText = useDateText();
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const secret = useWebhookSecret(shown);
  const rotate = useRotateWebhookSecret();

  const copy = async () => {
    if (!secret.data) return;
    try {
      await navigator.clipboard.writeText(secret.data.secret);
      onBanner({ tone: 'success', text: t('apiKey.webhook.copySuccess') });
    } catch {
      onBanner({ tone: 'error', text: t('apiKey.copyError') });
    }
  };

  const confirmRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setShown(true);
        onBanner({ tone: 'success', text: t('apiKey.webhook.rotateSuccess') });
      },
      onError: () => {
        setConfirming(false);
        onBanner({ tone: 'error', text: t('apiKey.webhook.rotateError') });
      },
    });

  return (
    <Card className={styles.card}>
      <div className={styles.field}>
        <h2 className={styles.fieldLabel}>{t('apiKey.webhook.title')}</h2>
        <p className={styles.muted}>{t('apiKey.webhook.description')}</p>
        <div className={styles.keyRow}>
          <code className={styles.key} data-testid="webhook-secret">
            {shown && secret.data ? secret.data.secret : 'whsec_••••••••••••••••'}
          </code>
          <Button
            variant="secondary"
            size="sm"
            icon={shown ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
            onClick={() => setShown((s) => !s)}
            loading={shown && secret.isPending}
          >
            {shown ? t('apiKey.webhook.hide') : t('apiKey.webhook.show')}
          </Button>
          {shown && secret.data ? (
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              {t('apiKey.copy')}
            </Button>
          ) : null}
        </div>
        {secret.isError ? <p role="alert">{t('apiKey.webhook.loadError')}</p> : null}
        {shown && secret.data ? (
          <p className={styles.muted}>{t('apiKey.webhook.createdAt', { date: dateText(secret.data.created_at) })}</p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          icon={<RefreshCw size={16} aria-hidden="true" />}
          onClick={() => setConfirming(true)}
        >
          {t('apiKey.webhook.rotate')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('apiKey.webhook.rotateTitle')}
        text={t('apiKey.webhook.rotateText')}
        onClose={() => setConfirming(false)}
        onConfirm={confirmRotate}
        action={{ busy: rotate.isPending, label: t('apiKey.webhook.rotateConfirm') }}
      />
    </Card>
  );
}
