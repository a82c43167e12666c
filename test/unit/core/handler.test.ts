import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it } from 'vitest';
import { createFamilyHandler } from '../../../functions/core/handler.js';
import { implement } from '../../../functions/core/implement.js';
import { json } from '../../../functions/core/operation.js';
import { listServices } from '../../../shared/catalogue/index.js';
import { operationPrice } from '../../../shared/operations/index.js';
import { platformHealth, platformServices } from '../../../shared/operations/platform.js';
import { lambdaContext, restEvent } from './fakes.js';

const deps = () => ({
  logger: new Logger({ serviceName: 'test', logLevel: 'CRITICAL' }),
  now: () => new Date(),
  price: operationPrice,
});

describe('family handler', () => {
  const handler = createFamilyHandler(
    'platform',
    [
      implement(platformServices, async () => json(listServices())),
      implement(platformHealth, async () => {
        throw new Error('connection string postgres://secret');
      }),
    ],
    deps,
  );

  it('dispatches on method and resource path to the operation implementation', async () => {
    const res = await handler(restEvent({ method: 'GET', resource: '/api/services' }), lambdaContext());
    expect(res.statusCode).toBe(200);
    const services = JSON.parse(res.body) as unknown[];
    expect(services.length).toBe(listServices().length);
    expect(res.headers?.['X-Request-Id']).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it('answers a 404 problem for an operation of another family', async () => {
    const res = await handler(restEvent({ method: 'POST', resource: '/api/pdf/merge' }), lambdaContext());
    expect(res.statusCode).toBe(404);
    expect(res.headers?.['Content-Type']).toBe('application/problem+json');
    expect(JSON.parse(res.body)).toMatchObject({ code: 'not_found', status: 404 });
  });

  it('maps an unexpected error to a 500 problem without internals, carrying the request id', async () => {
    const res = await handler(restEvent({ method: 'GET', resource: '/api/test' }), lambdaContext());
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    const problem = JSON.parse(res.body) as { requestId: string; code: string };
    expect(problem.code).toBe('internal_error');
    expect(problem.requestId).toBe(res.headers?.['X-Request-Id']);
  });

  it('answers 503 engine_unavailable for an operation whose family has no engine yet', async () => {
    const image = createFamilyHandler('image', [], deps);
    const res = await image(
      restEvent({
        method: 'POST',
        resource: '/api/image/qr-code',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: 'hello' }),
        authorizer: { accountId: 'acct_x', keyId: 'key_x', plan: '0' },
      }),
      lambdaContext(),
    );
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'engine_unavailable' });
  });
});
