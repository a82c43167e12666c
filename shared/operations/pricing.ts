import type { CreditRule, Operation } from './types.js';

/**
 * Prices computed from an operation's credit rule. `priceOf` runs on the validated input (defaults applied),
 * so the pipeline, dry_run and the playground agree on one number.
 */

const field = (input: unknown, name: string): unknown =>
  typeof input === 'object' && input !== null && Object.hasOwn(input, name) ? Reflect.get(input, name) : undefined;

export function priceOf(rule: CreditRule, input: unknown): number {
  switch (rule.kind) {
    case 'free':
      return 0;
    case 'fixed':
      return rule.credits;
    case 'per-chars': {
      const value = field(input, rule.field);
      const chars = typeof value === 'string' ? [...value].length : 0;
      return Math.max(rule.min, Math.ceil(chars / rule.per) * rule.credits);
    }
    case 'per-result': {
      const value = field(input, rule.field);
      const count = typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 1;
      return count * rule.credits;
    }
  }
}

/** The price of one call with the smallest input: what the catalogue shows as credits per use. */
export function basePrice(rule: CreditRule): number {
  switch (rule.kind) {
    case 'free':
      return 0;
    case 'fixed':
      return rule.credits;
    case 'per-chars':
      return Math.max(rule.min, rule.credits);
    case 'per-result':
      return rule.credits;
  }
}

/** The credit rule that applies when `engine` (the provider's active engine, if any) serves the operation. */
export const creditRuleFor = (operation: Pick<Operation, 'credits' | 'creditsByEngine'>, engine?: string): CreditRule =>
  (engine === undefined ? undefined : operation.creditsByEngine?.[engine]) ?? operation.credits;

/** Price of an operation for a validated input, served by `engine` when its provider has several. */
export const operationPrice = (operation: Operation, input: unknown, engine?: string): number =>
  priceOf(creditRuleFor(operation, engine), input);

/** English one-liner for docs and the OpenAPI `x-credits` description. */
export function describePrice(rule: CreditRule): string {
  switch (rule.kind) {
    case 'free':
      return 'Free';
    case 'fixed':
      return `${rule.credits} credit${rule.credits === 1 ? '' : 's'} per call`;
    case 'per-chars':
      return `${rule.credits} credit${rule.credits === 1 ? '' : 's'} per started ${rule.per.toLocaleString('en-US')} characters of \`${rule.field}\`, at least ${rule.min}`;
    case 'per-result':
      return `${rule.credits} credits per result (\`${rule.field}\`, default 1)`;
  }
}

/** The price line of the OpenAPI document: the default rule, then each engine's own (e.g. "with bedrock: …"). */
export function describeOperationPrice(operation: Pick<Operation, 'credits' | 'creditsByEngine'>): string {
  const engines = Object.entries(operation.creditsByEngine ?? {}).map(
    ([engine, rule]) => `; when this deployment uses ${engine}: ${describePrice(rule)}`,
  );
  return `${describePrice(operation.credits)}${engines.join('')}`;
}
