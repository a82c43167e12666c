import { jsonResponse } from '../../http/respond.js';
import { meteredPrincipal, required, type Step, stateOf } from '../state.js';

/** The call's price from its credit rule; with `dry_run=true`, the answer is that price and nothing runs. */
export const priceAndDryRun: Step = {
  name: 'price-and-dry-run',
  before: async (request) => {
    const state = stateOf(request);
    const credits = state.deps.price(state.operation, state.input, state.implementation?.engine());
    state.credits = credits;
    if (!required(state.controls, 'controls').dryRun) return undefined;
    const principal = meteredPrincipal(state);
    const balance = principal ? await state.deps.meter?.balance(principal.accountId) : undefined;
    return jsonResponse(
      { kind: 'json', body: { dryRun: true, operationId: state.operation.id, credits, balance } },
      {
        ...state.headers,
        'X-Credits-Charged': '0',
        ...(balance === undefined ? {} : { 'X-Credits-Remaining': String(balance) }),
      },
    );
  },
};
