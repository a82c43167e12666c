import { operations } from '../../operations/index.js';
import type { Operation } from '../../operations/types.js';
import { describeParameters, type ParameterDescription } from '../../snippets.js';
import type { ParameterTexts } from './types.js';

/** Every parameter of an operation with its field path (`options`, `images.url`), nested fields included. */
export function parameterPaths(op: Operation): { readonly path: string; readonly description?: string }[] {
  const out: { path: string; description?: string }[] = [];
  const walk = (prefix: string, parameters: readonly ParameterDescription[]) => {
    for (const parameter of parameters) {
      const path = `${prefix}${parameter.name}`;
      out.push(parameter.description === undefined ? { path } : { path, description: parameter.description });
      if (parameter.properties) walk(`${path}.`, parameter.properties);
    }
  };
  walk('', describeParameters(op));
  return out;
}

/**
 * Operation parameter descriptions in English, read from the operation table's `describe()` texts (the source the
 * other languages translate), keyed by operation id and field path. Never a copy, so it cannot drift.
 */
export const en: ParameterTexts = Object.fromEntries(
  operations.flatMap((op) => {
    const fields = parameterPaths(op).flatMap(({ path, description }) =>
      description === undefined ? [] : [[path, description] as const],
    );
    return fields.length === 0 ? [] : [[op.id, Object.fromEntries(fields)] as const];
  }),
);
