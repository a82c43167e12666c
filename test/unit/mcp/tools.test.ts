import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { controlNames, toolCatalogue, toolName } from '../../../functions/mcp/tools.js';
import { operations } from '../../../shared/operations/index.js';
import { inputObjectSchema, pathParams } from '../../../shared/operations/json-schema.js';
import { isMcpTool } from '../../../shared/operations/mcp.js';

/** The MCP tools are the table's customer operations, generated, never listed by hand. */

const catalogue = toolCatalogue();
const propertiesOf = (schema: { properties?: Record<string, object> } | undefined) => schema?.properties ?? {};

describe('MCP tool catalogue', () => {
  it('has one tool per API-key operation of the table, and only those', () => {
    const expected = operations.filter((op) => op.auth === 'api-key' && op.public !== false && op.family !== 'mcp');
    expect(catalogue.tools.map((t) => t.name).sort()).toEqual(expected.map(toolName).sort());
    expect(expected.length).toBeGreaterThan(25);
    // Dashboard, billing, webhook and public calls never become tools; neither does the endpoint itself.
    for (const op of operations.filter((o) => o.auth !== 'api-key' || o.family === 'mcp')) {
      expect(isMcpTool(op), op.id).toBe(false);
      expect(catalogue.byName(toolName(op)), op.id).toBeUndefined();
    }
  });

  it('covers every customer family, with names every MCP client accepts', () => {
    const families = new Set(catalogue.entries.map((e) => e.operation.family));
    expect([...families].sort()).toEqual(['audio', 'image', 'jobs', 'pdf', 'text', 'verify', 'video']);
    for (const tool of catalogue.tools) expect(tool.name).toMatch(/^[a-z0-9_]{1,64}$/);
    expect(catalogue.byName('pdf_merge')?.operation.id).toBe('pdf.merge');
    expect(catalogue.byName('jobs_get')?.operation.id).toBe('jobs.get');
  });

  it('describes each tool with its doc and its price', () => {
    const merge = catalogue.byName('pdf_merge')?.tool;
    expect(merge?.title).toBe('Merge PDFs');
    expect(merge?.description).toContain('Joins 2 to 50 PDFs');
    expect(merge?.description).toContain('Price: 1 credit per call.');
    expect(catalogue.byName('jobs_get')?.tool.annotations).toMatchObject({ readOnlyHint: true });
    expect(catalogue.byName('video_merge_videos')?.tool.description).toContain('jobs_get');
  });

  it('takes every field of the operation, with the same required ones, plus the pipeline controls', () => {
    for (const { operation, tool } of catalogue.entries) {
      const { properties, required } = inputObjectSchema(operation);
      const toolProperties = propertiesOf(tool.inputSchema);
      expect(tool.inputSchema.type).toBe('object');
      for (const name of Object.keys(properties))
        expect(toolProperties, `${operation.id}.${name}`).toHaveProperty(name);
      for (const name of [...required, ...pathParams(operation)]) {
        expect(tool.inputSchema.required ?? [], `${operation.id} requires ${name}`).toContain(name);
      }
      expect(toolProperties).toHaveProperty('dry_run');
      expect(toolProperties).toHaveProperty('idempotency_key');
      if (operation.response === 'file') expect(toolProperties).toHaveProperty('output');
      else expect(toolProperties).not.toHaveProperty('output');
    }
  });

  it('never shadows an operation field with a control argument', () => {
    for (const op of operations.filter(isMcpTool)) {
      const fields = Object.keys(inputObjectSchema(op).properties);
      expect(
        fields.filter((f) => controlNames.includes(f)),
        op.id,
      ).toEqual([]);
    }
  });

  it('accepts files as the JSON grammar: URL, data URL or file_ id strings', () => {
    const merge = propertiesOf(catalogue.byName('pdf_merge')?.tool.inputSchema);
    expect(merge.files).toMatchObject({ type: 'array', items: { type: 'string' } });
    const split = propertiesOf(catalogue.byName('pdf_split')?.tool.inputSchema);
    expect(split.file).toMatchObject({ type: 'string' });
    expect(JSON.stringify(split.file)).toContain('data URL');
    expect(JSON.stringify(catalogue.tools)).not.toContain('"upload"');
  });

  it("keeps the operation's input rules, so a checked call cannot pair a voice with another language", () => {
    const speech = operations.find((o) => o.id === 'audio.text-to-speech-v2');
    const tool = speech === undefined ? undefined : catalogue.byName(toolName(speech));
    const validate = new Ajv2020({ strict: false }).compile(tool?.tool.inputSchema ?? {});
    expect(validate({ text: 'Olá', voice: 'mariana', language: 'pt-BR' })).toBe(true);
    expect(validate({ text: 'Hello', voice: 'emma' })).toBe(true);
    expect(validate({ text: 'Olá', voice: 'emma', language: 'pt-BR' })).toBe(false);
  });

  it('refuses two operations that would share a tool name', () => {
    const [first] = operations.filter(isMcpTool);
    if (!first) throw new Error('no tool operations');
    expect(() => toolCatalogue([first, { ...first, id: first.id.replace('.', '_') }])).toThrow(/two operations/);
  });
});
