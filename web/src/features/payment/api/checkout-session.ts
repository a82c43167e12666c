import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  billingCheckoutSession,
  type CheckoutSessionResponse,
  checkoutSessionResponse,
} from '../../../../../shared/operations/billing.js';
import { apiJson } from '../../../lib/api-client.js';

export const getCheckoutSession = (sessionId: string): Promise<CheckoutSessionResponse> =>
  apiJson(billingCheckoutSession.path.replace('{id}', encodeURIComponent(sessionId)), (data) =>
    checkoutSessionResponse.parse(data),
  );

/** Refreshes a few times after a paid session: the balance may trail the payment by a webhook delivery. */
const refreshes = 4;

export const checkoutSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['checkout-session', sessionId] as const,
    queryFn: () => getCheckoutSession(sessionId),
    retry: 1,
    refetchInterval: (query) =>
      query.state.data?.payment_status === 'paid' && query.state.dataUpdateCount <= refreshes ? 3000 : false,
  });

export const useCheckoutSession = (sessionId: string | null) =>
  useQuery({ ...checkoutSessionQueryOptions(sessionId ?? ''), enabled: sessionId !== null && sessionId !== '' });
