import { z } from 'zod';
import type { ResponseTextId } from '../../../../../shared/openapi.js';
import { operationById } from '../../../../../shared/operations/index.js';
import { type PriceDoc, priceOf } from './price.js';

/**
 * A reader of this API's OpenAPI 3.1 document (served at /api/openapi.json): the operations in document order,
 * with local `$ref`s resolved, and the fields of their schemas as rows. The reference renders only what this
 * returns, so every operation in the document appears (a unit test feeds it the real document).
 */

export type JsonObject = Record<string, unknown>;

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  servers: z.array(z.looseObject({ url: z.string() })).optional(),
  tags: z.array(z.looseObject({ name: z.string(), description: z.string().optional() })).optional(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()).optional(),
});

export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Follows a local `$ref` (`#/components/...`), once per level, up to a few levels. */
export function deref(doc: OpenApiDocument, value: unknown, depth = 0): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string' || depth > 8) return value;
  const parts = value.$ref.replace(/^#\//, '').split('/');
  let target: unknown = doc;
  for (const part of parts)
    target = isObject(target) ? target[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  return deref(doc, target, depth + 1);
}

export interface Constraints {
  readonly default?: string;
  readonly allowed?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxLength?: number;
}

export interface FieldRow {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly description?: string;
  readonly constraints: Constraints;
  /** Fields of an object, or of each item of a list of objects. */
  readonly children: readonly FieldRow[];
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

function variants(doc: OpenApiDocument, schema: JsonObject): JsonObject[] {
  const list = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : [];
  return list.map((v) => deref(doc, v)).filter(isObject);
}

/** `string`, `integer`, `file`, `array of file`, `string | null`... */
export function typeOf(doc: OpenApiDocument, raw: unknown): string {
  const schema = deref(doc, raw);
  if (!isObject(schema)) return 'any';
  if (schema.format === 'binary') return 'file';
  if (schema.type === 'array') return `array of ${typeOf(doc, schema.items)}`;
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.map(asText).join(' | ');
  const types = [...new Set(variants(doc, schema).map((v) => typeOf(doc, v)))];
  if (types.length > 0) return types.join(' | ');
  if (schema.const !== undefined) return typeof schema.const;
  if (Array.isArray(schema.enum)) return 'string';
  return 'any';
}

function constraintsOf(doc: OpenApiDocument, raw: unknown): Constraints {
  const schema = deref(doc, raw);
  if (!isObject(schema)) return {};
  const enumValues = Array.isArray(schema.enum)
    ? schema.enum.map(asText)
    : schema.const !== undefined
      ? [asText(schema.const)]
      : variants(doc, schema).flatMap((v) => (v.const !== undefined ? [asText(v.const)] : []));
  return {
    ...(schema.default !== undefined ? { default: asText(schema.default) } : {}),
    ...(enumValues.length > 0 ? { allowed: enumValues } : {}),
    ...(num(schema.minimum) !== undefined ? { minimum: num(schema.minimum) } : {}),
    ...(num(schema.maximum) !== undefined ? { maximum: num(schema.maximum) } : {}),
    ...(num(schema.maxLength) !== undefined ? { maxLength: num(schema.maxLength) } : {}),
  };
}

/**
 * A field's description: its own, or, for a nullable field (`anyOf: [schema, null]`), the one its schema carries inside
 * the variant (how zod writes `.describe(...).nullable()`).
 */
const descriptionOf = (doc: OpenApiDocument, field: JsonObject): string | undefined =>
  str(field.description) ??
  variants(doc, field)
    .map((v) => str(v.description))
    .find((d) => d !== undefined);

/** The rows of an object schema (or of one of its variants, or of its items), two levels deep at most. */
export function fieldRows(doc: OpenApiDocument, raw: unknown, depth = 0): FieldRow[] {
  const schema = deref(doc, raw);
  if (!isObject(schema) || depth > 2) return [];
  if (schema.type === 'array') return fieldRows(doc, schema.items, depth);
  if (!isObject(schema.properties)) {
    const objectVariant = variants(doc, schema).find((v) => isObject(v.properties));
    return objectVariant ? fieldRows(doc, objectVariant, depth) : [];
  }
  const required = Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : [];
  return Object.entries(schema.properties).map(([name, value]) => {
    const field = deref(doc, value);
    const description = isObject(field) ? descriptionOf(doc, field) : undefined;
    return {
      name,
      type: typeOf(doc, field),
      required: required.includes(name),
      ...(description ? { description } : {}),
      constraints: constraintsOf(doc, field),
      children: fieldRows(doc, field, depth + 1),
    };
  });
}

export interface ParameterRow extends FieldRow {
  readonly in: string;
  /** The shared parameter it is (`DryRun` for `#/components/parameters/DryRun`), described once for every operation. */
  readonly component?: string;
}

export interface BodyDoc {
  readonly mediaTypes: readonly string[];
  /** Multipart when the operation takes files (what the examples use), JSON otherwise. */
  readonly fields: readonly FieldRow[];
  readonly example?: unknown;
  readonly description?: string;
}

/**
 * What a response is, read from the document's data (a problem `$ref`, the status, the media types, the schema, the
 * mode; for a file answer, the table's `response`), so the reference can say it in the reader's language: `problem`
 * for the shared problem answers of a status, else the id of its text in shared/openapi.ts `openApiTexts.responses`
 * (test/unit/web/docs/document-texts.test.ts checks each id against the document's English).
 */
export type ResponseKind = 'problem' | ResponseTextId;

export interface ResponseDoc {
  readonly status: string;
  readonly kind: ResponseKind;
  readonly description: string;
  readonly mediaTypes: readonly string[];
  readonly fields: readonly FieldRow[];
}

export interface OperationDoc {
  readonly id: string;
  readonly method: (typeof httpMethods)[number];
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly auth: 'api-key' | 'session' | 'none';
  /** The credit rules, written out in the reader's language (lib/price-text.ts). */
  readonly price?: PriceDoc;
  /** The largest request body the operation takes (`x-limits`). */
  readonly maxBodyBytes?: number;
  readonly mode?: string;
  readonly parameters: readonly ParameterRow[];
  readonly body?: BodyDoc;
  readonly responses: readonly ResponseDoc[];
}

function authOf(operation: JsonObject): OperationDoc['auth'] {
  const security = Array.isArray(operation.security) ? operation.security.filter(isObject) : [];
  const schemes = security.flatMap((s) => Object.keys(s));
  if (schemes.includes('api-token')) return 'api-key';
  return schemes.length > 0 ? 'session' : 'none';
}

function parameterRows(doc: OpenApiDocument, operation: JsonObject): ParameterRow[] {
  const list = Array.isArray(operation.parameters) ? operation.parameters : [];
  return list.flatMap((raw) => {
    const p = deref(doc, raw);
    if (!isObject(p)) return [];
    const ref = isObject(raw) ? str(raw.$ref) : undefined;
    const component = ref?.startsWith('#/components/parameters/') ? ref.split('/').at(-1) : undefined;
    return [
      {
        name: str(p.name) ?? '',
        ...(component === undefined ? {} : { component }),
        in: str(p.in) ?? '',
        type: typeOf(doc, p.schema),
        required: p.required === true,
        ...(str(p.description) ? { description: str(p.description) } : {}),
        constraints: constraintsOf(doc, p.schema),
        children: [],
      },
    ];
  });
}

function bodyOf(doc: OpenApiDocument, operation: JsonObject): BodyDoc | undefined {
  const body = deref(doc, operation.requestBody);
  if (!isObject(body) || !isObject(body.content)) return undefined;
  const content = body.content;
  const mediaTypes = Object.keys(content);
  const preferred = content['multipart/form-data'] ?? content['application/json'] ?? content[mediaTypes[0] ?? ''];
  const json = content['application/json'];
  return {
    mediaTypes,
    fields: isObject(preferred) ? fieldRows(doc, preferred.schema) : [],
    ...(isObject(json) && json.example !== undefined ? { example: json.example } : {}),
    ...(str(body.description) ? { description: str(body.description) } : {}),
  };
}

/** Whether an operation's result is a file, not JSON: the table's `response` (the document says so in English only). */
const resultIsFile = (operationId: unknown): boolean =>
  typeof operationId !== 'string' || operationById(operationId)?.response !== 'json';

function responseKind(raw: unknown, status: string, content: JsonObject, operation: JsonObject): ResponseKind {
  if (isObject(raw) && typeof raw.$ref === 'string' && raw.$ref.startsWith('#/components/responses/Problem'))
    return 'problem';
  const types = Object.keys(content);
  if (!status.startsWith('2')) return 'report';
  if (types.length === 0) return 'empty';
  const json = content['application/json'];
  const schema = isObject(json) ? json.schema : undefined;
  const ref = isObject(schema) ? schema.$ref : undefined;
  if (ref === '#/components/schemas/JobAccepted') return 'job';
  if (ref === '#/components/schemas/DryRun') return operation['x-mode'] === 'async-only' ? 'jobPrice' : 'price';
  if (types.some((type) => type !== 'application/json'))
    return resultIsFile(operation.operationId) ? 'file' : 'jsonOrFile';
  return isObject(operation['x-credits']) && operation['x-credits'].kind !== 'free' ? 'priced' : 'success';
}

function responsesOf(doc: OpenApiDocument, operation: JsonObject): ResponseDoc[] {
  const responses = isObject(operation.responses) ? operation.responses : {};
  return Object.entries(responses).map(([status, raw]) => {
    const response = deref(doc, raw);
    const content = isObject(response) && isObject(response.content) ? response.content : {};
    const json = content['application/json'];
    return {
      status,
      kind: responseKind(raw, status, content, operation),
      description: isObject(response) ? (str(response.description) ?? '') : '',
      mediaTypes: Object.keys(content),
      // Success bodies only: every error shares the problem shape, documented once in the error guide.
      fields: status.startsWith('2') && isObject(json) ? fieldRows(doc, json.schema) : [],
    };
  });
}

/** Every operation of the document, in its order (paths, then methods). */
export function listOperations(doc: OpenApiDocument): OperationDoc[] {
  const out: OperationDoc[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const price = priceOf(operation);
      const maxBodyBytes = isObject(operation['x-limits']) ? num(operation['x-limits'].maxBodyBytes) : undefined;
      out.push({
        id: str(operation.operationId) ?? `${method} ${path}`,
        method,
        path,
        tag: (Array.isArray(operation.tags) ? str(operation.tags[0]) : undefined) ?? 'other',
        summary: str(operation.summary) ?? path,
        ...(str(operation.description) ? { description: str(operation.description) } : {}),
        auth: authOf(operation),
        ...(price ? { price } : {}),
        ...(maxBodyBytes === undefined ? {} : { maxBodyBytes }),
        ...(str(operation['x-mode']) ? { mode: str(operation['x-mode']) } : {}),
        parameters: parameterRows(doc, operation),
        ...(bodyOf(doc, operation) ? { body: bodyOf(doc, operation) } : {}),
        responses: responsesOf(doc, operation),
      });
    }
  }
  return out;
}

/** Operations grouped by their first tag, in the document's tag order (unknown tags last). */
export function groupByTag(
  doc: OpenApiDocument,
  operations: readonly OperationDoc[],
): { tag: string; description?: string; operations: OperationDoc[] }[] {
  const order = (doc.tags ?? []).map((t) => t.name);
  const tags = [...new Set([...order, ...operations.map((o) => o.tag)])];
  return tags
    .map((tag) => ({
      tag,
      ...(doc.tags?.find((t) => t.name === tag)?.description
        ? { description: doc.tags?.find((t) => t.name === tag)?.description }
        : {}),
      operations: operations.filter((o) => o.tag === tag),
    }))
    .filter((g) => g.operations.length > 0);
}

/** The origin examples call: the document's server when absolute, else this page's. */
export function serverOrigin(doc: OpenApiDocument, fallback: string): string {
  const url = doc.servers?.[0]?.url ?? '';
  return /^https?:\/\//.test(url) ? url.replace(/\/+$/, '') : fallback;
}
