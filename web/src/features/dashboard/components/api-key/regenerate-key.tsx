import { type ReactNode, useState } from 'react';
import { Button } from '../../../../components/button.js';
import { Modal } from '../../../../components/modal.js';
import { useRegenerateApiKey } from '../../api/api-key.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import type { Banner } from './banner.js';

/** "Generate new key" behind a confirmation: the old key stops working at once. */
export function RegenerateKey({
  onBanner,
  icon,
}: {
  readonly onBanner: (b: Banner) => void;
  readonly icon?: ReactNode;
}) {
  const t = useDashboardT();
  const regenerate = useRegenerateApiKey();
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        onBanner({ tone: 'success', text: t('apiKey.regenerateSuccess') });
      },
      onError: () => {
        setConfirming(false);
        onBanner({ tone: 'error', text: t('apiKey.regenerateError') });
      },
    });

  return (
    <>
      <Button variant="secondary" icon={icon} onClick={() => setConfirming(true)}>
        {t('apiKey.regenerate')}
      </Button>
      <Modal
        open={confirming}
        size="sm"
        onClose={() => setConfirming(false)}
        title={t('apiKey.regenerateTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={regenerate.isPending}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={confirm} loading={regenerate.isPending}>
              {regenerate.isPending ? t('apiKey.regenerating') : t('apiKey.regenerateConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('apiKey.regenerateText')}</p>
      </Modal>
    </>
  );
}
