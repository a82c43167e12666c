import type { Operation } from '../operations/types.js';
import { describeParameters, type ParameterDescription } from '../snippets.js';

/**
 * Every parameter of an operation with its field path (`options`, `images.url`), nested fields included, and its
 * English description: the table's own `describe()` text, the source pt, es and fr translate (shared/i18n/operations).
 */
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
