import { fileFieldNames } from './operations/file-fields.js';
import { type FieldSchema, inputSchemas, type JsonSchema } from './operations/json-schema.js';
import type { Operation } from './operations/types.js';
import { renderSnippets, type SnippetPart, type SnippetRequest, type Snippets } from './snippet-render.js';

/**
 * Code examples and parameter tables generated from the operation table, for the dashboard's how-to-use
 * blocks, the API key page, the playground and the landing page. Nothing here is written per endpoint; the
 * languages themselves are rendered by `snippet-render.ts`.
 */

/** A local file to upload in a multipart part (its path, also used as the file name). */
export interface FileUpload {
  readonly upload: string;
}

export const fileUpload = (path: string): FileUpload => ({ upload: path });

const isUpload = (v: unknown): v is FileUpload =>
  typeof v === 'object' && v !== null && 'upload' in v && typeof v.upload === 'string';

export interface SnippetOptions {
  /** Origin of the API, e.g. `https://app.alquimia.dev` (paths already start with /api). */
  readonly baseUrl: string;
  /** The key (or a placeholder) sent in the api-token header. */
  readonly apiKey: string;
  /**
   * The input to send (path, query and body fields together; file fields hold `fileUpload(path)`, a list of
   * them, or a reference string). Default: the operation's documented example, its files uploaded from disk.
   */
  readonly input?: Readonly<Record<string, unknown>>;
  /** Body type; default multipart when a file is uploaded, else the operation's preferred one. */
  readonly bodyType?: 'json' | 'multipart';
  /** Ask for a job (`Prefer: respond-async`) on an async-allowed operation. */
  readonly async?: boolean;
  /** Pipeline controls added to the query string (`dry_run`, `output`). */
  readonly controls?: Readonly<Record<string, string>>;
}

export interface ParameterDescription {
  readonly name: string;
  /** Where the parameter travels. */
  readonly in: 'path' | 'query' | 'body';
  /** string, integer, number, boolean, array, object, or file. */
  readonly type: string;
  readonly required: boolean;
  readonly description?: string;
  /** The default, as text (JSON for non-strings). */
  readonly default?: string;
  /** Allowed values when the set is finite. */
  readonly allowed?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  /** Fields of an object, or of each item of a list of objects (e.g. `images[].url`). */
  readonly properties?: readonly ParameterDescription[];
}

const isRecord = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

function typeOf(schema: JsonSchema): string {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.filter((t) => t !== 'null').join(' | ');
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : [];
  const types = [...new Set(variants.filter(isRecord).map(typeOf))];
  return types.length > 0 ? types.join(' | ') : 'any';
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** The body content type an operation's examples use: multipart when it is listed first (file uploads). */
export const preferredBodyType = (op: Operation): 'json' | 'multipart' | undefined => op.bodyTypes[0];

/** The properties of an object schema, or of the items of an array of objects. */
function nestedFields(schema: JsonSchema): FieldSchema[] {
  const target = schema.type === 'array' && isRecord(schema.items) ? schema.items : schema;
  return bodyFields(target);
}

function describe(
  field: FieldSchema,
  where: ParameterDescription['in'],
  files: ReadonlySet<string>,
  depth = 0,
): ParameterDescription {
  const s = field.schema;
  const isFile = depth === 0 && files.has(field.name);
  const allowed = Array.isArray(s.enum) ? s.enum.map(asText) : s.const !== undefined ? [asText(s.const)] : undefined;
  // Two levels are enough for every body in the table (options.margin..., images[].url).
  const nested = isFile || depth >= 2 ? [] : nestedFields(s).map((f) => describe(f, where, files, depth + 1));
  return {
    name: field.name,
    in: where,
    type: isFile ? 'file' : typeOf(s),
    required: field.required,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
    ...(s.default !== undefined ? { default: asText(s.default) } : {}),
    ...(allowed ? { allowed } : {}),
    ...(typeof s.minimum === 'number' ? { minimum: s.minimum } : {}),
    ...(typeof s.maximum === 'number' ? { maximum: s.maximum } : {}),
    ...(nested.length > 0 ? { properties: nested } : {}),
  };
}

function bodyFields(schema: JsonSchema | undefined): FieldSchema[] {
  if (schema === undefined || !isRecord(schema.properties)) return [];
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(schema.properties).flatMap(([name, s]) =>
    isRecord(s) ? [{ name, required: required.includes(name), schema: s }] : [],
  );
}

/** One row per parameter: path, then query, then body fields (as the preferred body type carries them). */
export function describeParameters(op: Operation): readonly ParameterDescription[] {
  const schemas = inputSchemas(op);
  const files = fileFieldNames(op);
  const body = preferredBodyType(op) === 'multipart' ? schemas.multipart : schemas.json;
  return [
    ...schemas.path.map((f) => describe(f, 'path', files)),
    ...schemas.query.map((f) => describe(f, 'query', files)),
    ...bodyFields(body).map((f) => describe(f, 'body', files)),
  ];
}

/** A value that passes the field's schema, for examples without one. */
function placeholder(schema: JsonSchema, name: string): unknown {
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return schema.format === 'uri' ? 'https://example.com/' : `<${name}>`;
  }
}

