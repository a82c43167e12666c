import { untilAborted } from '../../deadline.js';
import { AppError, engineUnavailable } from '../../errors.js';
import type { Stage } from '../chain.js';
import { timedOutDetail } from '../deadline.js';
import type { Charged, Ran } from '../state.js';

/**
 * The operation itself, with its resolved input and context; a 504 problem if the deadline comes first. A call
 * that runs as a job is accepted instead (202): charged now, refunded by the worker if the job fails.
 */
export const run: Stage<Charged, Ran> = {
  name: 'run',
  run: async (state) => {
    if (state.asJob) {
      const { principal } = state;
      const { acceptJob } = state.deps;
      if (principal.kind !== 'api-key') throw new AppError('forbidden', 'Jobs are started with an API key.');
      if (!acceptJob) throw engineUnavailable(state.operation.id);
      const result = await acceptJob({
        operation: state.operation,
        principal,
        input: state.input,
        requestId: state.requestId,
        credits: state.credits,
        debit: state.charge?.debit,
        now: state.deps.now(),
        origin: state.origin,
      });
      return { ...state, result };
    }
    const ctx = {
      operation: state.operation,
      principal: state.principal,
      requestId: state.requestId,
      logger: state.logger,
      signal: state.signal,
      headers: state.http.headers,
      rawBody: state.http.body,
      now: state.deps.now,
      runsAs: 'request' as const,
    };
    // A 504 problem if the deadline comes first, so the error path still refunds.
    const result = await untilAborted(state.implementation.run(state.input, ctx), state.signal, timedOutDetail);
    return { ...state, result };
  },
};
