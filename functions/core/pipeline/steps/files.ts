import { fileFieldsOf } from '../../../../shared/operations/file-fields.js';
import { engineUnavailable } from '../../errors.js';
import type { Stage } from '../chain.js';
import { mapFileRefs } from '../file-refs.js';
import type { Charged } from '../state.js';

/**
 * Every file field of the validated input (found from the schema) becomes an UploadedFile: parts as sent,
 * URLs fetched through the SSRF guard, data URLs decoded, `file_` ids read from the caller's uploads; limits and
 * type sniffing are applied before any work. A job's files are resolved by the worker, from the references the
 * job stores.
 */
export const resolveFiles: Stage<Charged, Charged> = {
  name: 'resolve-files',
  run: async (state) => {
    if (state.asJob || state.filesResolved || fileFieldsOf(state.operation).length === 0) return state;
    const resolver = state.deps.resolveFile;
    if (!resolver) throw engineUnavailable(state.operation.id);
    const resolved = await mapFileRefs(state, state.input, resolver);
    return resolved ? { ...state, input: resolved, filesResolved: true } : state;
  },
};
