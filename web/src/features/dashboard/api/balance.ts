import { queryOptions, useQuery } from '@tanstack/react-query';
import { userBalance } from '../../../../../shared/operations/user.js';
import { apiJson } from '../../../lib/api-client.js';
import { dashboardKeys } from './keys.js';
import { type Balance, balanceSchema } from './schemas.js';

export const getBalance = async (): Promise<Balance> =>
  await apiJson(userBalance.path, (data) => balanceSchema.parse(data), { method: userBalance.method });

// Credits move with every API call made elsewhere, so the balance is re-read whenever a page shows it, when the
// window regains focus (a call from a script or another tab) and after a call from the dashboard (query-client).
export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.balance(),
    queryFn: getBalance,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });

export const useBalance = () => useQuery(balanceQueryOptions());
