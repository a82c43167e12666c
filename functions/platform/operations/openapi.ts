import { buildOpenApi, openApiServerUrl } from '../../../shared/openapi.js';
import { operations } from '../../../shared/operations/index.js';
import { platformOpenApi } from '../../../shared/operations/platform.js';
import { json } from '../../core/operation.js';
import { platformImplementation } from '../deps.js';

/** The OpenAPI document, its server the host the request came through. */
export default platformImplementation(
  platformOpenApi,
  (deps) => async (_input, ctx) =>
    json(
      buildOpenApi(operations, {
        serverUrl: openApiServerUrl({ headers: ctx.headers, configured: deps.publicBaseUrl() }),
      }),
      200,
      { 'Cache-Control': 'public, max-age=300', Vary: 'Host, X-Forwarded-Host' },
    ),
);
