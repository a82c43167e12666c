import { jsonResponse } from '../../http/respond.js';
import { runsAsJob } from '../../jobs/accept.js';
import { mapFileRefs } from '../file-refs.js';
import { meteredPrincipal, type PipelineState, required, type Step, stateOf } from '../state.js';

/**
 * The call's price from its credit rule and the sizes the measure step found (which may have read the media); with
 * `dry_run=true`, the answer is that price and nothing runs. A dry run first makes the checks the real call would
 * make before any work, short of downloading: every file reference
 * (size, a `file_` id's existence, a URL's host) and, for a job, its webhook and nested URLs. So a dry run that
 * answers 200 means the real call would be accepted if `balance` covers `credits` (the answer carries both: the
 * dashboard's tools show a price to a customer whose balance is short, and the real call then answers 402), and
 * one that fails fails with the real call's problem. Checks an engine makes on the content itself (a QR code's
 * capacity, a chart's data points) need the work and are not made.
 */
export const priceAndDryRun: Step = {
  name: 'price-and-dry-run',
  before: async (request) => {
    const state = stateOf(request);
    const credits = state.deps.price(state.operation, state.input, state.implementation?.engine(), state.measured);
    state.credits = credits;
    if (!required(state.controls, 'controls').dryRun) return undefined;
    await checkReferences(state);
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

async function checkReferences(state: PipelineState): Promise<void> {
  const { checkFile, checkJobInput } = state.deps;
  if (checkFile) await mapFileRefs(state, state.input, checkFile);
  if (checkJobInput && runsAsJob(state.operation, state.http.headers)) await checkJobInput(state.input);
}
