import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { userUsage } from '../../../../../shared/operations/user.js';
import { apiJson } from '../../../lib/api-client.js';
import { dashboardKeys } from './keys.js';
import { type UsagePage, usagePageSchema } from './schemas.js';

/** Entries fetched per request; the page shows them 5 at a time and asks for the next page only when needed. */
export const usageFetchSize = 20;

export const getUsagePage = async (limit: number, cursor: string | undefined): Promise<UsagePage> => {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return await apiJson(`${userUsage.path}?${query}`, (data) => usagePageSchema.parse(data), {
    method: userUsage.method,
  });
};

export const usageQueryOptions = (limit = usageFetchSize) =>
  infiniteQueryOptions({
    queryKey: dashboardKeys.usage(limit),
    queryFn: ({ pageParam }) => getUsagePage(limit, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });

export const useUsage = (limit = usageFetchSize) => useInfiniteQuery(usageQueryOptions(limit));
