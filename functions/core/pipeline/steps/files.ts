import { fileFieldsOf } from '../../../../shared/operations/file-fields.js';
import { engineUnavailable } from '../../errors.js';
import { runsAsJob } from '../../jobs/accept.js';
import { mapFileRefs } from '../file-refs.js';
import { required, type Step, stateOf } from '../state.js';

/**
 * Every file field of the validated input (found from the schema) becomes an UploadedFile: parts as sent,
 * URLs fetched through the SSRF guard, data URLs decoded, `file_` ids read from the caller's uploads; limits and
 * type sniffing are applied before any work.
 */
export const resolveFiles: Step = {
  name: 'resolve-files',
  before: async (request) => {
    const state = stateOf(request);
    // A job's files are resolved by the worker, from the references the job stores.
    if (runsAsJob(state.operation, state.http.headers)) return;
    if (state.filesResolved || fileFieldsOf(state.operation).length === 0) return;
    const resolver = state.deps.resolveFile;
    if (!resolver) throw engineUnavailable(state.operation.id);
    const resolved = await mapFileRefs(state, required(state.input, 'input'), resolver);
    if (resolved) state.input = resolved;
  },
};
