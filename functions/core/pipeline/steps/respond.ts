import { inlineResultLimit } from '../../../../shared/operations/define.js';
import { AppError } from '../../errors.js';
import { fileResponse, jsonResponse } from '../../http/respond.js';
import { checkDeadline } from '../deadline.js';
import { type PipelineState, required, type Step, stateOf } from '../state.js';

/**
 * The result as the response: JSON, the file's bytes, or (too large, or `output=url`) a presigned URL. Once the
 * answer is built within the deadline the charge is settled (no longer pending), so the crash sweep leaves it; an error before this
 * point is refunded by the charge step instead.
 */
export const respond: Step = {
  name: 'respond',
  after: async (request) => {
    const state = stateOf(request);
    const response = await responseOf(state);
    // Too late for the gateway to pass it on: a 504 and a refund, never a charge for an answer nobody received.
    checkDeadline(state);
    request.response = response;
    await settle(state);
  },
};

async function responseOf(state: PipelineState) {
  const result = required(state.result, 'result');
  if (result.kind === 'json') return jsonResponse(result, state.headers);
  // Files on disk come only from a job's scratch directory (core/files/scratch.ts); the job worker stores them.
  if (result.kind === 'disk-file') throw new AppError('internal_error', 'A file result on disk outside a job.');
  const wantsUrl = required(state.controls, 'controls').output === 'url';
  if (!wantsUrl && result.bytes.length <= inlineResultLimit) return fileResponse(result, state.headers);
  if (!state.deps.storeResult) throw new AppError('payload_too_large', 'The result is too large to return inline.');
  const stored = await state.deps.storeResult(result, state.deps.now());
  return jsonResponse({ kind: 'json', body: stored }, state.headers);
}

/** A failed settle never fails the answer: the charge then stays pending and the sweep refunds it (a free call). */
async function settle(state: PipelineState): Promise<void> {
  const debit = state.charge?.debit;
  const meter = state.deps.meter;
  if (!debit || !meter?.settle) return;
  try {
    await meter.settle(debit, state.signal);
  } catch (error) {
    state.logger.error('settling the charge failed; the sweep will refund it', { error, debit });
  }
}
