import { invalidRequest } from '../errors.js';
import type { Controls } from '../pipeline/state.js';

/**
 * The query parameters the pipeline itself reads, never passed to an operation's schema. Parsed strictly, in
 * this one place: a boolean is `true` or `false` (nothing else: not `1`, `TRUE` or `yes`), and a repeated
 * control is a 400, because guessing which copy the client meant could run a charged call it wanted dry.
 */
export const controlNames = ['dry_run', 'output'] as const;

const booleanValue = (name: string, value: string): boolean => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalidRequest(`${name} must be true or false.`, [
    { path: name, message: 'expected true or false', allowed: ['true', 'false'] },
  ]);
};

const single = (query: Readonly<Record<string, string | string[]>>, name: string): string | undefined => {
  const value = query[name];
  if (Array.isArray(value)) {
    throw invalidRequest(`${name} was sent more than once.`, [{ path: name, message: 'repeated parameter' }]);
  }
  return value;
};

export function parseControls(query: Readonly<Record<string, string | string[]>>): Controls {
  const dryRun = single(query, 'dry_run');
  const output = single(query, 'output');
  if (output !== undefined && output !== 'url' && output !== 'inline') {
    throw invalidRequest('output must be url or inline.', [
      { path: 'output', message: 'expected url or inline', allowed: ['url', 'inline'] },
    ]);
  }
  return {
    dryRun: dryRun === undefined ? false : booleanValue('dry_run', dryRun),
    output: output === 'url' ? 'url' : 'inline',
  };
}

/**
 * The operation's input: query parameters, then body fields, then path parameters (later ones win). A query
 * parameter sent twice is a 400 (no operation takes a list from the query string). The map has no prototype, so
 * names such as `__proto__` or `constructor` are plain keys.
 */
export function mergeInput(
  query: Readonly<Record<string, string | string[]>>,
  body: Readonly<Record<string, unknown>>,
  path: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = Object.create(null);
  for (const [name, value] of Object.entries(query)) {
    if ((controlNames as readonly string[]).includes(name)) continue;
    if (Array.isArray(value)) {
      throw invalidRequest(`${name} was sent more than once.`, [{ path: name, message: 'repeated parameter' }]);
    }
    merged[name] = value;
  }
  for (const [name, value] of Object.entries(body)) merged[name] = value;
  for (const [name, value] of Object.entries(path)) merged[name] = value;
  return merged;
}
