import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { webhookSecretOutput } from '../../../../../shared/operations/outputs/platform.js';
import { userRotateWebhookSecret, userWebhookSecret } from '../../../../../shared/operations/user.js';
import { apiJson } from '../../../lib/api-client.js';
import { dashboardKeys } from './keys.js';

const webhookSecretSchema = webhookSecretOutput.pick({ secret: true, created_at: true });
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

const parse = (data: unknown) => webhookSecretSchema.parse(data);

/** Read only when the user asks to see it: the secret is created at the first read. */
export const useWebhookSecret = (enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.webhookSecret(),
    queryFn: () => apiJson(userWebhookSecret.path, parse, { method: userWebhookSecret.method }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Replaces the secret: deliveries from now on are signed with the new one only. */
export const useRotateWebhookSecret = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson(userRotateWebhookSecret.path, parse, { method: userRotateWebhookSecret.method, json: {} }),
    onSuccess: (secret) => client.setQueryData(dashboardKeys.webhookSecret(), secret),
  });
};
