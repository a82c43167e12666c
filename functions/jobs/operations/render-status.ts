import { jobsRenderStatus } from '../../../shared/operations/jobs.js';
import { json } from '../../core/operation.js';
import { jobsImplementation } from '../deps.js';
import { readJob, specStatus } from '../reading.js';

export default jobsImplementation(jobsRenderStatus, (deps) => async (input, ctx) => {
  const { job, view } = await readJob(deps, ctx.principal.accountId, input.id, ctx.now());
  return json({ id: job.jobId, status: specStatus[job.status], progress: view.progress, error: view.error });
});
