import { type FieldSchema, inputSchemas, type JsonSchema } from './operations/json-schema.js';
import type { Operation } from './operations/types.js';

/**
 * Code examples and parameter tables generated from the operation table, for the dashboard's how-to-use
 * blocks, the API key page and the playground. Nothing here is written per endpoint.
 */

export interface SnippetOptions {
  /** Origin of the API, e.g. `https://app.alquimia.dev` (paths already start with /api). */
  readonly baseUrl: string;
  /** The key (or a placeholder) shown in the api-token header. */
  readonly apiKey: string;
}

export interface Snippets {
  readonly curl: string;
  readonly http: string;
  readonly python: string;
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
  const files = new Set(op.fileFields ?? []);
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

const resultFileNames: Record<string, string> = { pdf: 'resultado.pdf', image: 'resultado.png', audio: 'audio.mp3' };

interface Request {
  readonly url: string;
  readonly path: string;
  readonly host: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly kind: 'none' | 'json' | 'multipart';
  readonly json?: Record<string, unknown>;
  /** Multipart parts: text values or file names. */
  readonly parts?: readonly { readonly name: string; readonly value: string; readonly file: boolean }[];
}

function buildRequest(op: Operation, options: SnippetOptions): Request {
  const example = exampleInput(op);
  const schemas = inputSchemas(op);
  const used = new Set<string>();
  let path = op.path;
  for (const p of schemas.path) {
    const value = example[p.name];
    path = path.replace(`{${p.name}}`, value === undefined ? `<${p.name}>` : encodeURIComponent(asText(value)));
    used.add(p.name);
  }
  const query = new URLSearchParams();
  for (const q of schemas.query) {
    const value = example[q.name];
    if (value !== undefined) query.set(q.name, asText(value));
    used.add(q.name);
  }
  const qs = query.toString();
  const fullPath = qs ? `${path}?${qs}` : path;
  const base = options.baseUrl.replace(/\/+$/, '');
  const host = base.replace(/^https?:\/\//, '');

  const headers: [string, string][] = [];
  if (op.auth === 'api-key') headers.push(['api-token', options.apiKey]);
  if (op.auth === 'user') headers.push(['Authorization', 'Bearer <access_token>']);
  if (op.auth === 'stripe') headers.push(['Stripe-Signature', '<signature>']);

  const bodyType = preferredBodyType(op);
  const body = Object.fromEntries(Object.entries(example).filter(([k]) => !used.has(k)));
  if (op.method === 'GET' || op.method === 'DELETE' || bodyType === undefined) {
    return { url: base + fullPath, path: fullPath, host, headers, kind: 'none' };
  }
  if (bodyType === 'json') {
    headers.push(['Content-Type', 'application/json']);
    return { url: base + fullPath, path: fullPath, host, headers, kind: 'json', json: body };
  }
  const files = new Set(op.fileFields ?? []);
  for (const f of files) {
    // Every required file field appears in the example even when doc.example passes it by URL.
    const required = schemas.multipart?.required;
    if (body[f] === undefined && Array.isArray(required) && required.includes(f)) body[f] = '';
  }
  const parts: { name: string; value: string; file: boolean }[] = [];
  let fileIndex = 0;
  for (const [name, value] of Object.entries(body)) {
    const values = Array.isArray(value) && files.has(name) ? value : [value];
    for (const v of values.length > 0 ? values : ['']) {
      if (files.has(name)) parts.push({ name, value: sampleFile(op, fileIndex++), file: true });
      else parts.push({ name, value: asText(v), file: false });
    }
  }
  return { url: base + fullPath, path: fullPath, host, headers, kind: 'multipart', parts };
}

const shellQuote = (s: string): string => `'${s.replaceAll("'", `'\\''`)}'`;
const pyString = (s: string): string => JSON.stringify(s);

/** A Python literal for a JSON value (True/False/None), indented like json.dumps(indent=4). */
function pyLiteral(value: unknown, indent: string): string {
  const inner = `${indent}    `;
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return pyString(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + pyLiteral(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, v]) => `${inner}${pyString(k)}: ${pyLiteral(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return 'None';
}

function curl(op: Operation, r: Request): string {
  const lines = [`curl -X ${op.method} ${shellQuote(r.url)}`];
  for (const [k, v] of r.headers) lines.push(`-H ${shellQuote(`${k}: ${v}`)}`);
  if (r.kind === 'json') lines.push(`-d ${shellQuote(JSON.stringify(r.json ?? {}))}`);
  for (const p of r.parts ?? [])
    lines.push(`-F ${shellQuote(p.file ? `${p.name}=@${p.value}` : `${p.name}=${p.value}`)}`);
  if (op.response === 'file') lines.push(`-o ${resultFileNames[op.family] ?? 'resultado.bin'}`);
  return lines.join(' \\\n  ');
}

function http(op: Operation, r: Request): string {
  const head = [`${op.method} ${r.path} HTTP/1.1`, `Host: ${r.host}`, ...r.headers.map(([k, v]) => `${k}: ${v}`)];
  if (r.kind === 'json') return `${head.join('\n')}\n\n${JSON.stringify(r.json ?? {}, null, 2)}`;
  if (r.kind === 'multipart') {
    const boundary = '----AlquimiaBoundary';
    const body = (r.parts ?? []).map((p) =>
      p.file
        ? `--${boundary}\nContent-Disposition: form-data; name="${p.name}"; filename="${p.value}"\n\n(binary data)`
        : `--${boundary}\nContent-Disposition: form-data; name="${p.name}"\n\n${p.value}`,
    );
    return `${head.join('\n')}\nContent-Type: multipart/form-data; boundary=${boundary}\n\n${body.join('\n')}\n--${boundary}--`;
  }
  return head.join('\n');
}

function python(op: Operation, r: Request): string {
  const headers = r.headers.filter(([k]) => !(r.kind === 'multipart' && k === 'Content-Type'));
  const lines = ['import requests', '', `url = ${pyString(r.url)}`];
  lines.push(`headers = {${headers.map(([k, v]) => `${pyString(k)}: ${pyString(v)}`).join(', ')}}`);
  const method = op.method.toLowerCase();
  let call = `response = requests.${method}(url, headers=headers`;
  if (r.kind === 'json') {
    lines.push(`payload = ${pyLiteral(r.json ?? {}, '')}`);
    call += ', json=payload';
  }
  if (r.kind === 'multipart') {
    const files = (r.parts ?? []).filter((p) => p.file);
    const data = (r.parts ?? []).filter((p) => !p.file);
    lines.push(`files = [${files.map((p) => `(${pyString(p.name)}, open(${pyString(p.value)}, "rb"))`).join(', ')}]`);
    lines.push(`data = {${data.map((p) => `${pyString(p.name)}: ${pyString(p.value)}`).join(', ')}}`);
    call += ', files=files, data=data';
  }
  lines.push('', `${call})`, 'response.raise_for_status()');
  if (op.response === 'file') {
    lines.push(
      `with open(${pyString(resultFileNames[op.family] ?? 'resultado.bin')}, "wb") as f:`,
      '    f.write(response.content)',
    );
  } else {
    lines.push('print(response.json())');
  }
  return lines.join('\n');
}

export function buildSnippets(op: Operation, options: SnippetOptions): Snippets {
  const request = buildRequest(op, options);
  return { curl: curl(op, request), http: http(op, request), python: python(op, request) };
}
