import type { z } from 'zod';
import { isFileRefSchema } from '../schemas/fields.js';

/** A top-level input field that carries a file (or, when `multiple`, an array of files). */
export interface FileField {
  readonly name: string;
  readonly multiple: boolean;
}

interface DefLike {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly element?: z.ZodType;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
}

const defOf = (schema: z.ZodType): DefLike => schema._zod.def as DefLike;

/** Strips optional/default/nullable/pipe wrappers down to the schema that says what the value is. */
function core(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 16; depth++) {
    if (isFileRefSchema(current)) return current;
    const def = defOf(current);
    const next =
      def.innerType ??
      (def.type === 'pipe' ? (def.out && defOf(def.out).type !== 'transform' ? def.out : def.in) : undefined);
    if (!next) return current;
    current = next;
  }
  return current;
}

const cache = new WeakMap<z.ZodType, readonly FileField[]>();

/**
 * The file fields of an operation, read from its input schema: every field built with fileRef(), alone or in
 * an array. The schema is the only place that says which fields are files; nothing keeps a second list.
 */
export function fileFieldsOf(op: { readonly input: z.ZodType }): readonly FileField[] {
  const cached = cache.get(op.input);
  if (cached) return cached;
  const shape = defOf(core(op.input)).shape ?? {};
  const fields: FileField[] = [];
  for (const [name, field] of Object.entries(shape)) {
    const inner = core(field);
    if (isFileRefSchema(inner)) fields.push({ name, multiple: false });
    else {
      const element = defOf(inner).type === 'array' ? defOf(inner).element : undefined;
      if (element && isFileRefSchema(core(element))) fields.push({ name, multiple: true });
    }
  }
  cache.set(op.input, fields);
  return fields;
}

export const fileFieldNames = (op: { readonly input: z.ZodType }): ReadonlySet<string> =>
  new Set(fileFieldsOf(op).map((f) => f.name));
