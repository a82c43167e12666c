import { creditRuleFor, measuredBeyondLimit } from '../../../../shared/operations/pricing.js';
import { AppError } from '../../errors.js';
import { jsonResponse } from '../../http/respond.js';
import { type Answer, answer, type Stage } from '../chain.js';
import { type MeasuredCall, meteredPrincipal, type Priced } from '../state.js';

/**
 * The call's price from its credit rule and the sizes the measure step found (which may have read the media); with
 * `dry_run=true`, the answer is that price and nothing runs. The admit step has already made the checks the real
 * call would make before any work, short of downloading: every file reference (size, kind, a `file_` id's
 * existence, a URL's host) and, for a job, its webhook and nested URLs. So a dry run that
 * answers 200 means the real call would be accepted if `balance` covers `credits` (the answer carries both: the
 * dashboard's tools show a price to a customer whose balance is short, and the real call then answers 402), and
 * one that fails fails with the real call's problem. Checks an engine makes on the content itself (a QR code's
 * capacity, a chart's data points) need the work and are not made.
 */
export const priceAndDryRun: Stage<MeasuredCall, Priced> = {
  name: 'price-and-dry-run',
  run: async (state): Promise<Priced | Answer> => {
    refuseBeyondLimit(state);
    const credits = state.deps.price(state.operation, state.input, state.implementation.engine(), state.measured);
    if (!state.controls.dryRun) return { ...state, credits };
    const principal = meteredPrincipal(state);
    const balance = principal ? await state.deps.meter?.balance(principal.accountId) : undefined;
    return answer(
      jsonResponse(
        { kind: 'json', body: { dryRun: true, operationId: state.operation.id, credits, balance } },
        {
          ...state.headers,
          'X-Credits-Charged': '0',
          ...(balance === undefined ? {} : { 'X-Credits-Remaining': String(balance) }),
        },
      ),
    );
  },
};

/** 422 when the measured media is longer than the operation accepts (a slideshow whose durations add up past the cap). */
function refuseBeyondLimit(state: MeasuredCall): void {
  const rule = creditRuleFor(state.operation, state.implementation.engine());
  const seconds = measuredBeyondLimit(rule, state.measured);
  if (seconds === undefined || rule.kind !== 'per-duration') return;
  const what = rule.measure === 'audioSeconds' ? 'The audio lasts' : 'The output would last';
  throw new AppError(
    'unprocessable_input',
    `${what} ${Math.round(seconds)} s; this operation accepts at most ${rule.maxSeconds} s.`,
    { extensions: { seconds: Math.round(seconds), maxSeconds: rule.maxSeconds } },
  );
}
