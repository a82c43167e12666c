import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';

export type BillingNotice =
  | { readonly kind: 'error'; readonly text: string }
  /** The browser refused the new tab: the link is shown instead. */
  | { readonly kind: 'blocked'; readonly url: string };

/**
 * Opens checkout and the billing portal in a new tab (spec §2). The tab is opened during the click, while the
 * browser still allows pop-ups, and pointed at the URL once the API answers; on failure it is closed again.
 */
export const useBillingRedirect = () => {
  const t = useDashboardT();
  const [notice, setNotice] = useState<BillingNotice | undefined>(undefined);
  const [busy, setBusy] = useState<string | undefined>(undefined);

  const open = async (id: string, request: () => Promise<string>): Promise<void> => {
    setNotice(undefined);
    setBusy(id);
    const tab = window.open('', '_blank');
    try {
      const url = await request();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        setNotice({ kind: 'blocked', url });
      }
    } catch (error) {
      tab?.close();
      // Until Stripe (or the local test checkout) is configured the API answers 503 engine_unavailable.
      const unavailable = error instanceof ApiError && (error.code === 'engine_unavailable' || error.status === 503);
      setNotice({ kind: 'error', text: t(unavailable ? 'credits.billingUnavailable' : 'credits.billingError') });
    } finally {
      setBusy(undefined);
    }
  };

  return { open, notice, busy };
};
