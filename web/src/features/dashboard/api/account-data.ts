import { useMutation } from '@tanstack/react-query';
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

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
