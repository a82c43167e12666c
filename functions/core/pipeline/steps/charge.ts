import { toAppError } from '../../http/problem.js';
import { rateLimitHeaders } from '../../metering/quota.js';
import { meteredPrincipal, required, type Step, stateOf } from '../state.js';

/**
 * Quota and debit for API-key calls, in one conditional write (see Meter.charge); the response headers come from
 * its result. Any failure after the debit refunds it, and the headers then say nothing was charged.
 */
export const quotaAndDebit: Step = {
  name: 'quota-and-debit',
  before: async (request) => {
    const state = stateOf(request);
    const principal = meteredPrincipal(state);
    const meter = state.deps.meter;
    if (!principal || !meter) return;
    const credits = required(state.credits, 'credits');
    const charge = await meter.charge({
      accountId: principal.accountId,
      plan: principal.plan,
      operationId: state.operation.id,
      serviceId: state.operation.serviceId ?? state.operation.id,
      credits,
      requestId: state.requestId,
      now: state.deps.now(),
    });
    state.charge = charge;
    Object.assign(state.headers, rateLimitHeaders(charge.quota), {
      'X-Credits-Charged': String(charge.debit ? credits : 0),
      'X-Credits-Remaining': String(charge.remaining),
    });
  },
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
    try {
      const { remaining } = await meter.refund(debit, error.code, state.deps.now());
      state.headers['X-Credits-Charged'] = '0';
      state.headers['X-Credits-Remaining'] = String(remaining);
    } catch (refundError) {
      // The debit stands until an operator reconciles it; the log line carries everything needed.
      state.logger.critical('refund failed', { refundError, debit });
    }
  },
};
