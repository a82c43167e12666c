import type { z } from 'zod';
import {
  type FileInput,
  type FileKind,
  fileKindOf,
  isFileReferenceSchema,
  isFileRefSchema,
} from '../schemas/fields.js';

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
  readonly options?: readonly z.ZodType[];
}

const defOf = (schema: z.ZodType): DefLike => schema._zod.def as DefLike;

/** Strips optional/default/nullable/pipe wrappers down to the schema that says what the value is. */
function core(schema: z.ZodType, isFile: (schema: z.ZodType) => boolean = isFileRefSchema): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 16; depth++) {
    if (isFile(current)) return current;
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

/** A file named anywhere in a validated input: where (`images[0].url`), what was sent, and the kind it must be. */
export interface FileReference {
  readonly path: string;
  readonly ref: FileInput;
  readonly kind?: FileKind;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isFileValue = (value: unknown): value is FileInput =>
  typeof value === 'string' || (isRecord(value) && value.bytes instanceof Uint8Array);

/**
 * Every file reference in `input`, at any depth (top-level parts, `images[].url`, `videos[]` as strings or
 * `{url}`), found by walking the operation's schema beside the value: what a job's accept and a dry run check
 * before anything is charged (functions/core/pipeline/steps/admit.ts).
 */
export function fileReferencesIn(op: { readonly input: z.ZodType }, input: unknown): readonly FileReference[] {
  const found = new Map<string, FileReference>();
  const walk = (schema: z.ZodType, value: unknown, path: string, depth: number): void => {
    if (value === undefined || depth > 16) return;
    const inner = core(schema, isFileReferenceSchema);
    if (isFileReferenceSchema(inner)) {
      const kind = fileKindOf(inner);
      if (isFileValue(value)) found.set(path, { path, ref: value, ...(kind ? { kind } : {}) });
      return;
    }
    const def = defOf(inner);
    if (def.type === 'object' && isRecord(value)) {
      for (const [name, field] of Object.entries(def.shape ?? {}))
        walk(field, value[name], path ? `${path}.${name}` : name, depth + 1);
    } else if (def.type === 'array' && Array.isArray(value) && def.element) {
      const element = def.element;
      for (const [i, item] of value.entries()) walk(element, item, `${path}[${i}]`, depth + 1);
    } else if (def.type === 'union') {
      for (const option of def.options ?? []) walk(option, value, path, depth + 1);
    }
  };
  walk(op.input, input, '', 0);
  return [...found.values()];
}
