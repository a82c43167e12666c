import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { families } from '../../shared/operations/types.js';
import type { RouteSpec } from './gateway/routes.js';

const routeSchema = z.looseObject({
  id: z.string(),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string().startsWith('/'),
  auth: z.enum(['api-key', 'user', 'public', 'stripe']),
  family: z.enum(families),
});

/**
 * The gateway's routes: the `operations` export of `shared/operations/index.ts`, the same table the CDK Api
 * stack reads. Returns undefined while that module does not exist.
 */
export async function loadRoutes(root: string): Promise<RouteSpec[] | undefined> {
  const file = join(root, 'shared', 'operations', 'index.ts');
  if (!existsSync(file)) return undefined;
  const mod: unknown = await import(pathToFileURL(file).href);
  const operations: unknown = typeof mod === 'object' && mod !== null ? Reflect.get(mod, 'operations') : undefined;
  return z.array(routeSchema).parse(operations);
}
