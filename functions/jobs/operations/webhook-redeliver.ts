import { jobsWebhookRedeliver } from '../../../shared/operations/jobs.js';
import { AppError, engineUnavailable } from '../../core/errors.js';
import { webhookView } from '../../core/jobs/view.js';
import { redeliverWebhook } from '../../core/jobs/webhook-delivery.js';
import { json } from '../../core/operation.js';
import { jobsImplementation } from '../deps.js';
import { findJob } from '../reading.js';

export default jobsImplementation(jobsWebhookRedeliver, (deps) => async (input, ctx) => {
  const job = await findJob(deps, ctx.principal.accountId, input.id);
  if (job.status !== 'succeeded' && job.status !== 'failed')
    throw new AppError('conflict', `Job ${job.jobId} is ${job.status}: its webhook goes out when it finishes.`);
  if (job.webhookUrl === undefined)
    throw new AppError(
      'conflict',
      `Job ${job.jobId} was accepted without a webhookUrl: there is nothing to redeliver.`,
    );
  if (deps.webhookQueue === undefined) throw engineUnavailable(jobsWebhookRedeliver.id);
  const state = await redeliverWebhook(job, { store: deps.store(), queue: deps.webhookQueue(), now: ctx.now });
  if (state === undefined)
    throw new AppError('conflict', `Job ${job.jobId}'s webhook changed while redelivering it; read the job and retry.`);
  const view = webhookView({ ...job, webhook: state });
  if (view === null) throw new Error('a job with a webhook URL has a webhook view');
  return json({ jobId: job.jobId, webhook: view }, 202);
});
