import { fileReferencesIn } from '../../../../shared/operations/file-fields.js';
import type { Stage } from '../chain.js';
import { accountOf, type Validated } from '../state.js';

/**
 * What can be refused without doing the work is refused before anything is charged. For a job (whose files the
 * worker reads later) and for a dry run, every file reference anywhere in the input is checked as far as the
 * platform can without downloading it: a `file_` id's existence in the caller's uploads, its size and the kind of
 * file its first bytes show (an audio upload given as `videoUrl` is a 415 here, not a 202 and a failed job); a
 * part's or data URL's size and kind; a URL's host. A job's webhook and nested URLs are checked too. A sync call
 * reads its files after the debit, and the same problems then come from the resolver, refunded.
 */
export const admit: Stage<Validated, Validated> = {
  name: 'admit',
  run: async (state) => {
    if (!state.asJob && !state.controls.dryRun) return state;
    const { checkFile, checkJobInput } = state.deps;
    if (checkFile) {
      const accountId = accountOf(state.principal);
      await Promise.all(
        fileReferencesIn(state.operation, state.input).map(({ path, ref, kind }) =>
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
    if (state.asJob && checkJobInput) await checkJobInput(state.input);
    return state;
  },
};
