import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { jobsGet } from '../../../../../shared/operations/jobs.js';
import { requestsOutput } from '../../../../../shared/operations/outputs/requests.js';
import { userRequests } from '../../../../../shared/operations/requests.js';
import { userApiKey } from '../../../../../shared/operations/user.js';
import { ApiError, apiFetch, apiJson } from '../../../lib/api-client.js';

/** The log's filters as the page holds them ('' = not filtered). */
export interface LogFilter {
  readonly status: '' | '2xx' | '4xx' | '5xx';
  readonly operation: string;
  readonly key: string;
  readonly from: string;
  readonly to: string;
}

export const emptyFilter: LogFilter = { status: '', operation: '', key: '', from: '', to: '' };

const pageSize = 50;

/** The filter as query parameters: only the fields set (dates are UTC days, as the API reads them). */
export function filterParams(filter: LogFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value.trim() !== '') params.set(name, value.trim());
  return params;
}

export const fetchRequests = async (filter: LogFilter, cursor: string | null) => {
  const params = filterParams(filter);
  params.set('limit', String(pageSize));
  if (cursor) params.set('cursor', cursor);
  return apiJson(`${userRequests.path}?${params.toString()}`, (data) => requestsOutput.parse(data));
};

export const requestsQuery = (filter: LogFilter) =>
  infiniteQueryOptions({
    queryKey: ['request-log', filter],
    queryFn: ({ pageParam }) => fetchRequests(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useRequests = (filter: LogFilter) => useInfiniteQuery(requestsQuery(filter));

/** The CSV of the current filter, saved through a temporary link (the session token travels in the fetch). */
export const downloadCsv = async (filter: LogFilter): Promise<void> => {
  const params = filterParams(filter);
  params.set('format', 'csv');
  const response = await apiFetch(`${userRequests.path}?${params.toString()}`, { headers: { accept: 'text/csv' } });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `requests-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
};

const keyToken = z.object({ token: z.string(), revoked: z.boolean().catch(false) });

/**
 * A job's status and webhook deliveries: `GET /api/jobs/{id}` is an API call, so it is made with the account's main
 * key (every key of the account reads the account's jobs).
 */
export const fetchJob = async (jobId: string): Promise<unknown> => {
  const key = await apiJson(userApiKey.path, (data) => keyToken.parse(data));
  if (key.revoked) throw new ApiError(401, 'unauthorized', 'revoked');
  const response = await apiFetch(jobsGet.path.replace('{id}', encodeURIComponent(jobId)), {
    authenticated: false,
    headers: { 'api-token': key.token },
  });
  return response.json();
};

export const useJob = () => useMutation({ mutationFn: fetchJob });
