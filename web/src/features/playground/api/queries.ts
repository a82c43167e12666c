import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiKeyOutput, balanceOutput, serviceOutput } from '../../../../../shared/operations/outputs/platform.js';
import { platformServices } from '../../../../../shared/operations/platform.js';
import { userApiKey, userBalance } from '../../../../../shared/operations/user.js';
import { ApiError, apiJson } from '../../../lib/api-client.js';

/** The session calls the playground makes: the customer's key, the balance, and the catalogue's availability. */

const keySchema = apiKeyOutput
  .pick({ token: true, revoked: true })
  .extend({ revoked: apiKeyOutput.shape.revoked.catch(false) });
const balanceSchema = balanceOutput.pick({ balance: true });
const serviceSchema = serviceOutput.pick({ id: true, status: true, credits_per_use: true }).extend({
  status: serviceOutput.shape.status.catch('available'),
  credits_per_use: serviceOutput.shape.credits_per_use.optional(),
});
/** The catalogue is a bare array (servicesOutput); the page also takes it wrapped as `{services: [...]}`. */
const servicesSchema = z.union([z.array(serviceSchema), z.object({ services: z.array(serviceSchema) })]);
export type ServiceStatus = z.infer<typeof serviceSchema>;

export const playgroundKeys = {
  all: ['playground'] as const,
  key: () => [...playgroundKeys.all, 'key'] as const,
  balance: () => [...playgroundKeys.all, 'balance'] as const,
  services: () => [...playgroundKeys.all, 'services'] as const,
};

/** The dashboard shell's balance query: refreshed after every call so the sidebar and home show the new figure. */
export const dashboardBalanceKey = ['dashboard', 'balance'] as const;

export async function getKey(): Promise<string | null> {
  try {
    const key = await apiJson(userApiKey.path, (d) => keySchema.parse(d), { method: userApiKey.method });
    return key.revoked ? null : key.token;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getBalance = async (): Promise<number> =>
  (await apiJson(userBalance.path, (d) => balanceSchema.parse(d), { method: userBalance.method })).balance;

export const getAvailability = async (): Promise<ServiceStatus[]> => {
  const body = await apiJson(platformServices.path, (d) => servicesSchema.parse(d), {
    method: platformServices.method,
    authenticated: false,
  });
  return Array.isArray(body) ? body : body.services;
};

export const keyQuery = () => queryOptions({ queryKey: playgroundKeys.key(), queryFn: getKey, staleTime: 60_000 });
export const balanceQuery = () =>
  queryOptions({ queryKey: playgroundKeys.balance(), queryFn: getBalance, staleTime: 0 });
export const servicesQuery = () =>
  queryOptions({ queryKey: playgroundKeys.services(), queryFn: getAvailability, staleTime: 5 * 60_000 });
