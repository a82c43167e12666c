import { queryOptions, useQuery } from '@tanstack/react-query';
// zod/mini: the catalogue loads on the landing page, whose JavaScript budget is tight (see web/scripts/bundle-size.ts).
import * as z from 'zod/mini';
import { apiJson } from './api-client.js';

/** One service of `GET /api/services` (spec §3 Service); extra fields are ignored. */
const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z._default(z.string(), ''),
  category: z.string(),
  icon: z.optional(z.nullable(z.string())),
  credits_per_use: z.number(),
  popular: z._default(z.boolean(), false),
  coming_soon: z._default(z.boolean(), false),
});

export type Service = z.infer<typeof serviceSchema>;

/** The list is either a bare array or wrapped as `{ services: [...] }`. */
const servicesResponseSchema = z.union([z.array(serviceSchema), z.object({ services: z.array(serviceSchema) })]);

export const getServices = async (): Promise<Service[]> => {
  const body = await apiJson('/api/services', (data) => servicesResponseSchema.parse(data), { authenticated: false });
  return Array.isArray(body) ? body : body.services;
};

export const servicesQueryOptions = () =>
  queryOptions({ queryKey: ['services'] as const, queryFn: getServices, staleTime: 5 * 60_000 });

export const useServices = () => useQuery(servicesQueryOptions());

/** Distinct categories in first-seen order, for the filter chips. */
export const categoriesOf = (services: readonly Service[]): string[] => [...new Set(services.map((s) => s.category))];
