/** Query keys of the dashboard, in one place so mutations invalidate exactly what they change. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  profile: () => [...dashboardKeys.all, 'profile'] as const,
  balance: () => [...dashboardKeys.all, 'balance'] as const,
  apiKey: () => [...dashboardKeys.all, 'api-key'] as const,
  keys: () => [...dashboardKeys.all, 'keys'] as const,
  webhookSecret: () => [...dashboardKeys.all, 'webhook-secret'] as const,
  usage: (pageSize: number) => [...dashboardKeys.all, 'usage', pageSize] as const,
};
