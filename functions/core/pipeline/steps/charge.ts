import { toAppError } from '../../http/problem.js';
import { rateLimitHeaders } from '../../metering/quota.js';
import type { Stage } from '../chain.js';
import { deadlineMarginMs } from '../deadline.js';
import { type Charged, type Claimed, meteredPrincipal, type Step } from '../state.js';

/** How long a refund may take once the deadline has passed: within the margin kept before the gateway's timeout. */
const refundAfterDeadlineMs = deadlineMarginMs - 500;

/**
 * Quota and debit for API-key calls, in one conditional write (see Meter.charge); the response headers come from
 * its result. Any failure after the debit is refunded by `refundGuard`, and the headers then say nothing was charged.
 */
export const quotaAndDebit: Stage<Claimed, Charged> = {
  name: 'quota-and-debit',
  run: async (state) => {
    const principal = meteredPrincipal(state);
    const meter = state.deps.meter;
    if (!principal || !meter) return { ...state, charge: undefined };
    const { credits } = state;
    const charge = await meter.charge({
      accountId: principal.accountId,
      plan: principal.plan,
      operationId: state.operation.id,
      serviceId: state.operation.service?.id ?? state.operation.id,
      credits,
      requestId: state.requestId,
      now: state.deps.now(),
      signal: state.signal,
    });
    Object.assign(state.headers, rateLimitHeaders(charge.quota), {
      'X-Credits-Charged': String(charge.debit ? credits : 0),
      'X-Credits-Remaining': String(charge.remaining),
    });
    return { ...state, charge };
  },
};

/** On any failure of a metered call: says nothing was charged, and refunds the debit if one was taken. */
export const refundGuard: Step = {
  name: 'refund-guard',
  onError: async (request) => {
    const state = request.internal.state;
    const meter = state?.deps.meter;
    if (!state || !meter || !meteredPrincipal(state)) return;
    const debit = state.charge?.debit;
    if (!debit) {
      // Refused before anything was taken (bad input, quota, balance): say so, with the balance when known.
      state.headers['X-Credits-Charged'] = '0';
      const available = request.error instanceof Error ? toAppError(request.error).extensions.available : undefined;
      if (typeof available === 'number') state.headers['X-Credits-Remaining'] = String(available);
      return;
    }
    const error = toAppError(request.error);
    // Past the deadline the refund gets what is left before the gateway gives up; a store still stalled then
    // leaves the charge pending, and the sweep refunds it (nothing settles a charge whose answer failed).
    const signal = state.signal.aborted ? AbortSignal.timeout(refundAfterDeadlineMs) : undefined;
    try {
      const { remaining } = await meter.refund(debit, error.code, state.deps.now(), signal);
      state.headers['X-Credits-Charged'] = '0';
      state.headers['X-Credits-Remaining'] = String(remaining);
    } catch (refundError) {
      if (signal?.aborted) {
        state.headers['X-Credits-Charged'] = '0';
        state.logger.error('refund timed out; the sweep refunds the pending charge', { refundError, debit });
        return;
      }
      // The debit stands until an operator reconciles it; the log line carries everything needed.
      state.logger.critical('refund failed', { refundError, debit });
    }
  },
};
