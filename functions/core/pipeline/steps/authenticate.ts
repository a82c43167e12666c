import { checkKeyRestrictions, principalOf } from '../../principal.js';
import type { Stage } from '../chain.js';
import type { Authenticated, Started } from '../state.js';

/**
 * Who is calling, from what the gateway's authorizer verified; a key's restrictions are enforced here, where the
 * operation is known; a user's account is provisioned on first use.
 */
export const authenticate: Stage<Started, Authenticated> = {
  name: 'authenticate',
  run: async (state) => {
    const principal = principalOf(state.authorizer, state.operation.auth);
    // Before validation, pricing and the debit: a call outside the key's restrictions is never charged.
    if (principal.kind === 'api-key') checkKeyRestrictions(principal, state.operation, state.deps.now());
    if (principal.kind === 'user' && state.deps.provision) await state.deps.provision(principal);
    return { ...state, principal };
  },
};
