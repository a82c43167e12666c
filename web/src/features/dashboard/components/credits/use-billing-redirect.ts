import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client.js';
import { useDashboardT } from '../../i18n/use-dashboard-t.js';

export type BillingNotice =
  /** `source`: the button that asked (`plan-2`, `extra`, `portal`), so the message shows beside it. */
  | { readonly kind: 'error'; readonly source: string; readonly text: string }
  /** The browser refused the new tab: the link is shown instead. */
  | { readonly kind: 'blocked'; readonly source: string; readonly url: string };

/**
 * Opens checkout and the billing portal in a new tab (docs/product.md#dashboard), but only once the API has answered
 * with the URL: a failure (payments not configured: 503 `engine_unavailable`) never leaves a blank tab behind, and its
 * message appears beside the button that was pressed. Browsers keep a click's permission to open a tab for a few
 * seconds, long enough for the answer; when it is refused the link is shown instead.
 */
export const useBillingRedirect = () => {
  const t = useDashboardT();
  const [notice, setNotice] = useState<BillingNotice | undefined>(undefined);
  const [busy, setBusy] = useState<string | undefined>(undefined);

  const open = async (id: string, request: () => Promise<string>): Promise<void> => {
    setNotice(undefined);
    setBusy(id);
    try {
      const url = await request();
      const tab = window.open(url, '_blank');
      if (tab) tab.opener = null;
      else setNotice({ kind: 'blocked', source: id, url });
    } catch (error) {
      const unavailable = error instanceof ApiError && (error.code === 'engine_unavailable' || error.status === 503);
      setNotice({
        kind: 'error',
        source: id,
        text: t(unavailable ? 'credits.billingUnavailable' : 'credits.billingError'),
      });
    } finally {
      setBusy(undefined);
    }
  };

  return { open, notice, busy };
};
