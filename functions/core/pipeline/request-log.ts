import type { APIGatewayProxyResult } from 'aws-lambda';
import { requestLogEntry } from '../metering/log-entry.js';
import type { RequestLogRow } from '../metering/request-log.js';
import { deadlineMarginMs } from './deadline.js';
import type { ReachedState } from './state.js';

/**
 * The request log (docs/requests.md): every call made with an API key gets one row, written where the call ends.
 * A successful charged call's row travels in the settle's write (steps/respond.ts); a failed call's, and a free
 * call's, is one put (steps/problem.ts, steps/respond.ts). Session calls (the dashboard's own account calls) are
 * not key calls and are not logged.
 */

/** The call's row, or undefined when the caller is not an API key (nothing to log, or no log to write to). */
export function logRow(
  state: ReachedState,
  response: APIGatewayProxyResult,
  credits: { readonly charged: number; readonly refunded: number },
): RequestLogRow | undefined {
  const principal = state.principal;
  if (principal?.kind !== 'api-key') return undefined;
  const now = state.deps.now();
  return {
    accountId: principal.accountId,
    entry: requestLogEntry({
      operationId: state.operation.id,
      requestId: state.requestId,
      keyId: principal.keyId,
      requestHeaders: state.http.headers,
      response,
      startedAtMs: state.receivedAtMs,
      now,
      ...credits,
      ...(state.direct ? { source: 'mcp' as const } : {}),
    }),
  };
}

/**
 * One put of a row that rides on no other write; never fails the answer. Bounded by the request's deadline, and past
 * it by what is left of the margin (a stalled store must not hold the answer: the row is then lost, the call is not).
 */
export async function recordCall(state: ReachedState, row: RequestLogRow | undefined): Promise<void> {
  const meter = state.deps.meter;
  if (!row || !meter?.record) return;
  try {
    await meter.record(row, state.signal.aborted ? AbortSignal.timeout(deadlineMarginMs - 1000) : state.signal);
  } catch (error) {
    state.logger.warn('could not log the call', { error, requestId: row.entry.requestId });
  }
}
