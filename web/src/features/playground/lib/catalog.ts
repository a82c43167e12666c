import { categoryOf, serviceOperation } from '../../../../../shared/catalogue/index.js';
import { operations } from '../../../../../shared/operations/index.js';
import { basePrice } from '../../../../../shared/operations/pricing.js';
import type { Operation } from '../../../../../shared/operations/types.js';

/**
 * What the playground offers, read from the operation table: every public operation a customer calls with an
 * API key, except the MCP endpoint (a protocol for AI agents, whose tools are these same operations). Nothing
 * is listed by hand; a new operation in the table appears here with its form and examples.
 */
export const isPlaygroundOperation = (op: Operation): boolean =>
  op.auth === 'api-key' && op.public !== false && op.family !== 'mcp';

export const playgroundOperations: readonly Operation[] = operations.filter(isPlaygroundOperation);

/**
 * Sidebar categories in the order of docs/product.md#playground, then the two utilities (large uploads, job status).
 */
export const playgroundCategories = ['pdf', 'image', 'text', 'audio', 'video', 'verify', 'files', 'jobs'] as const;
export type PlaygroundCategory = (typeof playgroundCategories)[number];

/** Verification and jobs have categories of their own here; the rest follow the catalogue. */
export function playgroundCategory(op: Operation): PlaygroundCategory {
  if (op.family === 'verify') return 'verify';
  if (op.family === 'jobs') return 'jobs';
  const category = categoryOf(op);
  if (category === 'upload' || category === undefined) return 'files';
  return category;
}

export interface CategoryGroup {
  readonly category: PlaygroundCategory;
  readonly operations: readonly Operation[];
}

export const groupedOperations = (ops: readonly Operation[] = playgroundOperations): readonly CategoryGroup[] =>
  playgroundCategories
    .map((category) => ({ category, operations: ops.filter((op) => playgroundCategory(op) === category) }))
    .filter((group) => group.operations.length > 0);

/**
 * The Portuguese name of an operation from the catalogue, when it is the one operation its service sells;
 * operations that share a service (the speech variants) or sell none (jobs) are named in the playground catalogs.
 */
export function serviceName(op: Operation): string | undefined {
  if (op.service === undefined) return undefined;
  const sharing = playgroundOperations.filter((o) => o.service?.id === op.service?.id);
  if (sharing[0] !== op) return undefined;
  return op.service.name;
}

/** The card an operation sells under, with the operation that sells it (the card's translations are keyed by it). */
export const serviceDefinitionOf = (op: Operation) =>
  op.service === undefined ? undefined : { ...op.service, operationId: serviceOperation(op.service)?.id ?? op.id };

export const operationFromId = (id: string | null): Operation | undefined =>
  id === null ? undefined : playgroundOperations.find((op) => op.id === id);

/** The operation a catalogue service sells (`?service=pdf-merge`, from the dashboard's "Experimentar"). */
export const operationFromService = (serviceId: string | null): Operation | undefined =>
  serviceId === null ? undefined : playgroundOperations.find((op) => op.service?.id === serviceId);

/** Availability of each operation from `GET /api/services` (by service id); operations without a service are live. */
export type Availability = 'available' | 'coming_soon' | 'needs_configuration';

export function availabilityOf(
  op: Operation,
  services: readonly { readonly id: string; readonly status: string }[] | undefined,
): Availability {
  if (services === undefined || op.service === undefined) return 'available';
  const id = op.service.id;
  const status = services.find((s) => s.id === id)?.status;
  return status === 'coming_soon' || status === 'needs_configuration' ? status : 'available';
}

/** A category is coming soon when none of its operations can run here (each would answer 503). */
export const categoryComingSoon = (
  group: CategoryGroup,
  services: readonly { readonly id: string; readonly status: string }[] | undefined,
): boolean => group.operations.every((op) => availabilityOf(op, services) !== 'available');

export interface ServiceInfo {
  readonly id: string;
  readonly status: string;
  readonly credits_per_use?: number | undefined;
}

/** Credits of the smallest call: the catalogue's figure for the engine this deployment runs, else the table's. */
export function basePriceOf(op: Operation, services: readonly ServiceInfo[] | undefined): number {
  const listed = serviceName(op) === undefined ? undefined : services?.find((s) => s.id === op.service?.id);
  return listed?.credits_per_use ?? basePrice(op.credits);
}
