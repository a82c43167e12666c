import { engineUnavailable } from '../../errors.js';
import { validateInput } from '../../http/validate.js';
import { required, type Step, stateOf } from '../state.js';

/**
 * The operation's schema over the merged fields (a failure lists every bad field), then whether an engine can
 * run it here: no implementation, or a provider that is not configured, is a 503 before anything is charged.
 */
export const validate: Step = {
  name: 'validate',
  before: (request) => {
    const state = stateOf(request);
    state.input = validateInput(state.operation.input, required(state.fields, 'fields'));
    if (!state.implementation?.available()) throw engineUnavailable(state.operation.id);
  },
};
