import { jobsVideoStatus } from '../../../shared/operations/jobs.js';
import { json } from '../../core/operation.js';
import { jobsImplementation } from '../deps.js';
import { readJob, specStatus, videoUrls } from '../reading.js';

export default jobsImplementation(jobsVideoStatus, (deps) => async (input, ctx) => {
  const { job, view } = await readJob(deps, ctx.principal.accountId, input.id, ctx.now());
  const videos = videoUrls(view.result);
  return json({
    sessionId: job.jobId,
    status: specStatus[job.status],
    progress: view.progress,
    videoUrl: videos[0] ?? null,
    videos,
    error: view.error,
  });
});
