import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/alert.js';
import { cx } from '../../../components/cx.js';
import { useT } from '../../../i18n/use-t.js';
import { isAccountDeleted } from '../../../lib/account-deleted-address.js';
import { accountDeletedAttribute } from '../account-deleted.js';
import styles from './account-deleted-notice.module.css';

/**
 * "Your account was deleted", on the landing the dashboard sends a deleted account to. Always rendered, so the
 * prerendered markup holds it and hydration finds it unchanged; shown by the boot script's mark before hydration
 * (account-deleted.ts) and by this component's state after it.
 */
export function AccountDeletedNotice() {
  const t = useT();
  const { search } = useLocation();
  // Set after mount, never in the first render: the prerendered markup this hydrates has the notice hidden.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(isAccountDeleted(search)), [search]);
  // Once this state decides, the boot script's mark has done its job (and must not outlive the address).
  useEffect(() => {
    if (shown || !isAccountDeleted(search)) document.documentElement.removeAttribute(accountDeletedAttribute);
  }, [shown, search]);
  return (
    <div className={cx(styles.notice, shown && styles.shown)} data-testid="account-deleted-notice">
      <Alert tone="success">{t('common.accountDeleted')}</Alert>
    </div>
  );
}
