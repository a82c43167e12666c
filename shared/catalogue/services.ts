import { operations } from '../operations/index.js';
import type { ServiceCard } from '../operations/types.js';
import { categoryIds } from './categories.js';

/**
 * A service the catalogue lists: a card from the operation table (shared/operations: each card lives with the
 * operation that sells it), or a service not built yet, `comingSoon` with the price it is planned at.
 */
export interface ServiceDefinition extends ServiceCard {
  readonly comingSoon?: { readonly plannedCredits: number };
}

/** Services announced before they have an operation (translations in shared/i18n/operations, keyed by service id). */
export const plannedServices: readonly ServiceDefinition[] = [
  {
    id: 'ai-model-training',
    name: 'Treinamento de modelos de IA',
    description: 'Treine modelos de IA personalizados com os seus próprios dados.',
    category: 'image',
    icon: 'brain',
    comingSoon: { plannedCredits: 50 },
  },
];

/** Every service once (the first operation naming a card sells it), by category, then in table order. */
export const serviceDefinitions: readonly ServiceDefinition[] = (() => {
  const cards = new Map<string, ServiceDefinition>();
  for (const op of operations) if (op.service && !cards.has(op.service.id)) cards.set(op.service.id, op.service);
  const all = [...cards.values(), ...plannedServices];
  return categoryIds.flatMap((category) => all.filter((s) => s.category === category));
})();
