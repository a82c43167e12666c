import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userCreateKey, userKeys, userRenameKey, userRevokeKey } from '../../../../../shared/operations/user.js';
import { apiJson } from '../../../lib/api-client.js';
import { dashboardKeys } from './keys.js';
import {
  type CreatedKey,
  createdKeySchema,
  type KeyList,
  type KeySummary,
  keyListSchema,
  keySummarySchema,
} from './schemas.js';

/** The account's named keys (docs/keys.md): list, create (secret shown once), rename and revoke by id. */

const keyPath = (path: string, id: string) => path.replace('{id}', encodeURIComponent(id));

export const getKeys = (): Promise<KeyList> =>
  apiJson(userKeys.path, (data) => keyListSchema.parse(data), { method: userKeys.method });

export const keysQueryOptions = () => queryOptions({ queryKey: dashboardKeys.keys(), queryFn: getKeys });

export const useKeys = () => useQuery(keysQueryOptions());

export interface NewKey {
  readonly name: string;
  /** ISO date-time, or undefined for a key that never expires. */
  readonly expiresAt?: string;
  /** Families or operation ids; empty for every operation. */
  readonly allowed: readonly string[];
}

export const createKey = ({ name, expiresAt, allowed }: NewKey): Promise<CreatedKey> =>
  apiJson(userCreateKey.path, (data) => createdKeySchema.parse(data), {
    method: userCreateKey.method,
    json: {
      name: name.trim(),
      ...(expiresAt ? { expires_at: expiresAt } : {}),
      ...(allowed.length ? { allowed } : {}),
    },
  });

export const renameKey = ({ id, name }: { id: string; name: string }): Promise<KeySummary> =>
  apiJson(keyPath(userRenameKey.path, id), (data) => keySummarySchema.parse(data), {
    method: userRenameKey.method,
    json: { name: name.trim() },
  });

export const revokeKey = (id: string): Promise<KeySummary> =>
  apiJson(keyPath(userRevokeKey.path, id), (data) => keySummarySchema.parse(data), { method: userRevokeKey.method });

/** Any change to the keys may change the main key's card and the balance record (which carries the main key). */
const useRefreshKeys = () => {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: dashboardKeys.keys() }),
      client.invalidateQueries({ queryKey: dashboardKeys.apiKey() }),
      client.invalidateQueries({ queryKey: dashboardKeys.balance() }),
    ]);
  };
};

export const useCreateKey = () => {
  const refresh = useRefreshKeys();
  return useMutation({ mutationFn: createKey, onSuccess: refresh });
};

export const useRenameKey = () => {
  const refresh = useRefreshKeys();
  return useMutation({ mutationFn: renameKey, onSuccess: refresh });
};

export const useRevokeKey = () => {
  const refresh = useRefreshKeys();
  return useMutation({ mutationFn: revokeKey, onSuccess: refresh });
};
