import type { Operation, Provider } from './types.js';

/**
 * Operations deliberately without an engine in this build: each answers 503 engine_unavailable, uncharged, and its
 * service is listed as coming soon. The one list: the registry test fails when an operation is neither implemented
 * by its family's handler nor named here, or is both.
 */
export const operationsWithoutEngine: ReadonlySet<string> = new Set<string>([]);

/** Whether a service can be used here: available, coming soon (no engine), or needing a provider's configuration. */
export type Availability = 'available' | 'coming_soon' | 'needs_configuration';

export function availabilityOf(
  op: Pick<Operation, 'id' | 'provider'> | undefined,
  configured: Pick<ReadonlySet<Provider>, 'has'>,
): Availability {
  if (op === undefined || operationsWithoutEngine.has(op.id)) return 'coming_soon';
  if (op.provider !== undefined && !configured.has(op.provider)) return 'needs_configuration';
  return 'available';
}
