import type { APIGatewayProxyResult } from 'aws-lambda';
import { inlineResultLimit } from '../../../../shared/operations/define.js';
import { AppError } from '../../errors.js';
import { fileResponse, jsonResponse } from '../../http/respond.js';
import { type Answer, answer, type Stage } from '../chain.js';
import { checkDeadline } from '../deadline.js';
import { logRow, recordCall } from '../request-log.js';
import type { Ran } from '../state.js';
import { rememberAnswer } from './idempotency.js';

/**
 * The result as the response: JSON, the file's bytes, or (too large, or `output=url`) a presigned URL. Once the
 * answer is built within the deadline the charge is settled (no longer pending), so the crash sweep leaves it, and
 * an idempotency key remembers the answer; an error before this point is refunded by the refund guard instead.
 */
export const respond: Stage<Ran, never> = {
  name: 'respond',
  run: async (state): Promise<Answer> => {
    const response = await responseOf(state);
    // Too late for the gateway to pass it on: a 504 and a refund, never a charge for an answer nobody received.
    checkDeadline(state);
    await settle(state, response);
    await rememberAnswer(state, response);
    return answer(response);
  },
};

async function responseOf(state: Ran) {
  const { result } = state;
  if (result.kind === 'json') return jsonResponse(result, state.headers);
  // Files on disk come only from a job's scratch directory (core/files/scratch.ts); the job worker stores them.
  if (result.kind === 'disk-file') throw new AppError('internal_error', 'A file result on disk outside a job.');
  const wantsUrl = state.controls.output === 'url';
  if (!wantsUrl && result.bytes.length <= inlineResultLimit) return fileResponse(result, state.headers);
  if (!state.deps.storeResult) throw new AppError('payload_too_large', 'The result is too large to return inline.');
  const stored = await state.deps.storeResult(result, state.deps.now());
  return jsonResponse({ kind: 'json', body: stored }, state.headers);
}

/**
 * A failed settle never fails the answer: the charge then stays pending and the sweep refunds it (a free call).
 * The call's request-log row travels in the settle's own write; a call without a debit logs it in one put.
 */
async function settle(state: Ran, response: APIGatewayProxyResult): Promise<void> {
  const debit = state.charge?.debit;
  const meter = state.deps.meter;
  const row = logRow(state, response, { charged: debit?.credits ?? 0, refunded: 0 });
  if (!debit || !meter?.settle) return recordCall(state, row);
  try {
    await meter.settle(debit, state.signal, row);
  } catch (error) {
    state.logger.error('settling the charge failed; the sweep will refund it', { error, debit });
  }
}
