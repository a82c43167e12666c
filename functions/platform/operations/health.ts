import { platformHealth } from '../../../shared/operations/platform.js';
import { platformImplementation } from '../deps.js';
import { checkHealth } from '../health.js';

/** Every dependency probed in parallel: 200 when all answer, 503 otherwise. */
export default platformImplementation(
  platformHealth,
  (deps) => async (_input, ctx) => checkHealth(deps.probes(), ctx.now),
);