/** The example input: doc.example, else every required field with a placeholder. */
export function exampleInput(op: Operation): Record<string, unknown> {
  if (op.doc.example) return { ...op.doc.example };
  const schemas = inputSchemas(op);
  const fields = [...schemas.path, ...schemas.query, ...bodyFields(schemas.json ?? schemas.multipart)];
  const out: Record<string, unknown> = {};
  for (const f of fields) if (f.required) out[f.name] = placeholder(f.schema, f.name);
  return out;
}

const sampleFileNames: Record<string, string> = {
  pdf: 'documento.pdf',
  image: 'imagem.png',
  text: 'imagem.png',
  audio: 'audio.mp3',
  video: 'video.mp4',
};

const sampleFile = (op: Operation, index = 0): string => {
  const base = sampleFileNames[op.family] ?? 'arquivo.bin';
  return index === 0 ? base : base.replace('.', `-${index + 1}.`);
};

const resultExtensions: Record<string, string> = { pdf: 'pdf', image: 'png', audio: 'mp3', video: 'mp4' };

/** Where a file answer is saved: `resultado.<ext>` by the family's usual output. */
const outputFile = (op: Operation): string | undefined =>
  op.response === 'file' ? `resultado.${resultExtensions[op.family] ?? 'bin'}` : undefined;

/** The documented example with every file field uploaded from a local sample file. */
function defaultInput(op: Operation): Record<string, unknown> {
  const example = exampleInput(op);
  if (preferredBodyType(op) !== 'multipart') return example;
  const files = fileFieldNames(op);
  const required = inputSchemas(op).multipart?.required;
  let index = 0;
  for (const name of files) {
    const value = example[name];
    const needed = value !== undefined || (Array.isArray(required) && required.includes(name));
    if (!needed) continue;
    const count = Array.isArray(value) ? Math.max(value.length, 1) : 1;
    const uploads = Array.from({ length: count }, () => fileUpload(sampleFile(op, index++)));
    example[name] = Array.isArray(value) ? uploads : uploads[0];
  }
  return example;
}

const isEmpty = (v: unknown): boolean => v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * A form's input with every required file field still empty filled by a sample upload (`documento.pdf`; as many
 * as a list needs at least), so an example keeps the operation's real shape (multipart, `-F files=@…`) before a
 * file is chosen.
 */
