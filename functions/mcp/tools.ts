import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { operations } from '../../shared/operations/index.js';
import { inputSchemas, type JsonSchema } from '../../shared/operations/json-schema.js';
import { isMcpTool } from '../../shared/operations/mcp.js';
import { describeOperationPrice } from '../../shared/operations/pricing.js';
import type { Operation } from '../../shared/operations/types.js';

/**
 * The MCP tools, generated from the operation table (isMcpTool): one per customer operation, named after its id,
 * described by its doc and price, with its JSON input (path, query and JSON body fields as one object; files as
 * https URLs, data URLs or `file_` ids, the grammar the HTTP API accepts) plus the pipeline's own controls.
 */

/** `pdf.merge` → `pdf_merge`: the characters every MCP client accepts in a tool name. */
export const toolName = (op: Pick<Operation, 'id'>): string => op.id.replace(/[^A-Za-z0-9]+/g, '_');

/**
 * Arguments every tool takes besides its operation's fields: the HTTP API's `dry_run` and `output` query controls
 * and its `Idempotency-Key` header. The pipeline validates them exactly as it does over HTTP.
 */
export const controlArguments = {
  dry_run: {
    type: 'boolean',
    default: false,
    description: 'true: answer the price and the current balance without running or charging anything.',
  },
  idempotency_key: {
    type: 'string',
    minLength: 1,
    maxLength: 255,
    description:
      'Any unique string (1-255 printable ASCII). A retry with the same key and the same arguments is charged once and answers the first result again.',
  },
} as const satisfies Record<string, JsonSchema>;

/** Only for operations that answer a file. */
export const outputArgument = {
  type: 'string',
  enum: ['inline', 'url'],
  default: 'inline',
  description:
    'inline: the file itself (a link when over 1 MiB). url: always a download link valid for 24 hours, handy to pass the result to another tool.',
} as const satisfies JsonSchema;

export const controlNames: readonly string[] = [...Object.keys(controlArguments), 'output'];

export interface ToolEntry {
  readonly operation: Operation;
  readonly tool: Tool;
}

function inputSchemaOf(op: Operation): Tool['inputSchema'] {
  const schemas = inputSchemas(op);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of [...schemas.path, ...schemas.query]) {
    properties[field.name] = field.schema;
    if (field.required) required.push(field.name);
  }
  const body = schemas.json;
  const bodyProperties: unknown = body?.properties;
  if (typeof bodyProperties === 'object' && bodyProperties !== null) {
    for (const [name, schema] of Object.entries(bodyProperties)) {
      if (typeof schema === 'object' && schema !== null && !Array.isArray(schema)) properties[name] = { ...schema };
    }
  }
  const bodyRequired: unknown = body?.required;
  if (Array.isArray(bodyRequired)) {
    for (const name of bodyRequired) if (typeof name === 'string') required.push(name);
  }
  Object.assign(properties, controlArguments, op.response === 'file' ? { output: outputArgument } : {});
  // The body's rules (shared/schemas/rules.ts: a text watermark needs its content, a voice its own language) as the
  // OpenAPI document has them, so a client that checks arguments against the tool cannot build a refused call.
  const clauses: unknown = body?.allOf;
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(Array.isArray(clauses) && clauses.length > 0 ? { allOf: clauses } : {}),
  };
}

function descriptionOf(op: Operation): string {
  const parts = [op.doc.description ?? op.doc.summary, `Price: ${describeOperationPrice(op)}.`];
  if (op.mode === 'async-only') {
    parts.push('Runs as a job: answers {jobId, status, statusUrl}; follow it with the jobs_get tool.');
  }
  return parts.join(' ');
}

export function toolFor(op: Operation): Tool {
  const readOnly = op.method === 'GET';
  return {
    name: toolName(op),
    title: op.doc.summary,
    description: descriptionOf(op),
    inputSchema: inputSchemaOf(op),
    annotations: {
      title: op.doc.summary,
      readOnlyHint: readOnly,
      destructiveHint: false,
      idempotentHint: readOnly,
      // Operations fetch URLs they are given and call providers; reading a job touches only our own store.
      openWorldHint: !readOnly,
    },
  };
}

export interface ToolCatalogue {
  readonly entries: readonly ToolEntry[];
  readonly tools: readonly Tool[];
  byName(name: string): ToolEntry | undefined;
}

export function toolCatalogue(table: readonly Operation[] = operations): ToolCatalogue {
  const entries = new Map<string, ToolEntry>();
  for (const op of table.filter(isMcpTool)) {
    const name = toolName(op);
    if (entries.has(name)) throw new Error(`two operations map to the MCP tool name ${name}`);
    entries.set(name, { operation: op, tool: toolFor(op) });
  }
  const list = [...entries.values()];
  return { entries: list, tools: list.map((e) => e.tool), byName: (name) => entries.get(name) };
}
