import { priceOf as priceOfRule } from '../../../shared/operations/pricing.js';
import type { Operation } from '../../../shared/operations/types.js';

/**
 * Credits one call costs, from the operation's credit rule and its validated input: fixed; per started
 * 1,000 characters for text to speech (at least 1); per image × numberResults. The arithmetic lives once in
 * shared/operations/pricing.ts so the pipeline, dry_run, the docs and the playground quote the same number.
 */
export const priceOf = (operation: Pick<Operation, 'credits'>, input: unknown): number =>
  priceOfRule(operation.credits, input);
