import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userApiKey, userRegenerateApiKey, userRenameApiKey } from '../../../../../shared/operations/user.js';
import { ApiError, apiJson } from '../../../lib/api-client.js';
import { dashboardKeys } from './keys.js';
import { type ApiKey, apiKeySchema } from './schemas.js';

/** The account's key, or null when it has none (404) or it was revoked: the page then shows the no-key state. */
export const getApiKey = async (): Promise<ApiKey | null> => {
  try {
    const key = await apiJson(userApiKey.path, (data) => apiKeySchema.parse(data), { method: userApiKey.method });
    return key.revoked ? null : key;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const apiKeyQueryOptions = () => queryOptions({ queryKey: dashboardKeys.apiKey(), queryFn: getApiKey });

export const useApiKey = () => useQuery(apiKeyQueryOptions());

export const renameApiKey = async (name: string): Promise<ApiKey> =>
  apiJson(userRenameApiKey.path, (data) => apiKeySchema.parse(data), {
    method: userRenameApiKey.method,
    json: { name: name.trim() },
  });

export const regenerateApiKey = async (): Promise<ApiKey> =>
  await apiJson(userRegenerateApiKey.path, (data) => apiKeySchema.parse(data), {
    method: userRegenerateApiKey.method,
    json: {},
  });

export const useRenameApiKey = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renameApiKey,
    onSuccess: async (key) => {
      client.setQueryData(dashboardKeys.apiKey(), key);
      await client.invalidateQueries({ queryKey: dashboardKeys.keys() });
    },
  });
};

/** The old key stops working at once; the balance record also carries the key, so it is re-read. */
export const useRegenerateApiKey = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: regenerateApiKey,
    onSuccess: async (key) => {
      client.setQueryData(dashboardKeys.apiKey(), key);
      await Promise.all([
        client.invalidateQueries({ queryKey: dashboardKeys.balance() }),
        client.invalidateQueries({ queryKey: dashboardKeys.keys() }),
      ]);
    },
  });
};
