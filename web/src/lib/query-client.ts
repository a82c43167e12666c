import { QueryClient } from '@tanstack/react-query';
import { creditsChangedEvent } from './api-client.js';

/** Any query whose key names the balance (the dashboard's, the playground's) is re-read when credits move. */
const isBalanceKey = (key: readonly unknown[]): boolean => key.includes('balance');

/**
 * Defaults as in bulletproof-react: no refetch on focus, one minute of freshness, one retry. Balances are the
 * exception: a call made from the dashboard (any response with `X-Credits-Remaining`, see api-client) re-reads
 * them at once, and their queries refetch on focus (calls made elsewhere, e.g. from a script).
 */
export const createQueryClient = (): QueryClient => {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
  if (typeof window !== 'undefined') {
    window.addEventListener(creditsChangedEvent, () => {
      void client.invalidateQueries({ predicate: (query) => isBalanceKey(query.queryKey) });
    });
  }
  return client;
};
