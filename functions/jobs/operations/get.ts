import { jobsGet } from '../../../shared/operations/jobs.js';
import { json } from '../../core/operation.js';
import { jobsImplementation } from '../deps.js';
import { readJob } from '../reading.js';

export default jobsImplementation(
  jobsGet,
  (deps) => async (input, ctx) => json((await readJob(deps, ctx.principal.accountId, input.id, ctx.now())).view),
);
