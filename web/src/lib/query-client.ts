import { QueryClient } from '@tanstack/react-query';

/** Defaults as in bulletproof-react: no refetch on focus, one minute of freshness, one retry. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
