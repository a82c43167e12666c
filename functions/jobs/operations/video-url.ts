import { jobsVideoUrl } from '../../../shared/operations/jobs.js';
import { json } from '../../core/operation.js';
import { jobsImplementation } from '../deps.js';
import { readJob, resultUrl, specStatus } from '../reading.js';

export default jobsImplementation(jobsVideoUrl, (deps) => async (input, ctx) => {
  const { job, view } = await readJob(deps, ctx.principal.accountId, input.id, ctx.now());
  return json({ id: job.jobId, status: specStatus[job.status], url: resultUrl(view.result) });
});
