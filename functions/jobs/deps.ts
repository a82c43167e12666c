import type { ResultSigner } from '../core/files/types.js';
import type { JobStore, WebhookQueue } from '../core/jobs/types.js';
import { registrar } from '../core/registration.js';

export interface JobsDeps {
  readonly store: () => JobStore;
  /** Signs a stored result's URL at read time (core/jobs/view.ts). */
  readonly sign: () => ResultSigner;
  /** Where a redelivered webhook's first attempt is queued (core/jobs/webhook-delivery.ts); none: 503. */
  readonly webhookQueue?: () => WebhookQueue;
}

/**
 * How a jobs operation registers itself: `functions/jobs/operations/<name>.ts` default-exports
 * `jobsImplementation(jobs<Name>, (deps) => fn)` for the table entry `jobs.<name>` (core/registration.ts).
 */
export const jobsImplementation = registrar<JobsDeps>('jobs');
