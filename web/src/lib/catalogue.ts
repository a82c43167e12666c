import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from './api-client.js';

/**
 * One service of `GET /api/services` (docs/product.md#dashboard); extra fields are ignored. The landing page reads this
 * list, so it is checked by the small guards below instead of a schema library (see web/scripts/bundle-size.ts):
 * a service without its required fields makes the whole answer invalid, as a schema would.
 */
export interface Service {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: string;
  readonly icon?: string | null | undefined;
  readonly credits_per_use: number;
  /** The price grows with the media's length: `credits_per_use` is the shortest call's ("from N credits"). */
  readonly priced_by_length: boolean;
  readonly popular: boolean;
  readonly coming_soon: boolean;
  /** available | coming_soon | needs_configuration (a provider this deployment has not configured). */
  readonly status: string;
  /** The operation the service sells (null while planned): its translated texts are keyed by it. */
  readonly operationId: string | null;
}

export class InvalidServicesError extends Error {
  constructor(detail: string) {
    super(`Invalid /api/services answer: ${detail}`);
    this.name = 'InvalidServicesError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const requiredString = (item: Record<string, unknown>, key: string): string => {
  const value = item[key];
  if (typeof value !== 'string') throw new InvalidServicesError(`${key} must be a string`);
  return value;
};

const optional = <T>(value: unknown, guard: (v: unknown) => v is T, fallback: T, key: string): T => {
  if (value === undefined) return fallback;
  if (!guard(value)) throw new InvalidServicesError(`${key} has the wrong type`);
  return value;
};

const isString = (v: unknown): v is string => typeof v === 'string';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

export const parseService = (item: unknown): Service => {
  if (!isRecord(item)) throw new InvalidServicesError('a service must be an object');
  const credits = item.credits_per_use;
  if (typeof credits !== 'number' || Number.isNaN(credits)) throw new InvalidServicesError('credits_per_use');
  const icon = item.icon;
  if (icon !== undefined && icon !== null && typeof icon !== 'string') throw new InvalidServicesError('icon');
  return {
    id: requiredString(item, 'id'),
    name: requiredString(item, 'name'),
    description: optional(item.description, isString, '', 'description'),
    category: requiredString(item, 'category'),
    icon,
    credits_per_use: credits,
    priced_by_length: optional(item.priced_by_length, isBoolean, false, 'priced_by_length'),
    popular: optional(item.popular, isBoolean, false, 'popular'),
    coming_soon: optional(item.coming_soon, isBoolean, false, 'coming_soon'),
    status: optional(item.status, isString, 'available', 'status'),
    operationId: optional(item.operationId, isStringOrNull, null, 'operationId'),
  };
};

/** The list is either a bare array or wrapped as `{ services: [...] }`. */
export const parseServices = (data: unknown): Service[] => {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.services) ? data.services : undefined;
  if (list === undefined) throw new InvalidServicesError('expected a list of services');
  return list.map(parseService);
};

export const getServices = (): Promise<Service[]> => apiJson('/api/services', parseServices, { authenticated: false });

export const servicesQueryOptions = () =>
  queryOptions({ queryKey: ['services'] as const, queryFn: getServices, staleTime: 5 * 60_000 });

export const useServices = () => useQuery(servicesQueryOptions());

/** Distinct categories in first-seen order, for the filter chips. */
export const categoriesOf = (services: readonly Service[]): string[] => [...new Set(services.map((s) => s.category))];
