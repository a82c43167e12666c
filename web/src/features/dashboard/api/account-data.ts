import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  accountDeletedOutput,
  dataExportOutput,
  userDeleteAccount,
  userExportData,
  userGetExport,
} from '../../../../../shared/operations/account-data.js';
import { apiJson } from '../../../lib/api-client.js';

/** The account holder's own data (LGPD art. 18): an export archive, and the deletion of the account. */

export const requestExport = () =>
  apiJson(userExportData.path, (data) => dataExportOutput.parse(data), { method: userExportData.method, json: {} });

export const getExport = (id: string) =>
  apiJson(userGetExport.path.replace('{id}', encodeURIComponent(id)), (data) => dataExportOutput.parse(data), {
    method: userGetExport.method,
  });

export const deleteAccount = (password: string) =>
  apiJson(userDeleteAccount.path, (data) => accountDeletedOutput.parse(data), {
    method: userDeleteAccount.method,
    json: { password },
  });

export const useRequestExport = () => useMutation({ mutationFn: requestExport });

/** How often a queued export is asked about while the sweep prepares it (docs/privacy.md: within minutes). */
const queuedExportPollMs = 15_000;

export const exportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['data-export', id] as const,
    queryFn: () => getExport(id),
    refetchInterval: (query) =>
      query.state.data?.status === 'ready' || query.state.data?.status === 'failed' ? false : queuedExportPollMs,
  });

/**
 * Follows an export until it is ready or failed: a queued one (202 `running`), or the one the export e-mail links to
 * (each read signs a fresh download); idle without an id.
 */
export const useQueuedExport = (id: string | undefined) =>
  useQuery({ ...exportQueryOptions(id ?? ''), enabled: id !== undefined });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
