import type { CreditRule, Measured, Operation, PerDurationRule } from './types.js';

/**
 * Prices computed from an operation's credit rule. `priceOf` is a pure function of the validated input (defaults
 * applied) and, for per-duration rules, of the sizes the operation's measure hook found, so the pipeline, dry_run
 * and the playground agree on one number. Where each number comes from: docs/pricing.md.
 */

const field = (input: unknown, name: string): unknown =>
  typeof input === 'object' && input !== null && Object.hasOwn(input, name) ? Reflect.get(input, name) : undefined;

/** A positive integer count from a numeric field, else 1 (the schemas default counts to 1). */
const countOf = (input: unknown, name: string): number => {
  const value = field(input, name);
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 1;
};

const unitSeconds = { second: 1, minute: 60 } as const;

/**
 * Started units of the measured seconds, counted in whole seconds (rounded, so a container's few milliseconds of
 * encoder padding never start another minute). Unknown seconds are the most the operation accepts: a price must
 * never be lower than the work it pays for.
 */
function durationPrice(rule: PerDurationRule, input: unknown, measured: Measured | undefined): number {
  const seconds = measured?.[rule.measure];
  const known = typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0;
  const whole = Math.round(known ? seconds : rule.maxSeconds);
  const units = Math.ceil(whole / unitSeconds[rule.unit]);
  const each = Math.max(rule.min, units * rule.credits);
  return each * (rule.times === undefined ? 1 : countOf(input, rule.times));
}

export function priceOf(rule: CreditRule, input: unknown, measured?: Measured): number {
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
    case 'per-result':
      return countOf(input, rule.field) * rule.credits;
    case 'per-duration':
      return durationPrice(rule, input, measured);
  }
}

/**
 * The measured seconds when they exceed what a per-duration rule accepts (its `maxSeconds`), else undefined: such a
 * call is refused before the debit (422), never priced at the cap for work longer than the cap.
 */
export function measuredBeyondLimit(rule: CreditRule, measured: Measured | undefined): number | undefined {
  if (rule.kind !== 'per-duration') return undefined;
  const seconds = measured?.[rule.measure];
  return typeof seconds === 'number' && Number.isFinite(seconds) && Math.round(seconds) > rule.maxSeconds
    ? seconds
    : undefined;
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
    case 'per-duration':
      return Math.max(rule.min, rule.credits);
  }
}

/**
 * Whether the price grows with the length of the media (a per-duration rule): the catalogue then quotes the
 * shortest call's price as "from N credits" rather than a price per use.
 */
export const pricedByLength = (rule: CreditRule): boolean => rule.kind === 'per-duration';

/** The credit rule that applies when `engine` (the provider's active engine, if any) serves the operation. */
export const creditRuleFor = (operation: Pick<Operation, 'credits' | 'creditsByEngine'>, engine?: string): CreditRule =>
  (engine === undefined ? undefined : operation.creditsByEngine?.[engine]) ?? operation.credits;

/** Price of an operation for a validated input, served by `engine` when its provider has several. */
export const operationPrice = (operation: Operation, input: unknown, engine?: string, measured?: Measured): number =>
  priceOf(creditRuleFor(operation, engine), input, measured);

const measureText: Readonly<Record<PerDurationRule['measure'], string>> = {
  audioSeconds: 'audio',
  outputSeconds: 'output video',
};

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
    case 'per-duration': {
      const unit = rule.unit === 'minute' ? 'started minute' : 'second';
      const base = `${rule.credits} credit${rule.credits === 1 ? '' : 's'} per ${unit} of ${measureText[rule.measure]}`;
      return rule.times === undefined
        ? `${base}, at least ${rule.min}`
        : `${base}, at least ${rule.min}, per result (\`${rule.times}\`, default 1)`;
    }
  }
}

/** The price line of the OpenAPI document: the default rule, then each engine's own (e.g. "with bedrock: …"). */
export function describeOperationPrice(operation: Pick<Operation, 'credits' | 'creditsByEngine'>): string {
  const engines = Object.entries(operation.creditsByEngine ?? {}).map(
    ([engine, rule]) => `; when this deployment uses ${engine}: ${describePrice(rule)}`,
  );
  return `${describePrice(operation.credits)}${engines.join('')}`;
}
