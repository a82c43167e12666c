import { fileFieldsOf } from '../../../../../shared/operations/file-fields.js';
import { type FieldSchema, inputSchemas, type JsonSchema } from '../../../../../shared/operations/json-schema.js';
import type { Operation } from '../../../../../shared/operations/types.js';
import { type FileUpload, fileUpload } from '../../../../../shared/snippets.js';

/**
 * The playground's form, built from an operation's JSON Schema: one control per input field, typed by the
 * schema (files, lists of files, enums, booleans, numbers, text, JSON for objects and lists). Values live as
 * the controls hold them (text, files) and become the request's input here, for the examples and the call alike.
 */
export type FieldKind = 'file' | 'files' | 'enum' | 'boolean' | 'integer' | 'number' | 'text' | 'longText' | 'json';

export interface FormField {
  readonly name: string;
  readonly in: 'path' | 'query' | 'body';
  readonly kind: FieldKind;
  readonly required: boolean;
  readonly description?: string;
  readonly defaultValue?: unknown;
  readonly options?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
}

/** What a control holds: text (numbers, enums, booleans and JSON as typed), or chosen files plus a reference. */
export interface FileValue {
  readonly files: readonly File[];
  /** An https URL, a data URL or a `file_` id, one per line for lists. */
  readonly reference: string;
}
export type FieldValue = string | FileValue;
export type FormValues = Readonly<Record<string, FieldValue>>;

const isRecord = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

function primitiveType(schema: JsonSchema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf : [];
  const types = new Set(variants.filter(isRecord).map((v) => (typeof v.type === 'string' ? v.type : 'other')));
  if (types.size === 1) return [...types][0];
  return types.has('object') || types.has('array') ? 'object' : 'string';
}

function kindOf(schema: JsonSchema): FieldKind {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return 'enum';
  switch (primitiveType(schema)) {
    case 'boolean':
      return 'boolean';
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    case 'object':
    case 'array':
      return 'json';
    default:
      return typeof schema.maxLength === 'number' && schema.maxLength > 300 ? 'longText' : 'text';
  }
}

const fieldOf = (f: FieldSchema, where: FormField['in'], files: ReadonlyMap<string, boolean>): FormField => {
  const s = f.schema;
  const multiple = files.get(f.name);
  return {
    name: f.name,
    in: where,
    kind: multiple === undefined ? kindOf(s) : multiple ? 'files' : 'file',
    required: f.required,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
    ...(s.default !== undefined ? { defaultValue: s.default } : {}),
    ...(Array.isArray(s.enum) ? { options: s.enum.map(String) } : {}),
    ...(typeof s.minimum === 'number' ? { minimum: s.minimum } : {}),
    ...(typeof s.maximum === 'number' ? { maximum: s.maximum } : {}),
  };
};

const fieldsOfBody = (schema: JsonSchema | undefined): FieldSchema[] => {
  if (schema === undefined || !isRecord(schema.properties)) return [];
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(schema.properties).flatMap(([name, s]) =>
    isRecord(s) ? [{ name, required: required.includes(name), schema: s }] : [],
  );
};

const cache = new WeakMap<Operation, readonly FormField[]>();

/** The form of an operation: path, then query, then body fields, in the schema's order. */
export function formFields(op: Operation): readonly FormField[] {
  const cached = cache.get(op);
  if (cached) return cached;
  const schemas = inputSchemas(op);
  const files = new Map(fileFieldsOf(op).map((f) => [f.name, f.multiple]));
  const fields = [
    ...schemas.path.map((f) => fieldOf(f, 'path', files)),
    ...schemas.query.map((f) => fieldOf(f, 'query', files)),
    ...fieldsOfBody(schemas.json ?? schemas.multipart).map((f) => fieldOf(f, 'body', files)),
  ];
  cache.set(op, fields);
  return fields;
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v, null, 2));

/** Starting values: the documented example for everything but files (their example URLs point nowhere). */
export function initialValues(op: Operation): Record<string, FieldValue> {
  const example = op.doc.example ?? {};
  const values: Record<string, FieldValue> = {};
  for (const field of formFields(op)) {
    if (field.kind === 'file' || field.kind === 'files') values[field.name] = { files: [], reference: '' };
    else values[field.name] = example[field.name] === undefined ? '' : asText(example[field.name]);
  }
  return values;
}

export class FieldError extends Error {
  constructor(
    readonly field: string,
    readonly reason: 'json' | 'number' | 'required' | 'option',
    /** For `option`: the values the field takes with the other fields as they are. */
    readonly options: readonly string[] = [],
  ) {
    super(`${field}: ${reason}`);
    this.name = 'FieldError';
  }
}

/** A form value as the schema's `const`/`false` tests read it: the text typed, absent when empty. */
const textOf = (v: FieldValue | undefined): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

