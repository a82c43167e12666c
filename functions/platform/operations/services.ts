import { listServices } from '../../../shared/catalogue/index.js';
import { platformServices } from '../../../shared/operations/platform.js';
import { json } from '../../core/operation.js';
import { platformImplementation } from '../deps.js';

/** The catalogue, with what this deployment has configured. */
export default platformImplementation(
  platformServices,
  (deps) => async () =>
    json(listServices({ configured: deps.configuredProviders() }), 200, { 'Cache-Control': 'public, max-age=300' }),
);
