import { queryOptions, useQuery } from '@tanstack/react-query';
import { userBalance } from '../../../../../shared/operations/user.js';
import { apiJson } from '../../../lib/api-client.js';
import { dashboardKeys } from './keys.js';
import { type Balance, balanceSchema } from './schemas.js';

export const getBalance = async (): Promise<Balance> =>
  await apiJson(userBalance.path, (data) => balanceSchema.parse(data), { method: userBalance.method });

// Credits move with every API call made elsewhere, so the balance is re-read whenever a page shows it.
export const balanceQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.balance(), queryFn: getBalance, staleTime: 0 });

export const useBalance = () => useQuery(balanceQueryOptions());
