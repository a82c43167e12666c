import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A Lambda handler as the gateway calls it: event and context in, result (or a promise of it) out. */
export type LambdaFunction = (event: unknown, context: unknown) => Promise<unknown>;

export class MissingFunctionError extends Error {}

/**
 * Imports `<root>/<file>` and returns its `exportName` export. Imported lazily, on first use, so the
 * platform has set the AWS endpoints and config env before any handler module builds its SDK clients.
 * Failures are not cached: a module written while the platform runs is picked up on the next request.
 */
export function functionLoader(root: string) {
  const loaded = new Map<string, LambdaFunction>();
  return async function load(file: string, exportName = 'handler'): Promise<LambdaFunction> {
    const key = `${file}#${exportName}`;
    const cached = loaded.get(key);
    if (cached) return cached;
    const path = join(root, file);
    if (!existsSync(path)) throw new MissingFunctionError(`${file} does not exist yet`);
    const mod: unknown = await import(pathToFileURL(path).href);
    const fn: unknown = typeof mod === 'object' && mod !== null ? Reflect.get(mod, exportName) : undefined;
    if (typeof fn !== 'function') throw new MissingFunctionError(`${file} has no '${exportName}' function export`);
    const call: LambdaFunction = async (event, context) => Reflect.apply(fn, undefined, [event, context]);
    loaded.set(key, call);
    return call;
  };
}

export type FunctionLoader = ReturnType<typeof functionLoader>;
