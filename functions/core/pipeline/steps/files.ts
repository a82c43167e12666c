import { fileFieldsOf } from '../../../../shared/operations/file-fields.js';
import type { FileInput, UploadedFile } from '../../../../shared/schemas/fields.js';
import { engineUnavailable } from '../../errors.js';
import { runsAsJob } from '../../jobs/accept.js';
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
    const input = required(state.input, 'input');
    const fields = fileFieldsOf(state.operation);
    if (fields.length === 0 || typeof input !== 'object' || input === null) return;
    const resolver = state.deps.resolveFile;
    if (!resolver) throw engineUnavailable(state.operation.id);
    const principal = state.principal;
    const accountId = principal && principal.kind !== 'anonymous' ? principal.accountId : undefined;
    const options = (field: string) => ({ field, limits: state.operation.limits, signal: state.signal, accountId });
    const one = (ref: FileInput, field: string): Promise<UploadedFile> => resolver(ref, options(field));
    const out: Record<string, unknown> = { ...input };
    for (const { name } of fields) {
      const value = out[name];
      if (value === undefined) continue;
      out[name] = Array.isArray(value)
        ? await Promise.all(value.map((v: FileInput, i) => one(v, `${name}[${i}]`)))
        : await one(value as FileInput, name);
    }
    state.input = out;
  },
};
