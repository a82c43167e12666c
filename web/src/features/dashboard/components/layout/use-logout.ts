import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths.js';
import { sessionQueryOptions, signOut } from '../../../../lib/auth.js';
import { dashboardKeys } from '../../api/keys.js';

/**
 * Logout always ends at /login with the stored session gone, even when the server call fails
 * (docs/product.md#dashboard); the failure is only logged.
 */
export const useLogout = (): (() => Promise<void>) => {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.error('Erro ao fazer logout', error);
    }
    client.setQueryData(sessionQueryOptions().queryKey, null);
    client.removeQueries({ queryKey: dashboardKeys.all });
    await navigate(paths.login, { replace: true });
  }, [client, navigate]);
};
