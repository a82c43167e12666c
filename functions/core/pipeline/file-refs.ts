import { fileFieldsOf } from '../../../shared/operations/file-fields.js';
import type { FileInput } from '../../../shared/schemas/fields.js';
import type { FileResolver } from '../files/types.js';
import { type Authenticated, accountOf } from './state.js';

/**
 * Calls `each` on every file reference of the validated input (fields found from the schema; arrays item by item,
 * named `field[i]`) and returns the input with each reference replaced by what `each` answered. Resolving the
 * files and a dry run's check of them walk the input the same way.
 */
export async function mapFileRefs<T>(
  state: Pick<Authenticated, 'operation' | 'principal' | 'signal'>,
  input: unknown,
  each: (ref: FileInput, options: Parameters<FileResolver>[1]) => Promise<T>,
): Promise<Record<string, unknown> | undefined> {
  const fields = fileFieldsOf(state.operation);
  if (fields.length === 0 || typeof input !== 'object' || input === null) return undefined;
  const accountId = accountOf(state.principal);
  const options = (field: string) => ({ field, limits: state.operation.limits, signal: state.signal, accountId });
  const out: Record<string, unknown> = { ...input };
  for (const { name } of fields) {
    const value = out[name];
    if (value === undefined) continue;
    out[name] = Array.isArray(value)
      ? await Promise.all(value.map((v: FileInput, i) => each(v, options(`${name}[${i}]`))))
      : await each(value as FileInput, options(name));
  }
  return out;
}
