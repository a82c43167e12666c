import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  type BillingSummaryResponse,
  billingCheckout,
  billingPortal,
  billingSummary,
  billingSummaryResponse,
} from '../../../../../shared/operations/billing.js';
import { currentLanguage } from '../../../i18n/index.js';
import { apiJson } from '../../../lib/api-client.js';
import { dashboardKeys } from './keys.js';
import { redirectSchema } from './schemas.js';

/** What to buy: a plan (subscription) or the subscribers' extra-credit pack. */
export type Purchase = { readonly planId: 1 | 2 | 3 } | { readonly pack: 'extra' };

export const startCheckout = async (purchase: Purchase): Promise<string> => {
  const { url } = await apiJson(billingCheckout.path, (data) => redirectSchema.parse(data), {
    method: billingCheckout.method,
    // The payment page speaks the dashboard's language.
    json: { ...purchase, locale: currentLanguage() },
  });
  return url;
};

export const openBillingPortal = async (): Promise<string> => {
  const { url } = await apiJson(billingPortal.path, (data) => redirectSchema.parse(data), {
    method: billingPortal.method,
    json: { locale: currentLanguage() },
  });
  return url;
};

export const useCheckout = () => useMutation({ mutationFn: startCheckout });

export const usePortal = () => useMutation({ mutationFn: openBillingPortal });

export const getBillingSummary = (): Promise<BillingSummaryResponse> =>
  apiJson(billingSummary.path, (data) => billingSummaryResponse.parse(data), { method: billingSummary.method });

// A purchase completes in another tab: the summary is re-read whenever the credits page is shown or focused.
export const billingSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'billing-summary'] as const,
    queryFn: getBillingSummary,
    staleTime: 0,
  });

export const useBillingSummary = () => useQuery(billingSummaryQueryOptions());
