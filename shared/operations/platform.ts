import { z } from 'zod';
import { limits } from './common.js';
import { defineOperation } from './define.js';
import { healthOutput, openApiOutput, servicesOutput } from './outputs/platform.js';
import type { Operation } from './types.js';

/** Public platform calls: health, the service catalogue the landing page reads, and this table as OpenAPI. */

export const platformHealth = defineOperation({
  id: 'platform.health',
  method: 'GET',
  path: '/api/test',
  auth: 'public',
  family: 'platform',
  credits: { kind: 'free' },
  input: z.object({}),
  bodyTypes: [],
  response: 'json',
  output: healthOutput,
  outputStatuses: [200, 503],
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'Health check',
    description: 'Answers `{status: "ok"}` when the API is up. The image generator calls it before generating.',
  },
});

export const platformServices = defineOperation({
  id: 'platform.services',
  method: 'GET',
  path: '/api/services',
  auth: 'public',
  family: 'platform',
  credits: { kind: 'free' },
  input: z.object({}),
  bodyTypes: [],
  response: 'json',
  output: servicesOutput,
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'List services',
    description:
      'The service catalogue: id, name, description (Portuguese), category, icon, credits per use, popular and coming-soon flags.',
  },
});

export const platformOpenApi = defineOperation({
  id: 'platform.openapi',
  method: 'GET',
  path: '/api/openapi.json',
  auth: 'public',
  family: 'platform',
  credits: { kind: 'free' },
  input: z.object({}),
  bodyTypes: [],
  response: 'json',
  output: openApiOutput,
  mode: 'sync',
  limits: limits.json,
  doc: {
    summary: 'OpenAPI 3.1 document',
    description: 'This API described as OpenAPI 3.1, generated from the operation table.',
  },
});

export const platformOperations: readonly Operation[] = [platformHealth, platformServices, platformOpenApi];
