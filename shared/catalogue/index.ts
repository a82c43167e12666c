import { type Availability, availabilityOf } from '../operations/availability.js';
import { operations as allOperations } from '../operations/index.js';
import { basePrice, creditRuleFor, pricedByLength } from '../operations/pricing.js';
import type { HttpMethod, Operation, Provider } from '../operations/types.js';
import { type Category, categories } from './categories.js';
import { type ServiceDefinition, serviceDefinitions } from './services.js';

/** A service as `GET /api/services` answers it (the product's field names) plus the route it sells. */
export interface Service {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: Category;
  /** Portuguese category label (PDF, Imagem, Texto, Áudio, Vídeo, Upload). */
  readonly category_label: string;
  readonly icon: string;
  readonly credits_per_use: number;
  /** True when the price grows with the media's length (docs/pricing.md): `credits_per_use` is the shortest call's. */
  readonly priced_by_length: boolean;
  /** Marked popular and usable here (a service needing configuration is never badged popular). */
  readonly popular: boolean;
  /** True whenever the service cannot be used here (no engine yet, or its provider is not configured). */
  readonly coming_soon: boolean;
  /** Why it can or cannot be used: never `available` for an operation that would answer 503. */
  readonly status: Availability;
  /** Operation sold (null when coming soon). */
  readonly operationId: string | null;
  readonly method: HttpMethod | null;
  readonly endpoint: string | null;
}

/** The operation a service sells: the first in the table that names the service (`service.id`). */
export function serviceOperation(
  def: ServiceDefinition,
  operations: readonly Operation[] = allOperations,
): Operation | undefined {
  if (def.comingSoon) return undefined;
  return operations.find((op) => op.service?.id === def.id);
}

export interface CatalogueOptions {
  readonly operations?: readonly Operation[];
  /**
   * The providers this deployment has configured, each with the engine that serves it (e.g. `image-ai` → `http`):
   * an operation whose provider is missing needs configuration, and the price is the serving engine's.
   */
  readonly configured?: ReadonlyMap<Provider, string>;
}

export function toService(def: ServiceDefinition, options: CatalogueOptions = {}): Service {
  const operations = options.operations ?? allOperations;
  const op = serviceOperation(def, operations);
  // A service whose operation is missing from the table, or has no engine here, cannot be sold: coming soon.
  const configured = options.configured ?? new Map<Provider, string>();
  const status = availabilityOf(op, configured);
  const engine = op?.provider === undefined ? undefined : configured.get(op.provider);
  return {
    id: def.id,
    name: def.name,
    description: def.description,
    category: def.category,
    category_label: categories[def.category],
    icon: def.icon,
    credits_per_use: op ? basePrice(creditRuleFor(op, engine)) : (def.comingSoon?.plannedCredits ?? 0),
    priced_by_length: op ? pricedByLength(creditRuleFor(op, engine)) : false,
    // Never "Popular" when it cannot be used here: a badge must not send a customer to a 503.
    popular: status === 'available' && (def.popular ?? false),
    coming_soon: status !== 'available',
    status,
    operationId: op?.id ?? null,
    method: op?.method ?? null,
    endpoint: op?.path ?? null,
  };
}

/** The catalogue, in display order: what `GET /api/services`, the landing page and the services page show. */
export function listServices(options: CatalogueOptions = {}): readonly Service[] {
  return serviceDefinitions.map((def) => toService(def, options));
}

export function serviceById(id: string): Service | undefined {
  const def = serviceDefinitions.find((d) => d.id === id);
  return def ? toService(def) : undefined;
}

/** Service id recorded in the usage history for an operation: its service's id, else the operation id. */
export const usageServiceId = (op: Operation): string => op.service?.id ?? op.id;

export { type Category, categories, categoryIds, isCategory } from './categories.js';
export { plannedServices, type ServiceDefinition, serviceDefinitions } from './services.js';

const familyCategory: Partial<Record<Operation['family'], Category>> = {
  pdf: 'pdf',
  image: 'image',
  text: 'text',
  verify: 'text',
  audio: 'audio',
  video: 'video',
  jobs: 'video',
};

/**
 * The playground/catalogue category of an operation: the category of the service it sells, else its family's.
 * Undefined for dashboard and platform calls, which the playground does not list.
 */
export function categoryOf(op: Operation): Category | undefined {
  return op.service?.category ?? familyCategory[op.family];
}
