import { Check, Copy, Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../../components/alert.js';
import { Button } from '../../../../components/button.js';
import { Card } from '../../../../components/card.js';
import { Spinner } from '../../../../components/spinner.js';
import { useApiKey } from '../../api/api-key.js';
import { useBalance } from '../../api/balance.js';
import type { ApiKey } from '../../api/schemas.js';
import { useTimedMessage } from '../../hooks/use-timed-message.js';
import { useDashboardT, useDateText } from '../../i18n/use-dashboard-t.js';
import { maskKey } from '../../lib/mask.js';
import { PageHeader } from '../common/page-header.js';
import styles from './api-key-page.module.css';
import type { Banner } from './banner.js';
import { KeyHowTo } from './key-how-to.js';
import { KeyNameEditor } from './key-name-editor.js';
import { KeysCard } from './keys-card.js';
import { RegenerateKey } from './regenerate-key.js';
import { RotationHowTo } from './rotation-how-to.js';
import { WebhookSecretCard } from './webhook-secret-card.js';

/** Banners on this page vanish after 3 seconds (docs/product.md#dashboard). */
export const bannerMs = 3000;

/**
 * /dashboard/api-keys: the main key, masked, with copy, rename, regenerate; every key of the account with create,
 * rename and revoke (docs/keys.md); how to rotate a key; and how to use it.
 */
export function ApiKeyPage() {
  const t = useDashboardT();
  const key = useApiKey();
  const [banner, showBanner] = useTimedMessage<Banner>(bannerMs);

  return (
    <>
      <PageHeader title={t('apiKey.title')} description={t('apiKey.description')} />
      {banner ? (
        <Alert tone={banner.tone} className={styles.banner}>
          {banner.text}
        </Alert>
      ) : null}
      {key.isPending ? (
        <Spinner centered label={t('apiKey.loading')} />
      ) : key.isError ? (
        <Alert tone="error">{t('apiKey.loadError')}</Alert>
      ) : key.data === null ? (
        <NoKey onBanner={showBanner} />
      ) : (
        <KeyCard apiKey={key.data} onBanner={showBanner} />
      )}
      {/* Outside the main key's states, so revoking the main key from the list keeps this card (and its dialog). */}
      <KeysCard onBanner={showBanner} />
      <RotationHowTo />
      {key.data ? (
        <>
          <WebhookSecretCard onBanner={showBanner} />
          <KeyHowTo />
        </>
      ) : null}
    </>
  );
}

function NoKey({ onBanner }: { readonly onBanner: (banner: Banner) => void }) {
  const t = useDashboardT();
  return (
    <Card className={styles.empty}>
      <h2 className={styles.emptyTitle}>{t('apiKey.noKey')}</h2>
      <p className={styles.muted}>{t('apiKey.noKeyHint')}</p>
      <RegenerateKey onBanner={onBanner} />
    </Card>
  );
}

function KeyCard({ apiKey, onBanner }: { readonly apiKey: ApiKey; readonly onBanner: (banner: Banner) => void }) {
  const t = useDashboardT();
  const dateText = useDateText();
  const balance = useBalance();
  const [copied, setCopied] = useTimedMessage<true>(bannerMs);
  // The full key is on screen only after an explicit reveal (shoulder surfing, screen sharing); copy needs none.
  const [revealed, setRevealed] = useState(false);

  const copy = async () => {
    if (!apiKey.token) {
      onBanner({ tone: 'error', text: t('apiKey.copyError') });
      return;
    }
    try {
      await navigator.clipboard.writeText(apiKey.token);
      setCopied(true);
      onBanner({ tone: 'success', text: t('apiKey.copySuccess') });
    } catch {
      onBanner({ tone: 'error', text: t('apiKey.copyError') });
    }
  };

  return (
    <Card className={styles.card}>
      <KeyNameEditor name={apiKey.name} onBanner={onBanner} />

      <div className={styles.field}>
        <span className={styles.fieldLabel}>{t('apiKey.key')}</span>
        <div className={styles.keyRow}>
          <code className={styles.key} data-testid="masked-key">
            {revealed ? apiKey.token : maskKey(apiKey.token)}
          </code>
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={revealed}
            icon={revealed ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? t('apiKey.hide') : t('apiKey.reveal')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
            onClick={() => void copy()}
          >
            {t('apiKey.copy')}
          </Button>
        </div>
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>{t('apiKey.createdAt')}</dt>
          <dd>{dateText(apiKey.created_at)}</dd>
        </div>
        <div>
          <dt>{t('apiKey.lastUsed')}</dt>
          <dd>{apiKey.last_used_at ? dateText(apiKey.last_used_at) : t('apiKey.neverUsed')}</dd>
        </div>
        <div>
          <dt>{t('apiKey.balance')}</dt>
          <dd data-testid="key-balance">{balance.data ? t('common.credits', { count: balance.data.balance }) : '—'}</dd>
        </div>
      </dl>

      <div className={styles.actions}>
        <RegenerateKey onBanner={onBanner} icon={<RefreshCw size={16} aria-hidden="true" />} />
      </div>
    </Card>
  );
}
