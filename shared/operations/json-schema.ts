import { z } from 'zod';
import { fileReferencePattern } from '../schemas/fields.js';
import { type InputRule, ruleFields, ruleJsonSchema, rulesOf } from '../schemas/rules.js';
import { fileFieldNames } from './file-fields.js';
import type { Operation } from './types.js';

/**
 * JSON Schema views of an operation's input, split the way HTTP carries it: path parameters, query string and
 * body. The OpenAPI document, the snippets and the dashboard's parameter tables all read these.
 */

export type JsonSchema = { [key: string]: unknown };

export interface InputSchemas {
  readonly path: readonly FieldSchema[];
  readonly query: readonly FieldSchema[];
  /** Body object schema per content type (absent for bodiless methods). */
  readonly json?: JsonSchema;
  readonly multipart?: JsonSchema;
}

export interface FieldSchema {
  readonly name: string;
  readonly required: boolean;
  readonly schema: JsonSchema;
}

const bodiless = (op: Operation): boolean => op.method === 'GET' || op.method === 'DELETE';

export const pathParams = (op: Operation): readonly string[] =>
  [...op.path.matchAll(/\{(\w+)\+?\}/g)].flatMap((m) => (m[1] === undefined ? [] : [m[1]]));

const isRecord = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * zod writes the safe-integer range into every `.int()` without its own bound (`maximum: 9007199254740991`): a
 * limit of JavaScript, not of the API, which the docs would print as a range. Only bounds a schema sets are kept.
 */
function withoutSafeIntegerBounds(schema: JsonSchema): void {
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
}

/** The whole input as one JSON Schema object (input side: defaults shown, defaulted fields optional). */
export function inputObjectSchema(op: Operation): { properties: Record<string, JsonSchema>; required: string[] } {
  const generated = z.toJSONSchema(op.input, {
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      withoutSafeIntegerBounds(ctx.jsonSchema);
      // Defaults on preprocessed fields (num/int/bool) are dropped by the generator; put them back.
      const def = ctx.zodSchema._zod.def;
      if (def.type === 'default' && ctx.jsonSchema.default === undefined) {
        const value: unknown = def.defaultValue;
        if (typeof value !== 'function') ctx.jsonSchema.default = value;
      }
    },
  });
  const properties: Record<string, JsonSchema> = {};
  const rawProps: unknown = generated.properties;
  if (isRecord(rawProps)) {
    for (const [name, schema] of Object.entries(rawProps)) {
      if (isRecord(schema)) properties[name] = schema;
    }
  }
  const rawRequired: unknown = generated.required;
  const required = Array.isArray(rawRequired) ? rawRequired.filter((r): r is string => typeof r === 'string') : [];
  return { properties, required };
}

const fileNote = 'An https URL, a base64 data URL (data:...;base64,...) or a file_ id from POST /api/files.';

/**
 * A zod output schema as JSON Schema 2020-12 (what OpenAPI 3.1 embeds): the answer's side of transforms and
 * defaults, without the `$schema` marker, values JSON cannot carry documented as anything.
 */
export function outputJsonSchema(schema: z.ZodType): JsonSchema {
  const generated: JsonSchema = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
    override: (ctx) => withoutSafeIntegerBounds(ctx.jsonSchema),
  });
  const { $schema: _marker, ...rest } = generated;
  return rest;
}

/** The multipart-part shape of fileRef() (an object with `kind: "upload"`), which clients never send as JSON. */
const isUploadVariant = (s: unknown): boolean =>
  isRecord(s) && isRecord(s.properties) && isRecord(s.properties.kind) && s.properties.kind.const === 'upload';

/** Removes the upload variant from file unions, anywhere in a schema, leaving the string form. */
function withoutUploadVariant(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
      const kept = value.filter((v) => !isUploadVariant(v)).map((v) => (isRecord(v) ? withoutUploadVariant(v) : v));
      const [only] = kept;
      if (kept.length === 1 && isRecord(only)) Object.assign(out, only);
      else out[key] = kept;
    } else if (isRecord(value)) {
      out[key] = withoutUploadVariant(value);
    } else if (Array.isArray(value)) {
      out[key] = value.map((v) => (isRecord(v) ? withoutUploadVariant(v) : v));
    } else {
      out[key] = value;
    }
  }
  return out;
}

