import { useMutation } from '@tanstack/react-query';
import { billingCheckout, billingPortal } from '../../../../../shared/operations/billing.js';
import { apiJson } from '../../../lib/api-client.js';
import { redirectSchema } from './schemas.js';

/** What to buy: a plan (subscription) or the subscribers' extra-credit pack. */
export type Purchase = { readonly planId: 1 | 2 | 3 } | { readonly pack: 'extra' };

export const startCheckout = async (purchase: Purchase): Promise<string> => {
  const { url } = await apiJson(billingCheckout.path, (data) => redirectSchema.parse(data), {
    method: billingCheckout.method,
    json: purchase,
  });
  return url;
};

export const openBillingPortal = async (): Promise<string> => {
  const { url } = await apiJson(billingPortal.path, (data) => redirectSchema.parse(data), {
    method: billingPortal.method,
    json: {},
  });
  return url;
};

export const useCheckout = () => useMutation({ mutationFn: startCheckout });

export const usePortal = () => useMutation({ mutationFn: openBillingPortal });
