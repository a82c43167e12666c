import { fileFieldsOf } from '../../../../shared/operations/file-fields.js';
import { engineUnavailable } from '../../errors.js';
import type { Stage } from '../chain.js';
import { mapFileRefs } from '../file-refs.js';
import { accountOf, type MeasuredCall, type Validated } from '../state.js';

/**
 * The sizes a per-duration price counts, found by the operation's measure hook before the price is computed, so
 * the debit and a dry run answer the same number (docs/pricing.md). The hook needs the media, so the input's file
 * fields are resolved here (same resolver, limits and SSRF guard as the file step), before anything is charged: a
 * file that cannot be read or is too long is refused uncharged. A sync call keeps the resolved input, so its files
 * are read once; a job keeps its references, which the worker resolves again when it runs.
 * Operations without a hook skip this step entirely.
 */
export const measure: Stage<Validated, MeasuredCall> = {
  name: 'measure',
  run: async (state) => {
    const hook = state.implementation.measure;
    if (!hook) return { ...state, measured: undefined, filesResolved: false };
    let resolved: unknown = state.input;
    if (fileFieldsOf(state.operation).length > 0) {
      const resolver = state.deps.resolveFile;
      if (!resolver) throw engineUnavailable(state.operation.id);
      resolved = (await mapFileRefs(state, state.input, resolver)) ?? state.input;
    }
    const accountId = accountOf(state.principal);
    const measured = await hook(resolved, {
      signal: state.signal,
      limits: state.operation.limits,
      ...(accountId === undefined ? {} : { accountId }),
    });
    // A job keeps its references: the worker resolves them again when it runs.
    return state.asJob
      ? { ...state, measured, filesResolved: false }
      : { ...state, input: resolved, measured, filesResolved: resolved !== state.input };
  },
};