export function withFilePlaceholders(op: Operation, input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...input };
  const multipart = inputSchemas(op).multipart;
  if (multipart === undefined || preferredBodyType(op) !== 'multipart') return out;
  const files = [...fileFieldNames(op)];
  const required = Array.isArray(multipart.required) ? multipart.required : [];
  // Alternatives (`file` or `imageUrl`) are required as a group: with none given, the example's choice stands in.
  const noneGiven = files.every((name) => isEmpty(out[name]));
  const wanted = (name: string) => required.includes(name) || (noneGiven && op.doc.example?.[name] !== undefined);
  const properties = isRecord(multipart.properties) ? multipart.properties : {};
  let index = 0;
  for (const name of files) {
    if (!wanted(name) || !isEmpty(out[name])) continue;
    const schema = properties[name];
    const list = isRecord(schema) && schema.type === 'array';
    const minimum = list && typeof schema.minItems === 'number' ? Math.max(schema.minItems, 1) : 1;
    const uploads = Array.from({ length: minimum }, () => fileUpload(sampleFile(op, index++)));
    out[name] = list ? uploads : uploads[0];
  }
  return out;
}

/** The request a snippet sends: URL with path and query parameters filled, headers, and the body. */
export function snippetRequest(op: Operation, options: SnippetOptions): SnippetRequest {
  const input: Record<string, unknown> = options.input ? withFilePlaceholders(op, options.input) : defaultInput(op);
  const schemas = inputSchemas(op);
  let path = op.path;
  for (const p of schemas.path) {
    const value = input[p.name];
    path = path.replace(
      new RegExp(`\\{${p.name}\\+?\\}`),
      value === undefined || value === '' ? `<${p.name}>` : encodeURIComponent(asText(value)),
    );
    delete input[p.name];
  }
  const query = new URLSearchParams();
  for (const q of schemas.query) {
    const value = input[q.name];
    if (value !== undefined && value !== '') query.set(q.name, asText(value));
    delete input[q.name];
  }
  for (const [name, value] of Object.entries(options.controls ?? {})) query.set(name, value);
  const qs = query.toString();
  const url = `${options.baseUrl.replace(/\/+$/, '')}${path}${qs ? `?${qs}` : ''}`;

  const headers: [string, string][] = [];
  if (op.auth === 'api-key') headers.push(['api-token', options.apiKey]);
  if (op.auth === 'user') headers.push(['Authorization', 'Bearer <access_token>']);
  if (op.auth === 'stripe') headers.push(['Stripe-Signature', '<signature>']);
  if (options.async && op.mode === 'async-allowed') headers.push(['Prefer', 'respond-async']);
  // A dry run, or `output=url`, answers JSON: nothing to save as a file.
  const answersJson = options.controls?.dry_run === 'true' || options.controls?.output === 'url';
  const output = answersJson ? undefined : outputFile(op);
  const base = { method: op.method, url, headers, ...(output ? { output } : {}) };

  if (op.method === 'GET' || op.method === 'DELETE' || op.bodyTypes.length === 0) {
    return { ...base, body: { kind: 'none' } };
  }
  const values = Object.values(input).flatMap((v) => (Array.isArray(v) ? v : [v]));
  // A file travels only in multipart, whatever was asked.
  const wanted = values.some(isUpload) ? 'multipart' : (options.bodyType ?? preferredBodyType(op));
  const bodyType = wanted !== undefined && op.bodyTypes.includes(wanted) ? wanted : op.bodyTypes[0];
  if (bodyType !== 'multipart') {
    headers.push(['Content-Type', 'application/json']);
    return { ...base, body: { kind: 'json', value: input } };
  }
  const parts: SnippetPart[] = [];
  for (const [name, value] of Object.entries(input)) {
    // Repeated parts carry lists of files (and lists of text in multipart forms).
    for (const v of Array.isArray(value) ? value : [value]) {
      if (isUpload(v)) parts.push({ name, value: v.upload, file: true });
      else if (v !== undefined && v !== null) parts.push({ name, value: asText(v), file: false });
    }
  }
  return { ...base, body: { kind: 'multipart', parts } };
}

/** The operation's request in cURL, JavaScript, Python, PHP and raw HTTP. */
export function buildSnippets(op: Operation, options: SnippetOptions): Snippets {
  return renderSnippets(snippetRequest(op, options));
}

export {
  renderSnippets,
  type SnippetLanguage,
  type SnippetRequest,
  type Snippets,
  snippetLabels,
  snippetLanguages,
} from './snippet-render.js';
