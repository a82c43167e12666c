import { corsHeaders } from '../../../../shared/edge.js';
import { problemResponse, toAppError } from '../../http/problem.js';
import { logger as processLogger } from '../../logger.js';
import { logRow, recordCall } from '../request-log.js';
import type { ReachedState, Step } from '../state.js';

/**
 * Any error, from any step, as one RFC 9457 problem: logged with the request id (internal errors with their
 * cause), answered with the headers gathered so far (credits, rate limits) and without internal detail.
 */
export const problem: Step = {
  name: 'problem',
  onError: async (request) => {
    const state = request.internal.state;
    const requestId = request.internal.requestId ?? 'req_unknown';
    const log = state?.logger ?? processLogger;
    const error = toAppError(request.error);
    if (error.code === 'internal_error') log.error('request failed', { error: request.error, requestId });
    else log.info('request rejected', { code: error.code, status: error.status, requestId });
    const headers = state?.headers ?? { ...corsHeaders, 'X-Request-Id': requestId };
    if (state?.operation.auth === 'api-key' && headers['X-Credits-Charged'] === undefined) {
      headers['X-Credits-Charged'] = '0';
    }
    request.response = problemResponse(error, requestId, headers);
    if (state) await recordCall(state, logRow(state, request.response, creditsOf(state)));
  },
};

/** What a failed call cost: the refund guard (which ran first) marks a refunded debit with `X-Credits-Charged: 0`. */
function creditsOf(state: ReachedState): { charged: number; refunded: number } {
  const charged = state.charge?.debit?.credits ?? 0;
  return { charged, refunded: charged > 0 && state.headers['X-Credits-Charged'] === '0' ? charged : 0 };
}
