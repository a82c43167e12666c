import { fileFieldsOf } from '../../../../shared/operations/file-fields.js';
import { engineUnavailable } from '../../errors.js';
import { runsAsJob } from '../../jobs/accept.js';
import { mapFileRefs } from '../file-refs.js';
import { required, type Step, stateOf } from '../state.js';

/**
 * The sizes a per-duration price counts, found by the operation's measure hook before the price is computed, so
 * the debit and a dry run answer the same number (docs/pricing.md). The hook needs the media, so the input's file
 * fields are resolved here (same resolver, limits and SSRF guard as the file step), before anything is charged: a
 * file that cannot be read or is too long is refused uncharged. A sync call keeps the resolved input, so its files
 * are read once; a job keeps its references, which the worker resolves again when it runs.
 * Operations without a hook skip this step entirely.
 */
export const measure: Step = {
  name: 'measure',
  before: async (request) => {
    const state = stateOf(request);
    const hook = state.implementation?.measure;
    if (!hook) return;
    const input = required(state.input, 'input');
    let resolved: unknown = input;
    if (fileFieldsOf(state.operation).length > 0) {
      const resolver = state.deps.resolveFile;
      if (!resolver) throw engineUnavailable(state.operation.id);
      resolved = (await mapFileRefs(state, input, resolver)) ?? input;
      if (!runsAsJob(state.operation, state.http.headers)) {
        state.input = resolved;
        state.filesResolved = true;
      }
    }
    const principal = state.principal;
    state.measured = await hook(resolved, {
      signal: state.signal,
      limits: state.operation.limits,
      ...(principal && principal.kind !== 'anonymous' ? { accountId: principal.accountId } : {}),
    });
  },
};
