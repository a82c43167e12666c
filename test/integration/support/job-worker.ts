/**
 * A job worker as its own process, as a worker Lambda is one: the production wiring (`defaultWorkerDeps`) over the
 * local platform's stand-ins, running the video family with ffmpeg. It takes each job message the way the queue
 * delivers it (`retry` means another worker holds a live lease: delivered again shortly, until `done`), all of them
 * at once, so one kill catches several jobs in flight.
 *
 * Env: the platform env (TABLE_NAME may name a test's own table), JOB_MESSAGES (a JSON array of message bodies),
 * LEASE_MS and HEARTBEAT_MS (the claim's lease and how often it is extended). Prints `outcome <done|retry>` per
 * delivery. The test that starts it kills its whole process group (ffmpeg included), as a Lambda timeout or an
 * out-of-memory kill does.
 */
import { z } from 'zod';
import { defaultWorkerDeps } from '../../../functions/core/jobs/wiring.js';
import { processJobMessage } from '../../../functions/core/jobs/worker.js';
import { createVideoImplementations } from '../../../functions/video/implementations.js';
import { defaultVideoDeps } from '../../../functions/video/wiring.js';

const env = z
  .object({
    JOB_MESSAGES: z.string().transform((text) => z.array(z.string().min(1)).min(1).parse(JSON.parse(text))),
    LEASE_MS: z.coerce.number().int().positive(),
    HEARTBEAT_MS: z.coerce.number().int().positive(),
  })
  .parse(process.env);

const deps = {
  ...defaultWorkerDeps(createVideoImplementations(defaultVideoDeps())),
  owner: `wrk_child_${process.pid}`,
  leaseMs: env.LEASE_MS,
  heartbeatMs: env.HEARTBEAT_MS,
};
process.stdout.write(`worker ${process.pid} up\n`);
await Promise.all(
  env.JOB_MESSAGES.map(async (message) => {
    for (;;) {
      const outcome = await processJobMessage(message, deps);
      process.stdout.write(`outcome ${outcome}\n`);
      if (outcome === 'done') return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }),
);
