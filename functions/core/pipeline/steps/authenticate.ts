import { principalOf } from '../../principal.js';
import { type Step, stateOf } from '../state.js';

/** Who is calling, from what the gateway's authorizer verified; a user's account is provisioned on first use. */
export const authenticate: Step = {
  name: 'authenticate',
  before: async (request) => {
    const state = stateOf(request);
    const principal = principalOf(request.event, state.operation.auth);
    state.principal = principal;
    if (principal.kind === 'user' && state.deps.provision) await state.deps.provision(principal);
  },
};