const note = (schema: JsonSchema, extra: string): string =>
  typeof schema.description === 'string' ? `${schema.description} ${extra}` : extra;

/** A file field as JSON carries it: a string (or a list of strings). */
function jsonFileSchema(schema: JsonSchema): JsonSchema {
  const clean = withoutUploadVariant(schema);
  if (clean.type === 'array') {
    return {
      ...clean,
      items: { type: 'string', minLength: 1, pattern: fileReferencePattern },
      description: note(clean, `Each item: ${fileNote}`),
    };
  }
  return { type: 'string', minLength: 1, pattern: fileReferencePattern, description: note(clean, fileNote) };
}

/**
 * A file field as multipart carries it: binary parts (repeated for lists). A URL string is accepted in the part too.
 * No `type`: OpenAPI 3.1 reads a part without one as `application/octet-stream`, and generated clients then take a
 * Blob or File there without a cast (`type: string` made openapi-typescript ask for a string); `format: binary`
 * stays for readers that look for it (the docs page).
 */
function multipartFileSchema(schema: JsonSchema): JsonSchema {
  const description = typeof schema.description === 'string' ? { description: schema.description } : {};
  const binary = { format: 'binary', contentMediaType: 'application/octet-stream' };
  if (schema.type === 'array') {
    const bounds = Object.fromEntries(Object.entries(schema).filter(([k]) => k === 'minItems' || k === 'maxItems'));
    return { type: 'array', items: binary, ...bounds, ...description };
  }
  return { ...binary, ...description };
}

/** Multipart fields are strings on the wire; numbers and booleans keep their type for documentation. */
function bodySchema(
  properties: Record<string, JsonSchema>,
  required: readonly string[],
  names: readonly string[],
  files: ReadonlySet<string>,
  kind: 'json' | 'multipart',
  rules: readonly InputRule[],
): JsonSchema {
  const props: Record<string, JsonSchema> = {};
  for (const name of names) {
    const schema = properties[name];
    if (schema === undefined) continue;
    if (files.has(name)) props[name] = kind === 'json' ? jsonFileSchema(schema) : multipartFileSchema(schema);
    else props[name] = withoutUploadVariant(schema);
  }
  const req = required.filter((r) => names.includes(r));
  const clauses = rules.filter((r) => ruleFields(r).every((f) => names.includes(f))).map(ruleJsonSchema);
  return {
    type: 'object',
    properties: props,
    ...(req.length > 0 ? { required: req } : {}),
    ...(clauses.length > 0 ? { allOf: clauses } : {}),
  };
}

// Schemas are derived once per operation: the dashboard renders parameter tables often and the table never changes.
const cache = new WeakMap<Operation, InputSchemas>();

/** Path, query and body schemas of an operation (memoised; treat the result as read-only). */
export function inputSchemas(op: Operation): InputSchemas {
  const cached = cache.get(op);
  if (cached) return cached;
  const built = buildInputSchemas(op);
  cache.set(op, built);
  return built;
}

function buildInputSchemas(op: Operation): InputSchemas {
  const { properties, required } = inputObjectSchema(op);
  const inPath = new Set(pathParams(op));
  const field = (name: string): FieldSchema => ({
    name,
    required: inPath.has(name) || required.includes(name),
    schema: properties[name] ?? { type: 'string' },
  });
  const path = [...inPath].map(field);
  const rest = Object.keys(properties).filter((n) => !inPath.has(n));
  if (bodiless(op)) return { path, query: rest.map(field) };
  const files = fileFieldNames(op);
  const rules = rulesOf(op.input);
  return {
    path,
    query: [],
    ...(op.bodyTypes.includes('json') ? { json: bodySchema(properties, required, rest, files, 'json', rules) } : {}),
    ...(op.bodyTypes.includes('multipart')
      ? { multipart: bodySchema(properties, required, rest, files, 'multipart', rules) }
      : {}),
  };
}
