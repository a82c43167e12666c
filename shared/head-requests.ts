import type { Operation } from './operations/types.js';

/**
 * Which GET routes also answer `HEAD` (200, the GET's headers, no body): the platform's public reads — health, the
 * service catalogue and the OpenAPI document — which tools and monitors probe before downloading. API Gateway
 * routes `HEAD` like any method, so the Api stack adds a method for each (infra/aws/api/routes.ts), the local
 * gateway routes it the same way, and the platform handler answers it as its GET without the body
 * (functions/platform/head.ts).
 */
export const answersHead = (op: Pick<Operation, 'method' | 'auth' | 'family'>): boolean =>
  op.method === 'GET' && op.auth === 'public' && op.family === 'platform';
