import { AppError, engineUnavailable } from '../../errors.js';
import { runsAsJob } from '../../jobs/accept.js';
import { timedOut } from '../deadline.js';
import { required, type Step, stateOf } from '../state.js';

/**
 * The operation itself, with its resolved input and context; a 504 problem if the deadline comes first. A call
 * that runs as a job is accepted instead (202): charged now, refunded by the worker if the job fails.
 */
export const run: Step = {
  name: 'run',
  before: async (request) => {
    const state = stateOf(request);
    const implementation = state.implementation;
    if (!implementation) throw engineUnavailable(state.operation.id);
    if (runsAsJob(state.operation, state.http.headers)) {
      const principal = state.principal;
      if (principal?.kind !== 'api-key') throw new AppError('forbidden', 'Jobs are started with an API key.');
      state.result = await required(
        state.deps.acceptJob,
        'acceptJob',
      )({
        operation: state.operation,
        principal,
        input: required(state.input, 'input'),
        requestId: state.requestId,
        credits: state.credits ?? 0,
        debit: state.charge?.debit,
        now: state.deps.now(),
        origin: request.event,
      });
      return;
    }
    const ctx = {
      operation: state.operation,
      principal: required(state.principal, 'principal'),
      requestId: state.requestId,
      logger: state.logger,
      signal: state.signal,
      headers: state.http.headers,
      rawBody: state.http.body,
      now: state.deps.now,
    };
    state.result = await untilAborted(implementation.run(required(state.input, 'input'), ctx), state.signal);
  },
};

/** Rejects with a 504 problem when the deadline signal fires first, so the error path still refunds. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(timedOut());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(timedOut());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
