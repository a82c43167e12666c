import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../../../infra/aws/paths.js';
import { familyNames } from '../../../shared/i18n/families.js';
import { es } from '../../../shared/i18n/responses/es.js';
import { fr } from '../../../shared/i18n/responses/fr.js';
import { pt } from '../../../shared/i18n/responses/pt.js';
import { buildOpenApi } from '../../../shared/openapi.js';
import { operations } from '../../../shared/operations/index.js';
import { outputFieldTexts, outputFieldTextTables } from '../../../shared/operations/outputs/field-texts.js';
import { families } from '../../../shared/operations/types.js';
import { problemCodes, problemTitles } from '../../../shared/problems.js';
import { sourceFiles } from '../structure/source-files.js';

/**
 * Problem titles and response field descriptions have one English source each (shared/problems.ts, the output
 * schemas' `.describe()` texts gathered in shared/operations/outputs/field-texts.ts) and a translation by id in pt, es
 * and fr (shared/i18n/responses). A field described with a text that has no id, or an id some language does not
 * translate, fails here.
 */
const translations = { pt, es, fr } as const;
const document = buildOpenApi(operations, { serverUrl: 'https://api.alquimia.test' });

type Json = Readonly<Record<string, unknown>>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every `description` of a schema and of the schemas inside it (properties, items, variants), `$ref`s followed. */
function schemaDescriptions(schema: unknown, seen = new Set<unknown>()): string[] {
  if (!isObject(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const out = typeof schema.description === 'string' ? [schema.description] : [];
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (ref?.startsWith('#/components/schemas/')) {
    const components = isObject(document.components) ? document.components : {};
    const schemas = isObject(components.schemas) ? components.schemas : {};
    out.push(...schemaDescriptions(schemas[ref.split('/').at(-1) ?? ''], seen));
  }
  const children = [
    ...(isObject(schema.properties) ? Object.values(schema.properties) : []),
    schema.items,
    schema.additionalProperties,
    ...(Array.isArray(schema.anyOf) ? schema.anyOf : []),
    ...(Array.isArray(schema.oneOf) ? schema.oneOf : []),
    ...(Array.isArray(schema.allOf) ? schema.allOf : []),
  ];
  for (const child of children) out.push(...schemaDescriptions(child, seen));
  return out;
}

/** The descriptions of every success body of the served document, and of the shared answer schemas. */
function answerDescriptions(): string[] {
  const out: string[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const item of Object.values(paths)) {
    for (const operation of isObject(item) ? Object.values(item) : []) {
      const responses = isObject(operation) && isObject(operation.responses) ? operation.responses : {};
      for (const [status, response] of Object.entries(responses)) {
        if (!status.startsWith('2') || !isObject(response) || !isObject(response.content)) continue;
        for (const media of Object.values(response.content)) {
          if (isObject(media)) out.push(...schemaDescriptions(media.schema));
        }
      }
    }
  }
  const components = isObject(document.components) ? document.components : {};
  for (const schema of Object.values(isObject(components.schemas) ? components.schemas : {})) {
    out.push(...schemaDescriptions(schema));
  }
  return [...new Set(out)];
}

describe('problem titles and response fields in pt, es and fr (shared/i18n/responses)', () => {
  it('every description of a success body or shared answer schema is a text of field-texts.ts', () => {
    const known = new Set<string>(Object.values(outputFieldTexts));
    const described = answerDescriptions();
    expect(described.length).toBeGreaterThan(60);
    expect(described.filter((text) => !known.has(text))).toEqual([]);
  });

  it('holds each field text under one id: no id defined in two files, no English under two ids', () => {
    const defined = outputFieldTextTables.reduce((sum, table) => sum + Object.keys(table).length, 0);
    expect(Object.keys(outputFieldTexts)).toHaveLength(defined);
    const english = Object.values(outputFieldTexts);
    expect(new Set(english).size).toBe(english.length);
  });

  it.each(Object.entries(translations))(
    '%s translates every problem title and field text, none left empty',
    (_l, t) => {
      expect(Object.keys(t.problemTitles).sort()).toEqual(Object.keys(problemCodes).sort());
      expect(Object.keys(t.fields).sort()).toEqual(Object.keys(outputFieldTexts).sort());
      const texts = [...Object.values(t.problemTitles), ...Object.values(t.fields)];
      expect(texts.filter((text) => text.trim() === '')).toEqual([]);
      // Translated, not copied: only a few code-like texts (`m:ss - m:ss`.) may read the same as the English.
      const titlesAsEnglish = Object.entries(t.problemTitles).filter(
        ([code, title]) => Object.entries(problemTitles).find(([c]) => c === code)?.[1] === title,
      );
      expect(titlesAsEnglish).toEqual([]);
      const english = new Set<string>(Object.values(outputFieldTexts));
      const fieldsAsEnglish = Object.entries(t.fields).filter(([, text]) => english.has(text));
      expect(fieldsAsEnglish.map(([id]) => id)).toEqual(['scriptSectionTimeRange']);
      // Code in the English stays code in the translation.
      for (const [id, text] of Object.entries(t.fields)) {
        const source = Object.entries(outputFieldTexts).find(([key]) => key === id)?.[1] ?? '';
        expect(text.match(/`[^`]+`/g) ?? [], id).toEqual(source.match(/`[^`]+`/g) ?? []);
      }
    },
  );

  it('names every family once, in Portuguese, for the catalogue translations to key on', () => {
    expect(Object.keys(familyNames).sort()).toEqual([...families].sort());
  });

  it('keeps each English field text in its source only: the translations and the web never copy it', () => {
    const english = Object.values(outputFieldTexts).filter((text) => text.split(/\s+/).length >= 4);
    const files = [join('shared', 'i18n'), join('web', 'src')].flatMap((dir) => sourceFiles(dir, /\.(ts|tsx)$/));
    const copies = files.flatMap((file) => {
      const source = readFileSync(fromRoot(file), 'utf8');
      return english.filter((text) => source.includes(text)).map((text) => `${file}: ${text}`);
    });
    expect(english.length).toBeGreaterThan(40);
    expect(files).toContain(join('shared', 'i18n', 'responses', 'pt.ts'));
    expect(copies).toEqual([]);
  });
});
