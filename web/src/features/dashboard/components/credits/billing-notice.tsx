import { Alert } from '../../../../components/alert.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';
import styles from './credits-page.module.css';
import type { BillingNotice } from './use-billing-redirect.js';

/** The outcome of a checkout or portal request, rendered beside the button (`source`) that asked for it. */
export function BillingNoticeView({ notice, source }: { notice: BillingNotice | undefined; source: string }) {
  const t = useDashboardT();
  if (notice === undefined || notice.source !== source) return null;
  if (notice.kind === 'error') {
    return (
      <Alert tone="warning" className={styles.notice}>
        <span data-testid="billing-error">{notice.text}</span>
      </Alert>
    );
  }
  return (
    <Alert tone="info" className={styles.notice}>
      {t('credits.popupBlocked')}
      <a href={notice.url} target="_blank" rel="noopener noreferrer">
        {notice.url}
      </a>
    </Alert>
  );
}