/** Whether an alternative of a `oneOf` holds for the other fields' values (their `const`, or `false` = not sent). */
function alternativeHolds(alternative: JsonSchema, field: string, values: FormValues): boolean {
  const properties = isRecord(alternative.properties) ? alternative.properties : {};
  return Object.entries(properties).every(([name, schema]) => {
    if (name === field) return true;
    const value = textOf(values[name]);
    if (schema === false) return value === undefined;
    return isRecord(schema) && schema.const !== undefined ? value === String(schema.const) : true;
  });
}

/**
 * The options of an enum field given the other fields' values, read from the body schema's `oneOf` alternatives
 * (shared/schemas/rules.ts states a voice per language that way): the union of the field's enums in the alternatives
 * that hold, or every option when one that holds leaves the field free.
 */
export function optionsFor(op: Operation, field: FormField, values: FormValues): readonly string[] {
  let options = field.options ?? [];
  const body = inputSchemas(op).json ?? inputSchemas(op).multipart;
  const clauses = body !== undefined && Array.isArray(body.allOf) ? body.allOf.filter(isRecord) : [];
  for (const clause of clauses) {
    const alternatives = Array.isArray(clause.oneOf) ? clause.oneOf.filter(isRecord) : [];
    const enumIn = (a: JsonSchema): readonly string[] | undefined => {
      const schema = isRecord(a.properties) ? a.properties[field.name] : undefined;
      return isRecord(schema) && Array.isArray(schema.enum) ? schema.enum.map(String) : undefined;
    };
    if (!alternatives.some((a) => enumIn(a) !== undefined)) continue;
    const holding = alternatives.filter((a) => alternativeHolds(a, field.name, values));
    if (holding.some((a) => enumIn(a) === undefined)) continue;
    const allowed = new Set(holding.flatMap((a) => enumIn(a) ?? []));
    options = options.filter((o) => allowed.has(o));
  }
  return options;
}

const isFileValue = (v: FieldValue | undefined): v is FileValue => typeof v === 'object';

/** One value of the input, or undefined when the control is empty (the API then applies its default). */
function fieldInput(field: FormField, raw: FieldValue | undefined, file: (f: File) => unknown): unknown {
  if (field.kind === 'file' || field.kind === 'files') {
    if (!isFileValue(raw)) return undefined;
    const references = raw.reference
      .split('\n')
      .map((r) => r.trim())
      .filter(Boolean);
    const items = [...raw.files.map(file), ...references];
    if (items.length === 0) return undefined;
    return field.kind === 'files' ? items : items[0];
  }
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return undefined;
  switch (field.kind) {
    case 'boolean':
      return text === 'true';
    case 'integer':
    case 'number': {
      const n = Number(text);
      if (!Number.isFinite(n)) throw new FieldError(field.name, 'number');
      return n;
    }
    case 'enum':
      // Numeric enums (upscale factors) travel as numbers in JSON.
      return /^-?\d+(\.\d+)?$/.test(text) && field.options?.every((o) => /^-?\d+(\.\d+)?$/.test(o))
        ? Number(text)
        : text;
    case 'json':
      try {
        return JSON.parse(text);
      } catch {
        throw new FieldError(field.name, 'json');
      }
    default:
      return typeof raw === 'string' ? raw : text;
  }
}

/** The input with chosen files as they travel: `File`s for the call, or `fileUpload(name)` for the examples. */
export function toInput<F>(op: Operation, values: FormValues, file: (f: File) => F): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of formFields(op)) {
    const value = fieldInput(field, values[field.name], file);
    if (value === undefined) continue;
    // An option the other fields rule out (a voice of another language) is refused here, as the schema does.
    if (field.kind === 'enum') {
      const options = optionsFor(op, field, values);
      if (!options.includes(String(value))) throw new FieldError(field.name, 'option', options);
    }
    input[field.name] = value;
  }
  return input;
}

/** For the examples: uploads named by the chosen file's name. Invalid JSON or numbers are shown as typed. */
export function snippetInput(op: Operation, values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of formFields(op)) {
    try {
      const value = fieldInput(field, values[field.name], (f): FileUpload => fileUpload(f.name));
      if (value !== undefined) input[field.name] = value;
    } catch {
      const raw = values[field.name];
      if (typeof raw === 'string') input[field.name] = raw;
    }
  }
  return input;
}

/** Required fields left empty, by name. */
export const missingRequired = (op: Operation, values: FormValues): readonly string[] =>
  formFields(op)
    .filter((field) => field.required && field.defaultValue === undefined)
    .filter((field) => {
      try {
        return fieldInput(field, values[field.name], (f) => f) === undefined;
      } catch {
        return false;
      }
    })
    .map((field) => field.name);
