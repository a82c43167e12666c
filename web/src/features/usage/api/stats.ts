import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestStatsOutput } from '../../../../../shared/operations/outputs/requests.js';
import { userRequestStats } from '../../../../../shared/operations/requests.js';
import { apiJson } from '../../../lib/api-client.js';

/** Often enough that a 429 a customer just got shows up against the quota while they look. */
export const refreshMs = 30_000;

export const statsQuery = () =>
  queryOptions({
    queryKey: ['usage-stats'],
    queryFn: () => apiJson(userRequestStats.path, (data) => requestStatsOutput.parse(data)),
    refetchInterval: refreshMs,
    refetchOnWindowFocus: true,
  });

export const useStats = () => useQuery(statsQuery());
