import { operations as allOperations, findOperation } from '../operations/index.js';
import { basePrice } from '../operations/pricing.js';
import type { HttpMethod, Operation } from '../operations/types.js';
import { type Category, categories } from './categories.js';
import { type ServiceDefinition, serviceDefinitions } from './services.js';

/** A service as `GET /api/services` answers it (field names from the spec) plus the route it sells. */
export interface Service {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: Category;
  /** Portuguese category label (PDF, Imagem, Texto, Áudio, Vídeo, Upload). */
  readonly category_label: string;
  readonly icon: string;
  readonly credits_per_use: number;
  readonly popular: boolean;
  readonly coming_soon: boolean;
  /** Operation sold (null when coming soon). */
  readonly operationId: string | null;
  readonly method: HttpMethod | null;
  readonly endpoint: string | null;
}

/** The operation a service definition names, if the table has it. */
export function serviceOperation(
  def: ServiceDefinition,
  operations: readonly Operation[] = allOperations,
): Operation | undefined {
  if (def.route === undefined) return undefined;
  const [method = '', path = ''] = def.route.split(' ');
  return operations === allOperations
    ? findOperation(method, path)
    : operations.find((op) => op.method === method && op.path === path);
}

export function toService(def: ServiceDefinition, operations: readonly Operation[] = allOperations): Service {
  const op = serviceOperation(def, operations);
  // A service whose operation is missing from the table cannot be sold: it shows as coming soon.
  const comingSoon = op === undefined;
  return {
    id: def.id,
    name: def.name,
    description: def.description,
    category: def.category,
    category_label: categories[def.category],
    icon: def.icon,
    credits_per_use: op ? basePrice(op.credits) : (def.comingSoon?.plannedCredits ?? 0),
    popular: def.popular ?? false,
    coming_soon: comingSoon,
    operationId: op?.id ?? null,
    method: op?.method ?? null,
    endpoint: op?.path ?? null,
  };
}

/** The catalogue, in display order: what `GET /api/services`, the landing page and the services page show. */
export function listServices(operations: readonly Operation[] = allOperations): readonly Service[] {
  return serviceDefinitions.map((def) => toService(def, operations));
}

export function serviceById(id: string): Service | undefined {
  const def = serviceDefinitions.find((d) => d.id === id);
  return def ? toService(def) : undefined;
}

/** Service id recorded in the usage history for an operation: its serviceId, else the operation id. */
export const usageServiceId = (op: Operation): string => op.serviceId ?? op.id;

export { type Category, categories, categoryIds, isCategory } from './categories.js';
export { type ServiceDefinition, serviceDefinitions } from './services.js';

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
  const def = op.serviceId === undefined ? undefined : serviceDefinitions.find((d) => d.id === op.serviceId);
  return def?.category ?? familyCategory[op.family];
}
