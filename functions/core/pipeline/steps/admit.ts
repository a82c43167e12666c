import { fileReferencesIn } from '../../../../shared/operations/file-fields.js';
import { runsAsJob } from '../../jobs/accept.js';
import { required, type Step, stateOf } from '../state.js';

/**
 * What can be refused without doing the work is refused before anything is charged. For a job (whose files the
 * worker reads later) and for a dry run, every file reference anywhere in the input is checked as far as the
 * platform can without downloading it: a `file_` id's existence in the caller's uploads, its size and the kind of
 * file its first bytes show (an audio upload given as `videoUrl` is a 415 here, not a 202 and a failed job); a
 * part's or data URL's size and kind; a URL's host. A job's webhook and nested URLs are checked too. A sync call
 * reads its files after the debit, and the same problems then come from the resolver, refunded.
 */
export const admit: Step = {
  name: 'admit',
  before: async (request) => {
    const state = stateOf(request);
    const job = runsAsJob(state.operation, state.http.headers);
    if (!job && !required(state.controls, 'controls').dryRun) return;
    const input = required(state.input, 'input');
    const { checkFile, checkJobInput } = state.deps;
    if (checkFile) {
      const principal = state.principal;
      const accountId = principal && principal.kind !== 'anonymous' ? principal.accountId : undefined;
      await Promise.all(
        fileReferencesIn(state.operation, input).map(({ path, ref, kind }) =>
          checkFile(ref, {
            field: path,
            limits: state.operation.limits,
            signal: state.signal,
            accountId,
            ...(kind ? { kind } : {}),
          }),
        ),
      );
    }
    if (job && checkJobInput) await checkJobInput(input);
  },
};
