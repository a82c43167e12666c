import { engineUnavailable } from '../../errors.js';
import { validateInput } from '../../http/validate.js';
import { runsAsJob } from '../../jobs/accept.js';
import type { Stage } from '../chain.js';
import type { Parsed, Validated } from '../state.js';

/**
 * The operation's schema over the merged fields (a failure lists every bad field), then whether an engine can
 * run it here: no implementation, or a provider that is not configured, is a 503 before anything is charged.
 * Whether the call runs as a job is decided here, once, for every later step.
 */
export const validate: Stage<Parsed, Validated> = {
  name: 'validate',
  run: (state) => {
    const input = validateInput(state.operation.input, state.fields);
    const { implementation } = state;
    if (!implementation?.available()) throw engineUnavailable(state.operation.id);
    return { ...state, input, implementation, asJob: runsAsJob(state.operation, state.http.headers) };
  },
};
