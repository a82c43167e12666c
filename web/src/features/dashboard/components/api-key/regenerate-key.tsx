import { type ReactNode, useState } from 'react';
import { Button } from '../../../../components/button.js';
import { useRegenerateApiKey } from '../../api/api-key.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import { ConfirmDialog } from '../common/action-dialogs.js';
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
      <ConfirmDialog
        open={confirming}
        title={t('apiKey.regenerateTitle')}
        text={t('apiKey.regenerateText')}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        action={{
          busy: regenerate.isPending,
          label: t('apiKey.regenerateConfirm'),
          busyLabel: t('apiKey.regenerating'),
        }}
      />
    </>
  );
}
